import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, licenseSeats } from '../src/db/schema/index.js';
import {
  attachSeat,
  createBilling,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

/** The manager's seats list (last sign-in, idle seats first), detaching idle seats, and the CSV export. */
const ctx = await setupTestApp();
const period = { periodStart: '2026-01-01', periodEnd: '2026-12-31' };
const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

async function organizationWithSeats(name: string) {
  const org = await createOrganization(ctx.db, { name });
  const billing = await createBilling(ctx.db, { organizationId: org.id, ...period });
  const product = await createProduct(ctx.db, { name: `${name} Core` });
  const license = await createLicense(ctx.db, { billingAccountId: billing.id, productId: product.id, amount: 10 });
  const manager = await createUser(ctx.db, {
    email: `lm@${name.toLowerCase()}.test`,
    roles: ['license-manager'],
    organizationId: org.id,
  });
  const member = (first: string) =>
    createUser(ctx.db, {
      firstName: first,
      lastName: name,
      email: `${first.toLowerCase()}@${name.toLowerCase()}.test`,
      roles: ['trainee'],
      organizationId: org.id,
    });
  const signedInOn = (userId: string, iso: string) =>
    ctx.db.insert(auditLog).values({ userId, action: 'auth.login', occurredAt: day(iso) });
  // The test clock stands at 2026-03-02: idle means no sign-in and no attach since 2026-01-31.
  const neverSignedIn = await member('Never');
  await attachSeat(ctx.db, license.id, neverSignedIn.id, day('2026-01-10'));
  const longAgo = await member('Longago');
  await attachSeat(ctx.db, license.id, longAgo.id, day('2026-01-05'));
  await signedInOn(longAgo.id, '2026-01-20');
  const recent = await member('Recent');
  await attachSeat(ctx.db, license.id, recent.id, day('2026-01-05'));
  await signedInOn(recent.id, '2026-01-02');
  await signedInOn(recent.id, '2026-02-25');
  const fresh = await member('=HYPERLINK("http://evil")');
  await attachSeat(ctx.db, license.id, fresh.id, day('2026-02-20'));
  const client = ctx.client();
  await client.login(manager.email);
  return { org, license, manager, client, neverSignedIn, longAgo, recent, fresh };
}

const a = await organizationWithSeats('Alpha');
const b = await organizationWithSeats('Beta');

const attachedOf = async (licenseId: string) =>
  (
    await ctx.db
      .select({ userId: licenseSeats.userId })
      .from(licenseSeats)
      .where(and(eq(licenseSeats.licenseId, licenseId), isNull(licenseSeats.detachedAt)))
  ).map((row) => row.userId);

type SeatJson = { user: { id: string }; idle: boolean; last_signed_in_at: string | null; license_id: string };

describe('the seats list', () => {
  it('lists the own seats, idle first, with the last sign-in', async () => {
    const res = await a.client.get('/api/manager/seats');
    expect(res.statusCode).toBe(200);
    const seats = res.json().data as SeatJson[];
    expect(seats.map((s) => s.user.id)).toEqual([a.neverSignedIn.id, a.longAgo.id, a.fresh.id, a.recent.id]);
    expect(seats.map((s) => s.idle)).toEqual([true, true, false, false]);
    expect(seats[0]?.last_signed_in_at).toBeNull();
    expect(seats[1]?.last_signed_in_at).toBe('2026-01-20T09:00:00.000Z');
    expect(seats[3]?.last_signed_in_at).toBe('2026-02-25T09:00:00.000Z');
    expect(res.json().meta.total).toBe(4);
  });

  it('filters idle seats and one license, and refuses a bad filter with 422', async () => {
    const idle = (await a.client.get('/api/manager/seats?filter[idle]=true')).json();
    expect(idle.meta.total).toBe(2);
    const busy = (await a.client.get('/api/manager/seats?filter[idle]=false')).json();
    expect(busy.meta.total).toBe(2);
    expect((await a.client.get(`/api/manager/seats?filter[license_id]=${b.license.id}`)).json().meta.total).toBe(0);
    expect((await a.client.get('/api/manager/seats?filter[idle]=maybe')).statusCode).toBe(422);
    expect((await a.client.get('/api/manager/seats?filter[license_id]=nope')).statusCode).toBe(422);
    expect((await a.client.get('/api/manager/seats?sort=-email')).statusCode).toBe(422);
  });

  it("lists one member's seats; another organization's member is 403, an unknown one 404", async () => {
    const res = await a.client.get(`/api/manager/members/${a.recent.id}/seats`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ license_id: a.license.id, state: 'active' })]);
    const foreign = await a.client.get(`/api/manager/members/${b.recent.id}/seats`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('not_owner');
    expect((await a.client.get('/api/manager/members/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11/seats')).statusCode).toBe(
      404,
    );
    expect((await a.client.get('/api/manager/members/nope/seats')).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it("streams the own organization's licenses with one row per seat, formulas neutralized", async () => {
    const res = await a.client.get('/api/manager/software-licenses.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="licenses-2026-03-02.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^license_id,product,amount_type,amount,/);
    expect(lines).toHaveLength(5);
    expect(res.body).toContain('Alpha Core');
    expect(res.body).not.toContain('Beta');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain('never@alpha.test');
  });

  it('lists a license without seats as one row, and audits the export', async () => {
    const org = await createOrganization(ctx.db, { name: 'Gamma' });
    const billing = await createBilling(ctx.db, { organizationId: org.id, ...period });
    await createLicense(ctx.db, { billingAccountId: billing.id, amount: 3 });
    const admin = await createUser(ctx.db, { roles: ['admin'], permissions: ['manage organization'] });
    const client = ctx.client();
    await client.login(admin.email);
    const res = await client.get(`/api/admin/organizations/${org.id}/licenses.csv`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,seats,3,,0,3,.*,,,,,,,$/);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'license.exported'));
    expect(audits.map((row) => row.details)).toContainEqual({ organization_id: org.id });
    expect(
      (await client.get('/api/admin/organizations/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11/licenses.csv')).statusCode,
    ).toBe(404);
  });
});

describe('detaching idle seats', () => {
  it('a burst of 100 detaches each idle seat once, audits each, and leaves the rest and other organizations alone', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => a.client.post('/api/manager/seats/detach-idle', {})),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const detached = results.reduce((sum, res) => sum + (res.json().data.detached as number), 0);
    expect(detached).toBe(2);
    expect((await attachedOf(a.license.id)).sort()).toEqual([a.recent.id, a.fresh.id].sort());
    expect(await attachedOf(b.license.id)).toHaveLength(4);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'license.seat_detached'), eq(auditLog.actorId, a.manager.id)));
    expect(audits.map((row) => row.userId).sort()).toEqual([a.neverSignedIn.id, a.longAgo.id].sort());
    expect(audits.every((row) => row.details?.reason === 'idle')).toBe(true);
    expect((await a.client.get('/api/manager/seats?filter[idle]=true')).json().meta.total).toBe(0);
  });
});

