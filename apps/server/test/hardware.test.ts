import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, hardwareItems, shippingCosts } from '../src/db/schema/index.js';
import {
  createHardwareItem,
  createOrganization,
  createProduct,
  createShippingCost,
  createUser,
} from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

/** Hardware items (docs/decisions/0012-hardware-items.md). The test clock's day is 2026-03-02. */
const ctx = await setupTestApp();
const org = await createOrganization(ctx.db, { name: 'Hardware Hospital' });
const otherOrg = await createOrganization(ctx.db, { name: 'Other Clinic' });
const manager = await createUser(ctx.db, { email: 'lm@hw.test', roles: ['license-manager'], organizationId: org.id });
const admin = await createUser(ctx.db, {
  email: 'admin@hw.test',
  roles: ['admin'],
  permissions: ['manage organization', 'manage user', 'manage product'],
});
const usersOnly = await createUser(ctx.db, { email: 'users@hw.test', roles: ['admin'], permissions: ['manage user'] });
const orgsOnly = await createUser(ctx.db, {
  email: 'orgs@hw.test',
  roles: ['admin'],
  permissions: ['manage organization'],
});
// A product with a warranty of 3 years in the catalogue (its duration), one without, and a software product.
const setWithWarranty = await createProduct(ctx.db, {
  type: 'hardware',
  name: 'LapTrainer Instrument Set',
  duration: 3,
  durationType: 'year',
});
const setPlain = await createProduct(ctx.db, { type: 'hardware', name: 'Camera Mount' });
const software = await createProduct(ctx.db, { type: 'software', name: 'LapSkills Core' });
await createShippingCost(ctx.db, { country: 'DE', amount: 2500, currency: 'EUR' });

const client = async (email: string) => {
  const c = ctx.client();
  await c.login(email);
  return c;
};
const adminClient = await client(admin.email);
const managerClient = await client(manager.email);

const orgUrl = `/api/admin/organizations/${org.id}/hardware`;
const itemCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(hardwareItems))[0]?.n;
const valid = (values: Record<string, unknown> = {}) => ({
  product_id: setWithWarranty.id,
  serial_number: `ls-${Math.random().toString(36).slice(2, 10)}`,
  purchase_date: '2026-02-10',
  shipping_country: 'de',
  ...values,
});

describe('recording hardware items', () => {
  it('records an instrument set: serial in capitals, shipping cost copied, warranty from the catalogue', async () => {
    const res = await adminClient.post(orgUrl, valid({ serial_number: 'lt-2026-0001' }));
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({
      serial_number: 'LT-2026-0001',
      product: { id: setWithWarranty.id, name: 'LapTrainer Instrument Set' },
      owner_type: 'ORGANIZATION',
      organization_id: org.id,
      owner_name: 'Hardware Hospital',
      shipping_country: 'DE',
      shipping_cost: 2500,
      shipping_currency: 'EUR',
      status: 'ordered',
      next_statuses: ['shipped'],
      purchase_date: '2026-02-10',
      warranty_ends_on: '2029-02-10',
      under_warranty: true,
    });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'hardware.created'));
    expect(audit?.details).toMatchObject({ id: item.id });

    // The table changes later; the recorded item keeps the cost of its day.
    await ctx.db.update(shippingCosts).set({ amount: 9900 }).where(eq(shippingCosts.country, 'DE'));
    const again = await adminClient.get(`/api/admin/hardware/${item.id}`);
    expect(again.json().data.shipping_cost).toBe(2500);
    const next = await adminClient.post(orgUrl, valid({ serial_number: 'lt-2026-0002' }));
    expect(next.json().data.shipping_cost).toBe(9900);
  });

  it('takes two years of warranty without one in the catalogue, the default shipping cost without a country row', async () => {
    await ctx.db.update(shippingCosts).set({ amount: 4000, currency: 'EUR' }).where(isNull(shippingCosts.country));
    const res = await adminClient.post(
      orgUrl,
      valid({ product_id: setPlain.id, purchase_date: '2024-02-29', shipping_country: 'FR', status: 'active' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      warranty_ends_on: '2026-02-28',
      under_warranty: false,
      shipping_country: 'FR',
      shipping_cost: 4000,
      status: 'active',
    });
    const given = await adminClient.post(orgUrl, valid({ warranty_ends_on: '2027-01-31' }));
    expect(given.json().data.warranty_ends_on).toBe('2027-01-31');
  });

  it('keeps serial numbers unique in any letter case under a burst of 100: one wins, the others get 422', async () => {
    const before = await itemCount();
    const cases = ['burst-0042', 'BURST-0042', 'Burst-0042', 'bUrSt-0042'];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        adminClient.post(orgUrl, valid({ serial_number: cases[i % cases.length] })),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(99).fill(422));
    for (const r of refused) {
      expect(r.json().errors.serial_number).toEqual([
        'This serial number is already recorded (serial numbers are unique in any letter case).',
      ]);
    }
    expect(await itemCount()).toBe((before ?? 0) + 1);
  });

  it('answers bad input with a clear 4xx and records nothing', async () => {
    const before = await itemCount();
    const bad: Array<[Record<string, unknown>, string]> = [
      [valid({ product_id: '7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11' }), 'product_id'],
      [valid({ product_id: software.id }), 'product_id'],
      [valid({ product_id: 'not-a-uuid' }), 'product_id'],
      [valid({ shipping_country: 'XX' }), 'shipping_country'],
      [valid({ shipping_country: '' }), 'shipping_country'],
      [valid({ purchase_date: '2026-02-30' }), 'purchase_date'],
      [valid({ purchase_date: '02/10/2026' }), 'purchase_date'],
      [valid({ purchase_date: '2026-03-03' }), 'purchase_date'],
      [valid({ warranty_ends_on: '2026-02-09' }), 'warranty_ends_on'],
      [valid({ warranty_ends_on: '2036-02-11' }), 'warranty_ends_on'],
      [valid({ serial_number: '' }), 'serial_number'],
      [valid({ serial_number: 'has space' }), 'serial_number'],
      [valid({ serial_number: `A${'1'.repeat(64)}` }), 'serial_number'],
      [valid({ serial_number: 'zero\u0000byte' }), 'serial_number'],
      [valid({ status: 'lost' }), 'status'],
      [{ ...valid(), owner_id: org.id }, ''],
    ];
    for (const [body, field] of bad) {
      const res = await adminClient.post(orgUrl, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(res.json().errors[field], JSON.stringify(body)).toBeDefined();
    }
    const noOwner = await adminClient.post(
      '/api/admin/organizations/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11/hardware',
      valid(),
    );
    expect(noOwner.statusCode).toBe(404);
    expect(await itemCount()).toBe(before);
  });
});

