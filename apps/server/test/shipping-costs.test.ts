import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, shippingCosts } from '../src/db/schema/index.js';
import { createShippingCost, createUser } from '../src/db/seed/factories.js';
import { shippingCostFor } from '../src/modules/shipping-costs/queries.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const billing = await createUser(ctx.db, {
  email: 'billing@x.test',
  roles: ['admin'],
  permissions: ['manage billing'],
});
await createUser(ctx.db, { email: 'users-admin@x.test', roles: ['admin'], permissions: ['manage user'] });
const admin = ctx.client();
await admin.login('billing@x.test');

const [defaultRow] = await ctx.db.select().from(shippingCosts).where(sql`${shippingCosts.country} is null`);
if (!defaultRow) throw new Error('the migration makes the default shipping cost');

const auditRows = (action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, billing.id)));

describe('shipping costs', () => {
  it('starts with exactly one default, listed first', async () => {
    await createShippingCost(ctx.db, { country: 'DE', amount: 1500 });
    await createShippingCost(ctx.db, { country: 'BE', amount: 1200 });
    const res = await admin.get('/api/admin/shipping-costs');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((r: { country: string | null }) => r.country)).toEqual([null, 'BE', 'DE']);
    expect(data[0]).toMatchObject({ is_default: true, currency: 'EUR' });
    expect(meta.total).toBe(3);
    const desc = await admin.get('/api/admin/shipping-costs?sort=-country');
    expect(desc.json().data.map((r: { country: string | null }) => r.country)).toEqual([null, 'DE', 'BE']);
    const filtered = await admin.get('/api/admin/shipping-costs?filter[country]=de');
    expect(filtered.json().data.map((r: { country: string }) => r.country)).toEqual(['DE']);
  });

  it('refuses list parameters that are not whitelisted', async () => {
    for (const query of ['sort=amount', 'filter[amount]=1', 'include=x', 'per_page=500', 'foo=1']) {
      const res = await admin.get(`/api/admin/shipping-costs?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('creates a country cost in minor units, EUR by default, and audits it', async () => {
    const res = await admin.post('/api/admin/shipping-costs', { country: 'nl', amount: 995 });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ country: 'NL', amount: 995, currency: 'EUR', is_default: false });
    const [row] = await auditRows('shipping_cost.created');
    expect(row?.details).toEqual({
      id: created.id,
      changes: {
        country: { from: null, to: 'NL' },
        amount: { from: null, to: 995 },
        currency: { from: null, to: 'EUR' },
      },
    });
    expect(row?.actorEmail).toBe('billing@x.test');
    const one = await admin.get(`/api/admin/shipping-costs/${created.id}`);
    expect(one.json().data).toEqual(created);
  });

  it('reads digits sent as form text', async () => {
    const res = await admin.post('/api/admin/shipping-costs', 'country=AT&amount=2500&currency=CHF', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ country: 'AT', amount: 2500, currency: 'CHF' });
  });

  it('answers 422 for bad input and stores nothing', async () => {
    const before = await ctx.db.select().from(shippingCosts);
    const cases: Array<[unknown, string]> = [
      [{ country: 'XX', amount: 100 }, 'country'],
      [{ country: 'NLD', amount: 100 }, 'country'],
      [{ amount: 100 }, 'country'],
      [{ country: 'FR', amount: -1 }, 'amount'],
      [{ country: 'FR', amount: 12.5 }, 'amount'],
      [{ country: 'FR', amount: 100_000_001 }, 'amount'],
      [{ country: 'FR', amount: '1e3' }, 'amount'],
      [{ country: 'FR' }, 'amount'],
      [{ country: 'FR', amount: 100, currency: 'XYZ' }, 'currency'],
      [{ country: 'FR', amount: 100, extra: 1 }, 'extra'],
      [{ country: 'F\u0000R', amount: 100 }, 'country'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.post('/api/admin/shipping-costs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const over = await admin.post('/api/admin/shipping-costs', { country: 'FR', amount: 100_000_001 });
    expect(over.json().errors.amount).toEqual(['This field may not be greater than 100000000.']);
    expect(await ctx.db.select().from(shippingCosts)).toHaveLength(before.length);
  });

  it('refuses a second cost for a country, also from parallel requests', async () => {
    const taken = await admin.post('/api/admin/shipping-costs', { country: 'DE', amount: 1 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.country).toEqual(['There is already a shipping cost for this country.']);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => admin.post('/api/admin/shipping-costs', { country: 'IT', amount: 1800 })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(await ctx.db.select().from(shippingCosts).where(eq(shippingCosts.country, 'IT'))).toHaveLength(1);
  });

  it('updates amount and currency (also as POST with _method=PUT) and audits only what changed', async () => {
    const [de] = await ctx.db.select().from(shippingCosts).where(eq(shippingCosts.country, 'DE'));
    const res = await admin.post(`/api/admin/shipping-costs/${de?.id}`, {
      _method: 'PUT',
      amount: 1750,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ country: 'DE', amount: 1750 });
    const rows = await auditRows('shipping_cost.updated');
    expect(rows.at(-1)?.details).toEqual({
      id: de?.id,
      country: 'DE',
      changes: { amount: { from: 1500, to: 1750 } },
    });
    const moved = await admin.request('PUT', `/api/admin/shipping-costs/${de?.id}`, {
      country: 'LU',
      amount: 1750,
    });
    expect(moved.json().data.country).toBe('LU');
    const clash = await admin.request('PUT', `/api/admin/shipping-costs/${de?.id}`, { country: 'BE', amount: 1 });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.country).toBeDefined();
  });

  it('changes the default but never gives it a country or deletes it', async () => {
    const res = await admin.request('PUT', `/api/admin/shipping-costs/${defaultRow.id}`, {
      amount: 4900,
      currency: 'EUR',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ country: null, is_default: true, amount: 4900 });
    const withCountry = await admin.request('PUT', `/api/admin/shipping-costs/${defaultRow.id}`, {
      country: 'NL',
      amount: 1,
    });
    expect(withCountry.statusCode).toBe(422);
    expect(withCountry.json().errors.country).toBeDefined();
    const del = await admin.request('DELETE', `/api/admin/shipping-costs/${defaultRow.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({
      message: 'The default shipping cost cannot be deleted, only changed.',
      code: 'shipping_default_required',
    });
    const defaults = await ctx.db.select().from(shippingCosts).where(sql`${shippingCosts.country} is null`);
    expect(defaults).toHaveLength(1);
  });

  it('keeps exactly one default in the database itself', async () => {
    await expect(ctx.db.insert(shippingCosts).values({ country: null, amount: 1 })).rejects.toThrow();
    await expect(ctx.db.insert(shippingCosts).values({ country: 'nl', amount: 1 })).rejects.toThrow();
    await expect(ctx.db.insert(shippingCosts).values({ country: 'PL', amount: -5 })).rejects.toThrow();
  });

  it('deletes a country cost, which then pays the default', async () => {
    const [be] = await ctx.db.select().from(shippingCosts).where(eq(shippingCosts.country, 'BE'));
    expect(await shippingCostFor(ctx.db, 'BE')).toEqual({
      amount: 1200,
      currency: 'EUR',
      country: 'BE',
      isDefault: false,
    });
    const res = await admin.request('DELETE', `/api/admin/shipping-costs/${be?.id}`);
    expect(res.statusCode).toBe(200);
    expect(await shippingCostFor(ctx.db, 'be')).toEqual({
      amount: 4900,
      currency: 'EUR',
      country: null,
      isDefault: true,
    });
    const [row] = await auditRows('shipping_cost.deleted');
    expect(row?.details).toMatchObject({ id: be?.id, country: 'BE', changes: { amount: { from: 1200, to: null } } });
    const again = await admin.request('DELETE', `/api/admin/shipping-costs/${be?.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an id that does not exist or is not a UUID', async () => {
    for (const id of ['7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11', 'not-a-uuid']) {
      const res = await admin.get(`/api/admin/shipping-costs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The selected resource does not exist.');
      const put = await admin.request('PUT', `/api/admin/shipping-costs/${id}`, { amount: 1 });
      expect(put.statusCode).toBe(404);
    }
  });

  it("is closed to admins without 'manage billing'", async () => {
    const other = ctx.client();
    await other.login('users-admin@x.test');
    const res = await other.get('/api/admin/shipping-costs');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied to shipping-costs. Required permission level: manage billing');
  });
});