describe("the own organization's billing", () => {
  it('reads it, changes the billing email and purchase order (audited), refuses everything else', async () => {
    const read = await a.client.get('/api/manager/billing');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ organization_id: a.org.id, status: 'active', cycle_months: 12 });
    const saved = await a.client.request('PUT', '/api/manager/billing', {
      billing_email: 'Accounts@Alpha.test',
      purchase_order: 'PO-2026-0042',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ billing_email: 'accounts@alpha.test', purchase_order: 'PO-2026-0042' });
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'billing.updated'));
    expect(audits.at(-1)?.details).toMatchObject({
      changes: { billing_email: { to: 'accounts@alpha.test' }, purchase_order: { to: 'PO-2026-0042' } },
    });
    for (const body of [
      { billing_email: 'not an email' },
      { billing_email: 'x@alpha.test', legal_name: 'Taken Over Ltd' },
      { billing_email: 'x@alpha.test', purchase_order: 'P'.repeat(101) },
    ]) {
      expect((await a.client.request('PUT', '/api/manager/billing', body)).statusCode).toBe(422);
    }
    expect((await a.client.get('/api/manager/billing')).json().data.billing_email).toBe('accounts@alpha.test');
    // B's billing is untouched.
    expect((await b.client.get('/api/manager/billing')).json().data.purchase_order).toBeNull();
  });

  it('answers null without a billing, and 409 no_billing to a change', async () => {
    const org = await createOrganization(ctx.db, { name: 'Delta' });
    const manager = await createUser(ctx.db, { roles: ['license-manager'], organizationId: org.id });
    const client = ctx.client();
    await client.login(manager.email);
    expect((await client.get('/api/manager/billing')).json()).toEqual({ data: null });
    const res = await client.request('PUT', '/api/manager/billing', { billing_email: 'x@delta.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_billing');
  });
});