describe('changing and deleting items', () => {
  it('moves the status along the allowed transitions only', async () => {
    const item = (await adminClient.post(orgUrl, valid())).json().data;
    const put = (body: Record<string, unknown>) => adminClient.request('PUT', `/api/admin/hardware/${item.id}`, body);
    const refused = await put({ status: 'active' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toHaveLength(1);
    for (const [status, next] of [
      ['shipped', ['active', 'returned']],
      ['active', ['returned']],
      ['returned', ['shipped']],
      ['shipped', ['active', 'returned']],
    ] as const) {
      const res = await put({ status });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().data).toMatchObject({ status, next_statuses: next });
    }
    const back = await put({ status: 'ordered' });
    expect(back.statusCode).toBe(422);
    const [row] = await ctx.db.select().from(hardwareItems).where(eq(hardwareItems.id, item.id));
    expect(row?.status).toBe('shipped');
  });

  it('changes serial and dates with the same rules; a serial of another item in other letters is refused', async () => {
    await adminClient.post(orgUrl, valid({ serial_number: 'TAKEN-7' }));
    const item = (await adminClient.post(orgUrl, valid({ serial_number: 'mine-7' }))).json().data;
    const put = (body: Record<string, unknown>) => adminClient.request('PUT', `/api/admin/hardware/${item.id}`, body);
    const taken = await put({ serial_number: 'taken-7' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.serial_number).toBeDefined();
    expect((await put({ warranty_ends_on: '2026-01-01' })).statusCode).toBe(422);
    expect((await put({ purchase_date: '2027-01-01' })).statusCode).toBe(422);
    const res = await put({ serial_number: 'mine-7b', warranty_ends_on: '2030-01-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      serial_number: 'MINE-7B',
      warranty_ends_on: '2030-01-31',
      status: 'ordered',
    });
  });

  it("checks the owner's permission on one item: an organization's needs 'manage organization', a user's 'manage user'", async () => {
    const orgItem = await createHardwareItem(ctx.db, { productId: setPlain.id, organizationId: otherOrg.id });
    const person = await createUser(ctx.db, { email: 'owner@hw.test', roles: ['trainee'] });
    const userItem = await createHardwareItem(ctx.db, { productId: setPlain.id, userId: person.id });
    const users = await client(usersOnly.email);
    const orgs = await client(orgsOnly.email);
    for (const [c, id] of [
      [users, orgItem.id],
      [orgs, userItem.id],
    ] as const) {
      expect((await c.get(`/api/admin/hardware/${id}`)).statusCode).toBe(403);
      expect((await c.request('PUT', `/api/admin/hardware/${id}`, { status: 'returned' })).statusCode).toBe(403);
      expect((await c.request('DELETE', `/api/admin/hardware/${id}`)).statusCode).toBe(403);
    }
    const rows = await ctx.db
      .select()
      .from(hardwareItems)
      .where(sql`${hardwareItems.id} in (${orgItem.id}, ${userItem.id})`);
    expect(rows.map((r) => r.status)).toEqual(['active', 'active']);
    expect((await orgs.request('DELETE', `/api/admin/hardware/${orgItem.id}`)).statusCode).toBe(200);
    expect((await users.request('DELETE', `/api/admin/hardware/${userItem.id}`)).statusCode).toBe(200);
    expect((await users.request('DELETE', `/api/admin/hardware/${userItem.id}`)).statusCode).toBe(404);
  });
});

describe('owners', () => {
  it("records a user's item; the user cannot be deleted while owning one", async () => {
    const person = await createUser(ctx.db, { email: 'personal@hw.test', roles: ['trainee'] });
    const url = `/api/admin/users/${person.id}/hardware`;
    const res = await adminClient.post(url, valid({ serial_number: 'usr-1' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ owner_type: 'USER', user_id: person.id, organization_id: null });
    expect((await adminClient.get(url)).json().data.map((i: { id: string }) => i.id)).toEqual([res.json().data.id]);
    const refused = await adminClient.request('DELETE', `/api/admin/users/${person.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'user_has_hardware',
      message: 'This user still owns hardware items. Delete their hardware items first.',
    });
    await adminClient.request('DELETE', `/api/admin/hardware/${res.json().data.id}`);
    expect((await adminClient.request('DELETE', `/api/admin/users/${person.id}`)).statusCode).toBe(200);
    expect((await adminClient.get(`/api/admin/users/${person.id}/hardware`)).statusCode).toBe(404);
  });

  it('refuses deleting an organization that owns hardware (409), and a hardware product in use', async () => {
    const empty = await createOrganization(ctx.db, { name: 'Owns One Set' });
    const item = await createHardwareItem(ctx.db, { productId: setPlain.id, organizationId: empty.id });
    const refused = await adminClient.request('DELETE', `/api/admin/organizations/${empty.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('organization_has_hardware');
    const product = await adminClient.request('DELETE', `/api/admin/products/${setPlain.id}`);
    expect(product.statusCode).toBe(409);
    expect(product.json().code).toBe('product_in_use');
    await adminClient.request('DELETE', `/api/admin/hardware/${item.id}`);
    expect((await adminClient.request('DELETE', `/api/admin/organizations/${empty.id}`)).statusCode).toBe(200);
  });
});

describe('lists', () => {
  it("filters an organization's items by status, product and part of a serial in any case", async () => {
    const listOrg = await createOrganization(ctx.db, { name: 'Listing Org' });
    const url = `/api/admin/organizations/${listOrg.id}/hardware`;
    await adminClient.post(url, valid({ serial_number: 'abc-100', status: 'active' }));
    await adminClient.post(url, valid({ serial_number: 'abc-200', product_id: setPlain.id }));
    await adminClient.post(url, valid({ serial_number: 'xyz-300', status: 'active' }));
    const serials = async (query: string) =>
      (await adminClient.get(`${url}?${query}`)).json().data.map((i: { serial_number: string }) => i.serial_number);
    expect(await serials('sort=serial_number')).toEqual(['ABC-100', 'ABC-200', 'XYZ-300']);
    expect(await serials('filter[status]=active&sort=serial_number')).toEqual(['ABC-100', 'XYZ-300']);
    expect(await serials(`filter[product_id]=${setPlain.id}`)).toEqual(['ABC-200']);
    expect(await serials('filter[search]=bc-1')).toEqual(['ABC-100']);
    expect(await serials('filter[search]=%')).toEqual([]);
    expect((await adminClient.get(`${url}?filter[status]=lost`)).statusCode).toBe(422);
    expect((await adminClient.get(`${url}?filter[owner]=x`)).statusCode).toBe(422);
    expect((await adminClient.get(`${url}?sort=price`)).statusCode).toBe(422);
  });

  it("shows the manager the own organization's items only, scoped in SQL", async () => {
    const own = await createHardwareItem(ctx.db, {
      productId: setPlain.id,
      organizationId: org.id,
      serialNumber: 'MGR-OWN-1',
    });
    const foreign = await createHardwareItem(ctx.db, {
      productId: setPlain.id,
      organizationId: otherOrg.id,
      serialNumber: 'MGR-FOREIGN-1',
    });
    const res = await managerClient.get('/api/manager/hardware?per_page=100');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Array<{ id: string; organization_id: string; next_statuses: string[] }>;
    expect(items.map((i) => i.id)).toContain(own.id);
    expect(items.map((i) => i.id)).not.toContain(foreign.id);
    expect(items.every((i) => i.organization_id === org.id && i.next_statuses.length === 0)).toBe(true);
    const searched = await managerClient.get('/api/manager/hardware?filter[search]=mgr-');
    expect(searched.json().data.map((i: { id: string }) => i.id)).toEqual([own.id]);
  });
});
