import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingAccounts, invoices, licenseSeats, licenses, userAvailableProducts } from '../src/db/schema/index.js';
import {
  attachSeat,
  createBilling,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const period = { periodStart: '2026-01-01', periodEnd: '2026-12-31' };
const org = await createOrganization(ctx.db, { name: 'Licensed Org' });
const billing = await createBilling(ctx.db, { organizationId: org.id, ...period });
const manager = await createUser(ctx.db, { email: 'lm@lic.test', roles: ['license-manager'], organizationId: org.id });
const admin = await createUser(ctx.db, {
  email: 'orgs@lic.test',
  roles: ['admin'],
  permissions: ['manage organization', 'manage billing', 'manage user'],
});
const managerClient = ctx.client();
await managerClient.login(manager.email);
const adminClient = ctx.client();
await adminClient.login(admin.email);

const member = async (values: Parameters<typeof createUser>[1] = {}) =>
  createUser(ctx.db, { roles: ['trainee'], organizationId: org.id, ...values });
const makeAvailable = (userId: string, productId: string) =>
  ctx.db.insert(userAvailableProducts).values({ userId, productId }).onConflictDoNothing();
const attach = (licenseId: string, userId: string) =>
  managerClient.post(`/api/manager/licenses/${licenseId}/seats`, { user_id: userId });
const attachedCount = async (licenseId: string) =>
  (
    await ctx.db
      .select()
      .from(licenseSeats)
      .where(and(eq(licenseSeats.licenseId, licenseId), isNull(licenseSeats.detachedAt)))
  ).length;

describe('attaching seats (the order of checks in docs/decisions/0009)', () => {
  it('attaches, lists it for the manager and the trainee, and detaches', async () => {
    const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 5 });
    const user = await member({ email: 'seated@lic.test' });
    await makeAvailable(user.id, license.productId);
    const res = await attach(license.id, user.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ seats_used: 1, seats_free: 4, state: 'active' });
    const own = ctx.client();
    await own.login(user.email);
    const seats = (await own.get('/api/trainee/licenses')).json().data;
    expect(seats).toEqual([
      expect.objectContaining({ license_id: license.id, state: 'active', valid_to: '2026-12-31' }),
    ]);
    expect(seats[0].days_left).toBe(304);
    const list = (await managerClient.get('/api/manager/software-licenses')).json().data as Array<{ id: string }>;
    expect(list.map((l) => l.id)).toContain(license.id);
    expect(
      (await managerClient.request('DELETE', `/api/manager/licenses/${license.id}/seats/${user.id}`)).statusCode,
    ).toBe(200);
    const again = await managerClient.request('DELETE', `/api/manager/licenses/${license.id}/seats/${user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('seat_not_attached');
  });

  it('refuses an inactive user, an expired license, an unavailable product, a second seat of one product, a full license', async () => {
    const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 1 });
    const inactive = await member({ status: 'deactivated' });
    await makeAvailable(inactive.id, license.productId);
    expect((await attach(license.id, inactive.id)).json().code).toBe('seat_user_inactive');

    const expired = await createLicense(ctx.db, {
      billingAccountId: billing.id,
      startsOn: '2025-01-01',
      endsOn: '2026-03-01',
    });
    const user = await member();
    await makeAvailable(user.id, expired.productId);
    const gone = await attach(expired.id, user.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Given license is expired');

    const notAvailable = await attach(license.id, user.id);
    expect(notAvailable.statusCode).toBe(422);
    expect(notAvailable.json().errors.user_id).toBeDefined();

    await makeAvailable(user.id, license.productId);
    expect((await attach(license.id, user.id)).statusCode).toBe(201);
    const twice = await attach(license.id, user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('seat_held');
    // Another license of the same product: still one seat per product.
    const sameProduct = await createLicense(ctx.db, { billingAccountId: billing.id, productId: license.productId });
    expect((await attach(sameProduct.id, user.id)).json().code).toBe('seat_held');

    const other = await member();
    await makeAvailable(other.id, license.productId);
    const full = await attach(license.id, other.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('no_free_seats');
  });

  it("refuses another organization's user (403 not_owner) and answers 404 for an unknown one", async () => {
    const license = await createLicense(ctx.db, { billingAccountId: billing.id });
    const stranger = await createUser(ctx.db, { organizationId: (await createOrganization(ctx.db)).id });
    const res = await attach(license.id, stranger.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_owner');
    expect((await attach(license.id, '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11')).statusCode).toBe(404);
  });

  it('refuses a personal license for a member of an organization billed as an organization', async () => {
    const user = await member();
    const personal = await createBilling(ctx.db, { userId: user.id, ...period });
    const license = await createLicense(ctx.db, { billingAccountId: personal.id });
    await makeAvailable(user.id, license.productId);
    const res = await adminClient.post(`/api/admin/organizations/${org.id}/licenses/${user.id}`, {
      license_id: license.id,
    });
    // The license is not this organization's: the admin's member screen answers 404.
    expect(res.statusCode).toBe(404);
    const { attachSeat: attachWithRules } = await import('../src/modules/licensing/seat-service.js');
    await expect(
      attachWithRules(
        ctx.app.services,
        { id: admin.id } as never,
        { all: true },
        license.id,
        { user_id: user.id },
        { ip: '127.0.0.1', userAgent: null, language: 'en' },
      ),
    ).rejects.toMatchObject({ messageKey: 'error.organization_billing' });
  });

  it('100 concurrent attaches on a license with 10 free seats attach exactly 10', async () => {
    const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 10 });
    const users = [];
    for (let i = 0; i < 100; i++) {
      const user = await member();
      await makeAvailable(user.id, license.productId);
      users.push(user);
    }
    const results = await Promise.all(users.map((user) => attach(license.id, user.id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(await attachedCount(license.id)).toBe(10);
  });

  it('a burst of one user on two licenses of one product attaches one seat', async () => {
    const product = await createProduct(ctx.db);
    const a = await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id });
    const b = await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id });
    const user = await member();
    await makeAvailable(user.id, product.id);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attach(i % 2 ? a.id : b.id, user.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === 'seat_held')).toBe(true);
  });
});

describe('licenses (admin)', () => {
  it('refuses bad amounts and dates with 422 and changes nothing', async () => {
    const product = await createProduct(ctx.db);
    const url = `/api/admin/organizations/${org.id}/licenses`;
    for (const amount of [0, -1, 1.5, 100_001, 'abc']) {
      const res = await adminClient.post(url, { product_id: product.id, amount });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().errors.amount).toBeDefined();
    }
    const backwards = await adminClient.post(url, {
      product_id: product.id,
      amount: 3,
      starts_on: '2026-05-01',
      ends_on: '2026-04-01',
    });
    expect(backwards.json().errors.ends_on).toEqual(['The start date must be on or before the end date.']);
    const active = await adminClient.post(url, {
      product_id: product.id,
      amount: 3,
      active_from: '2026-05-01',
      active_to: '2026-04-01',
    });
    expect(active.json().errors.active_to).toBeDefined();
    const long = await adminClient.post(url, {
      product_id: product.id,
      amount: 3,
      starts_on: '2026-01-01',
      ends_on: '2031-01-02',
    });
    expect(long.json().errors.ends_on).toEqual(['A license runs for at most five years.']);
    expect(await ctx.db.select().from(licenses).where(eq(licenses.productId, product.id))).toEqual([]);
  });

  it('creates a license over the billing period; a changed amount is pending; lowering below seats in use is refused', async () => {
    const product = await createProduct(ctx.db);
    const created = await adminClient.post(`/api/admin/organizations/${org.id}/licenses`, {
      product_id: product.id,
      amount: 3,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ starts_on: '2026-01-01', ends_on: '2026-12-31', amount: 3 });
    const raised = await adminClient.request('PUT', `/api/admin/licenses/${id}`, { amount: 5 });
    expect(raised.json()).toMatchObject({
      data: { amount: 3, pending_amount: 5 },
      notice: 'A change of license amount applies after the current billing period',
    });
    for (let i = 0; i < 2; i++) await attachSeat(ctx.db, id, (await member()).id);
    const lowered = await adminClient.request('PUT', `/api/admin/licenses/${id}`, { amount: 1 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json().errors.amount[0]).toMatch(/2 attached seats/);
    const removed = await adminClient.request('DELETE', `/api/admin/licenses/${id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('license_has_seats');
  });

  it('answers no_billing for an organization without billing', async () => {
    const bare = await createOrganization(ctx.db);
    const res = await adminClient.post(`/api/admin/organizations/${bare.id}/licenses`, {
      product_id: (await createProduct(ctx.db)).id,
      amount: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No billing information. Please add a billing profile first.');
  });
});

describe('billing (admin)', () => {
  const body = {
    legal_name: 'Klinikum GmbH',
    billing_email: 'billing@klinikum.test',
    vat_number: 'DE123456789',
    street: 'Hauptstraße',
    house_number: '1',
    zipcode: '10115',
    city: 'Berlin',
    country: 'DE',
    cycle_months: 6,
  };

  it('refuses a VAT number of the wrong format and a cycle other than 3, 6 or 12', async () => {
    const target = await createOrganization(ctx.db);
    const bad = await adminClient.request('PUT', `/api/admin/organizations/${target.id}/billing`, {
      ...body,
      vat_number: 'DE12345',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vat_number).toBeDefined();
    const cycle = await adminClient.request('PUT', `/api/admin/organizations/${target.id}/billing`, {
      ...body,
      cycle_months: 5,
    });
    expect(cycle.json().errors.cycle_months).toBeDefined();
    expect((await adminClient.get(`/api/admin/organizations/${target.id}/billing`)).json().data).toBeNull();
  });

  it('creates, cancels (mails), refuses renewal while canceled, reactivates and renews without a gap', async () => {
    const target = await createOrganization(ctx.db);
    const saved = await adminClient.request('PUT', `/api/admin/organizations/${target.id}/billing`, body);
    expect(saved.statusCode).toBe(200);
    const b = saved.json().data;
    expect(b).toMatchObject({
      period_start: '2026-03-02',
      period_end: '2026-09-01',
      status: 'active',
      vat_number: 'DE123456789',
    });
    expect((await adminClient.post(`/api/admin/billings/${b.id}/cancel`)).json().data.status).toBe('canceled');
    const renew = await adminClient.post(`/api/admin/billings/${b.id}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toBe('Cannot renew billing cycle for inactive billing');
    expect((await adminClient.post(`/api/admin/billings/${b.id}/reactivate`)).json().data.status).toBe('active');
    // Not due until 30 days before its end (ADR 0011); then renewed without a gap.
    const early = await adminClient.post(`/api/admin/billings/${b.id}/renew`);
    expect(early.json()).toMatchObject({ code: 'billing_not_due' });
    await ctx.db.update(billingAccounts).set({ periodEnd: '2026-03-31' }).where(eq(billingAccounts.id, b.id));
    const renewed = (await adminClient.post(`/api/admin/billings/${b.id}/renew`)).json().data;
    expect(renewed).toMatchObject({ period_start: '2026-04-01', period_end: '2026-09-30', renewable: false });
    const deleted = await adminClient.request('DELETE', `/api/admin/organizations/${target.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('organization_has_billing');
  });
});

describe('users holding seats', () => {
  it('refuses deleting a user who holds a seat', async () => {
    const license = await createLicense(ctx.db, { billingAccountId: billing.id });
    const user = await member();
    await attachSeat(ctx.db, license.id, user.id);
    const res = await adminClient.request('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('user_holds_seats');
  });
});

// ----- issue 24: a manual renewal only of what is due, once; a pending decrease caps the seats; what renews is
// derived in one place; a billing's license count; billable licenses need 'manage billing'. Today is 2026-03-02.

const billingOf = async (id: string) =>
  (await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.id, id)))[0];
const licenseOf = async (id: string) => (await ctx.db.select().from(licenses).where(eq(licenses.id, id)))[0];
const invoicesOf = (billingId: string) =>
  ctx.db.select().from(invoices).where(eq(invoices.billingAccountId, billingId));

describe('manual renewal (item 1)', () => {
  it('a burst of 100 renewals of a due billing makes one period and one invoice; the rest answer 409', async () => {
    const billing = await createBilling(ctx.db, {
      periodStart: '2025-03-21',
      periodEnd: '2026-03-20',
      cycleMonths: 12,
      autoRenew: false,
    });
    await createLicense(ctx.db, { billingAccountId: billing.id, amount: 3 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => adminClient.post(`/api/admin/billings/${billing.id}/renew`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'billing_not_due' });
    expect(await billingOf(billing.id)).toMatchObject({ periodStart: '2026-03-21', periodEnd: '2027-03-20' });
    expect(await invoicesOf(billing.id)).toHaveLength(1);
  });

  it('refuses a billing whose period does not end within 30 days (409, in both languages) and changes nothing', async () => {
    const billing = await createBilling(ctx.db, { periodStart: '2026-02-01', periodEnd: '2026-04-02', cycleMonths: 3 });
    await createLicense(ctx.db, { billingAccountId: billing.id, amount: 3 });
    const before = await billingOf(billing.id);
    const res = await adminClient.post(`/api/admin/billings/${billing.id}/renew`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'billing_not_due',
      message:
        'This billing is not due for renewal yet: its period ends on 2026-04-02. It can be renewed from 2026-03-03.',
    });
    const german = await adminClient.request('POST', `/api/admin/billings/${billing.id}/renew`, undefined, {
      'accept-language': 'de',
    });
    expect(german.json().message).toBe(
      'Diese Abrechnung ist noch nicht zur Verlängerung fällig: ihr Zeitraum endet am 2026-04-02. Sie kann ab dem 2026-03-03 verlängert werden.',
    );
    expect(await billingOf(billing.id)).toEqual(before);
    expect(await invoicesOf(billing.id)).toEqual([]);
    // Thirty days before its end it is due.
    const due = await createBilling(ctx.db, { periodStart: '2026-01-01', periodEnd: '2026-04-01', cycleMonths: 3 });
    expect((await adminClient.post(`/api/admin/billings/${due.id}/renew`)).statusCode).toBe(200);
  });

  it('a running license renewed early past its five years stays running (never a scheduled one)', async () => {
    const billing = await createBilling(ctx.db, {
      periodStart: '2025-03-21',
      periodEnd: '2026-03-20',
      cycleMonths: 12,
    });
    const license = await createLicense(ctx.db, {
      billingAccountId: billing.id,
      amount: 5,
      startsOn: '2021-03-21',
      endsOn: '2026-03-20',
      activeFrom: '2021-03-21',
      activeTo: '2026-03-20',
    });
    const trainee = await createUser(ctx.db, { organizationId: billing.organizationId });
    await attachSeat(ctx.db, license.id, trainee.id);
    expect((await adminClient.post(`/api/admin/billings/${billing.id}/renew`)).statusCode).toBe(200);
    const after = await licenseOf(license.id);
    expect(after).toMatchObject({ endsOn: '2027-03-20', activeTo: '2027-03-20' });
    expect(after?.startsOn).toBe('2026-03-02');
    expect(after?.activeFrom).toBe('2026-03-02');
    const shown = await adminClient.get(`/api/admin/licenses/${license.id}`);
    expect(shown.json().data.state).toBe('active');
    // Its seat still grants the product today.
    const own = ctx.client();
    await own.login(trainee.email);
    expect((await own.get('/api/trainee/licenses')).json().data).toEqual([
      expect.objectContaining({ license_id: license.id, state: 'active' }),
    ]);
  });
});

const licenseWith = async (amount: number, attached: number) => {
  const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount });
  for (let i = 0; i < attached; i++) await attachSeat(ctx.db, license.id, (await member()).id);
  return license;
};
const availableMembers = async (productId: string, count: number) => {
  const users = [];
  for (let i = 0; i < count; i++) {
    const user = await member();
    await makeAvailable(user.id, productId);
    users.push(user);
  }
  return users;
};

describe('a pending decrease caps the seats (item 2)', () => {
  it('a 20-seat license with 10 attached and a pending amount of 10 refuses the next attach, naming the coming amount', async () => {
    const license = await licenseWith(20, 10);
    const lowered = await adminClient.request('PUT', `/api/admin/licenses/${license.id}`, { amount: 10 });
    expect(lowered.json().data).toMatchObject({ amount: 20, pending_amount: 10, seats_free: 0 });
    const [next] = await availableMembers(license.productId, 1);
    const res = await attach(license.id, next?.id ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'seats_pending_decrease',
      message:
        'This license drops to 10 seats on 2027-01-01, and 10 are attached. Detach a seat or raise the coming amount first.',
    });
    expect(await attachedCount(license.id)).toBe(10);
  });

  it('refuses a pending amount below the attached seats (422) and keeps the one before', async () => {
    const license = await licenseWith(20, 10);
    expect((await adminClient.request('PUT', `/api/admin/licenses/${license.id}`, { amount: 15 })).statusCode).toBe(
      200,
    );
    const res = await adminClient.request('PUT', `/api/admin/licenses/${license.id}`, { amount: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual([
      'This license has 10 attached seats. Detach seats before lowering the amount below that.',
    ]);
    expect(await licenseOf(license.id)).toMatchObject({ amount: 20, pendingAmount: 15 });
  });

  it('100 parallel attaches on a 20-seat license with 10 attached and 15 coming attach exactly 5', async () => {
    const license = await licenseWith(20, 10);
    await adminClient.request('PUT', `/api/admin/licenses/${license.id}`, { amount: 15 });
    const users = await availableMembers(license.productId, 100);
    const answers = await Promise.all(users.map((user) => attach(license.id, user.id)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(await attachedCount(license.id)).toBe(15);
  });

  it('attaches racing a decrease never leave more seats than the coming amount', async () => {
    const license = await licenseWith(30, 5);
    const users = await availableMembers(license.productId, 100);
    const calls: Array<Promise<{ statusCode: number }>> = users.map((user) => attach(license.id, user.id));
    calls.splice(20, 0, adminClient.request('PUT', `/api/admin/licenses/${license.id}`, { amount: 12 }));
    await Promise.all(calls);
    const row = await licenseOf(license.id);
    const attached = await attachedCount(license.id);
    expect(attached).toBeLessThanOrEqual(row?.amount ?? 0);
    expect(attached).toBeLessThanOrEqual(row?.pendingAmount ?? row?.amount ?? 0);
  });
});

describe('what renews and what can be renewed (item 5)', () => {
  it('a canceled billing neither renews nor can be renewed, and its licenses do not renew', async () => {
    const billing = await createBilling(ctx.db, {
      periodStart: '2025-03-21',
      periodEnd: '2026-03-20',
      cycleMonths: 12,
    });
    const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 2 });
    const shownBilling = async () =>
      (await adminClient.get(`/api/admin/organizations/${billing.organizationId}/billing`)).json().data;
    const shownLicense = async () =>
      (
        (await adminClient.get(`/api/admin/licenses?filter[organization_id]=${billing.organizationId}`)).json()
          .data as Array<{ id: string; renews: boolean }>
      ).find((l) => l.id === license.id);
    expect(await shownBilling()).toMatchObject({ auto_renew: true, renews: true, renewable: true });
    expect(await shownLicense()).toMatchObject({ auto_renew: true, renews: true });
    expect((await adminClient.post(`/api/admin/billings/${billing.id}/cancel`)).statusCode).toBe(200);
    expect(await shownBilling()).toMatchObject({ status: 'canceled', renews: false, renewable: false });
    expect(await shownLicense()).toMatchObject({ renews: false });
    const listed = (await adminClient.get('/api/admin/billing?filter[status]=canceled')).json().data as Array<{
      id: string;
      renews: boolean;
    }>;
    expect(listed.find((b) => b.id === billing.id)).toMatchObject({ renews: false, renewable: false });
  });

  it('a billing not due is not renewable; a license ending before its period or without auto renew does not renew', async () => {
    const billing = await createBilling(ctx.db, {
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      cycleMonths: 12,
    });
    const early = await createLicense(ctx.db, { billingAccountId: billing.id, endsOn: '2026-06-30' });
    const off = await createLicense(ctx.db, { billingAccountId: billing.id, autoRenew: false });
    const on = await createLicense(ctx.db, { billingAccountId: billing.id });
    const shown = (await adminClient.get(`/api/admin/organizations/${billing.organizationId}/billing`)).json().data;
    expect(shown).toMatchObject({ renews: true, renewable: false });
    const list = (await adminClient.get(`/api/admin/organizations/${billing.organizationId}/licenses`)).json()
      .data as Array<{ id: string; renews: boolean }>;
    const renews = Object.fromEntries(list.map((l) => [l.id, l.renews]));
    expect(renews).toEqual({ [early.id]: false, [off.id]: false, [on.id]: true });
  });
});

describe("a billing's license count (item 6)", () => {
  it('counts the 3 licenses of a billing in the list and on both billing-details screens', async () => {
    const org = await createOrganization(ctx.db, { name: 'Three Licenses Org' });
    const billing = await createBilling(ctx.db, { organizationId: org.id });
    for (let i = 0; i < 3; i++) await createLicense(ctx.db, { billingAccountId: billing.id });
    const list = (
      await adminClient.get(`/api/admin/billing?filter[search]=${encodeURIComponent(billing.legalName)}`)
    ).json().data as Array<{ id: string; licenses_count: number }>;
    expect(list.find((b) => b.id === billing.id)?.licenses_count).toBe(3);
    expect((await adminClient.get(`/api/admin/organizations/${org.id}/billing`)).json().data.licenses_count).toBe(3);

    const person = await createUser(ctx.db);
    const personal = await createBilling(ctx.db, { userId: person.id });
    for (let i = 0; i < 3; i++) await createLicense(ctx.db, { billingAccountId: personal.id });
    expect((await adminClient.get(`/api/admin/users/${person.id}/billing`)).json().data.licenses_count).toBe(3);
  });
});

describe("billable licenses need 'manage billing' (item 8)", () => {
  it("an admin with only 'manage user' cannot create a personal license; one with only 'manage organization' cannot change or remove a license", async () => {
    const person = await createUser(ctx.db);
    await createBilling(ctx.db, { userId: person.id });
    const product = await createProduct(ctx.db, { type: 'software' });
    await ctx.db.insert(userAvailableProducts).values({ userId: person.id, productId: product.id });
    const usersOnly = await createUser(ctx.db, { roles: ['admin'], permissions: ['manage user'] });
    const usersClient = ctx.client();
    await usersClient.login(usersOnly.email);
    const created = await usersClient.post(`/api/admin/users/${person.id}/licenses`, {
      product_id: product.id,
      amount: 1,
    });
    expect(created.statusCode).toBe(403);
    expect(await ctx.db.select().from(licenses).where(eq(licenses.productId, product.id))).toEqual([]);

    const org = await createOrganization(ctx.db);
    await createBilling(ctx.db, { organizationId: org.id });
    const license = await createLicense(ctx.db, { organizationId: org.id, amount: 4 });
    const orgsOnly = await createUser(ctx.db, { roles: ['admin'], permissions: ['manage organization'] });
    const orgsClient = ctx.client();
    await orgsClient.login(orgsOnly.email);
    expect(
      (await orgsClient.post(`/api/admin/organizations/${org.id}/licenses`, { product_id: product.id, amount: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await orgsClient.request('PUT', `/api/admin/licenses/${license.id}`, { amount: 9 })).statusCode).toBe(403);
    expect((await orgsClient.request('DELETE', `/api/admin/licenses/${license.id}`)).statusCode).toBe(403);
    expect(await licenseOf(license.id)).toMatchObject({ amount: 4, pendingAmount: null });
    // Reading them stays with 'manage organization'.
    expect((await orgsClient.get(`/api/admin/licenses/${license.id}`)).statusCode).toBe(200);

    const created2 = await adminClient.post(`/api/admin/users/${person.id}/licenses`, {
      product_id: product.id,
      amount: 1,
    });
    expect(created2.statusCode).toBe(201);
  });
});
