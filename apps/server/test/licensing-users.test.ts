import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingAccounts, licenses, userAvailableProducts } from '../src/db/schema/index.js';
import { createBilling, createOrganization, createProduct, createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

/** Personal billing (entity type USER) and personal licenses: `/api/admin/users/{id}/billing|licenses|seats`. */
const ctx = await setupTestApp();
const admin = await createUser(ctx.db, {
  email: 'people@lic-users.test',
  roles: ['admin'],
  permissions: ['manage billing', 'manage user', 'manage organization'],
});
const adminClient = ctx.client();
await adminClient.login(admin.email);

const billingBody = {
  legal_name: 'Dr. Ada Lovelace',
  billing_email: 'ada@lic-users.test',
  street: 'Keizersgracht',
  house_number: '12',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  country: 'NL',
  cycle_months: 3,
};
const software = () => createProduct(ctx.db, { type: 'software' });
const makeAvailable = (userId: string, productId: string) =>
  ctx.db.insert(userAvailableProducts).values({ userId, productId }).onConflictDoNothing();
const licensesOf = async (userId: string) =>
  ctx.db
    .select({ id: licenses.id })
    .from(licenses)
    .innerJoin(billingAccounts, eq(billingAccounts.id, licenses.billingAccountId))
    .where(eq(billingAccounts.userId, userId));

describe('personal billing', () => {
  it('is null until saved, then created for the user (entity USER) with its first period from today', async () => {
    const person = await createUser(ctx.db, { email: 'ada@lic-users.test' });
    const empty = await adminClient.get(`/api/admin/users/${person.id}/billing`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: null, organization_billing: null });
    const saved = await adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, billingBody);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      entity_type: 'USER',
      user_id: person.id,
      organization_id: null,
      period_start: '2026-03-02',
      period_end: '2026-06-01',
      status: 'active',
    });
    const changed = await adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, {
      ...billingBody,
      cycle_months: 12,
    });
    expect(changed.json().data).toMatchObject({ cycle_months: 3, pending_cycle_months: 12 });
  });

  it('answers 404 for an unknown user and 422 for bad details, writing nothing', async () => {
    const unknown = '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11';
    expect((await adminClient.get(`/api/admin/users/${unknown}/billing`)).statusCode).toBe(404);
    expect((await adminClient.request('PUT', `/api/admin/users/${unknown}/billing`, billingBody)).statusCode).toBe(404);
    const person = await createUser(ctx.db);
    const bad = await adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, {
      ...billingBody,
      vat_number: 'NL12',
      billing_email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['billing_email', 'vat_number']);
    expect((await adminClient.get(`/api/admin/users/${person.id}/billing`)).json().data).toBeNull();
  });

  it('a burst of 100 first saves creates one billing', async () => {
    const person = await createUser(ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, billingBody),
      ),
    );
    // Saves wait for the user's row in turn; on a loaded machine a late one may answer 503 (lock timeout,
    // retry), never anything else.
    expect(answers.filter((res) => res.statusCode !== 200 && res.statusCode !== 503).map((res) => res.body)).toEqual(
      [],
    );
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    const rows = await ctx.db.select().from(billingAccounts).where(eq(billingAccounts.userId, person.id));
    expect(rows).toHaveLength(1);
  });

  it('names the organization billing of a member', async () => {
    const organization = await createOrganization(ctx.db, { name: 'Billed Clinic' });
    await createBilling(ctx.db, { organizationId: organization.id });
    const memberOf = await createUser(ctx.db, { organizationId: organization.id });
    expect((await adminClient.get(`/api/admin/users/${memberOf.id}/billing`)).json().organization_billing).toEqual({
      organization_id: organization.id,
      organization_name: 'Billed Clinic',
    });
  });
});

describe('personal licenses', () => {
  it('creates a license on the personal billing with its seat attached to the owner, lists and detaches it', async () => {
    const person = await createUser(ctx.db);
    await adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, billingBody);
    const product = await software();
    await makeAvailable(person.id, product.id);
    const created = await adminClient.post(`/api/admin/users/${person.id}/licenses`, {
      product_id: product.id,
      amount: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      entity_type: 'USER',
      user_id: person.id,
      seats_used: 1,
      seats_free: 0,
      starts_on: '2026-03-02',
      ends_on: '2026-06-01',
      state: 'active',
    });
    const listed = (await adminClient.get(`/api/admin/users/${person.id}/licenses`)).json().data;
    expect(listed.licenses.map((l: { id: string }) => l.id)).toEqual([created.json().data.id]);
    expect(listed.seats).toEqual([expect.objectContaining({ license_id: created.json().data.id, user_id: person.id })]);
    // The admin licenses list shows it assigned to the user.
    const all = (await adminClient.get('/api/admin/licenses?per_page=100')).json().data as Array<{ id: string }>;
    expect(all.map((l) => l.id)).toContain(created.json().data.id);

    const detached = await adminClient.request(
      'DELETE',
      `/api/admin/users/${person.id}/seats/${created.json().data.id}`,
    );
    expect(detached.statusCode).toBe(200);
    expect(detached.json().data.seats).toEqual([]);
    const again = await adminClient.request('DELETE', `/api/admin/users/${person.id}/seats/${created.json().data.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('seat_not_attached');
  });

  it('checks organization billing before no billing, then the attach rules, and a refusal writes nothing', async () => {
    const product = await software();
    const organization = await createOrganization(ctx.db);
    await createBilling(ctx.db, { organizationId: organization.id });
    const memberOf = await createUser(ctx.db, { organizationId: organization.id });
    const refused = await adminClient.post(`/api/admin/users/${memberOf.id}/licenses`, {
      product_id: product.id,
      amount: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Licenses cannot be assigned for organization billing');

    const noBilling = await createUser(ctx.db);
    const none = await adminClient.post(`/api/admin/users/${noBilling.id}/licenses`, {
      product_id: product.id,
      amount: 1,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No billing information. Please add a billing profile first.');

    // The product is not available to the owner: the license is not created either.
    const person = await createUser(ctx.db);
    await adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, billingBody);
    const unavailable = await adminClient.post(`/api/admin/users/${person.id}/licenses`, {
      product_id: product.id,
      amount: 1,
    });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().errors.user_id).toBeDefined();
    expect(await licensesOf(person.id)).toHaveLength(0);

    const bad = await adminClient.post(`/api/admin/users/${person.id}/licenses`, {
      product_id: product.id,
      amount: 0,
      starts_on: '2026-05-01',
      ends_on: '2026-04-01',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'ends_on']);
    expect(await licensesOf(person.id)).toHaveLength(0);
  });

  it('a burst of 100 personal licenses of one product makes one license and one seat', async () => {
    const person = await createUser(ctx.db);
    await adminClient.request('PUT', `/api/admin/users/${person.id}/billing`, billingBody);
    const product = await software();
    await makeAvailable(person.id, product.id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        adminClient.post(`/api/admin/users/${person.id}/licenses`, { product_id: product.id, amount: 1 }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe('seat_held');
    expect(await licensesOf(person.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const unknown = '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11';
    expect((await adminClient.get(`/api/admin/users/${unknown}/licenses`)).statusCode).toBe(404);
    const product = await software();
    expect(
      (await adminClient.post(`/api/admin/users/${unknown}/licenses`, { product_id: product.id, amount: 1 }))
        .statusCode,
    ).toBe(404);
  });
});
