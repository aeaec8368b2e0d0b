/**
 * "Licensed for this product on this day" (modules/licensing/entitlement.ts), at its edges: the SQL condition
 * (`entitledOn`, and `entitledOnSql` embedded in a query over products as downloads embeds it) and its
 * in-memory twin (`licenseActiveOn` on the user's seats, as the training upload reads them) answer alike.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licenseSeats } from '../src/db/schema/index.js';
import {
  attachSeat,
  createBilling,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { entitledOn, entitledOnSql, licenseActiveOn, seatsOfUser } from '../src/modules/licensing/index.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();

const home = await createOrganization(ctx.db);
const other = await createOrganization(ctx.db);
const core = await createProduct(ctx.db, { name: 'Entitlement Core', type: 'software' });
const advanced = await createProduct(ctx.db, { name: 'Entitlement Advanced', type: 'software' });
const homeBilling = await createBilling(ctx.db, {
  organizationId: home.id,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
});
const otherBilling = await createBilling(ctx.db, {
  organizationId: other.id,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
});

// Core runs 2026-03-01..03-31 and is active 03-05..03-20: its first day is 03-05, its last 03-20.
const coreLicense = await createLicense(ctx.db, {
  billingAccountId: homeBilling.id,
  productId: core.id,
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  activeFrom: '2026-03-05',
  activeTo: '2026-03-20',
});
// Advanced ended on 02-28 though its active-to lies later: expired from 03-01.
const advancedLicense = await createLicense(ctx.db, {
  billingAccountId: homeBilling.id,
  productId: advanced.id,
  startsOn: '2026-01-01',
  endsOn: '2026-02-28',
  activeFrom: '2026-01-01',
  activeTo: '2026-06-30',
});
// The other organization's Core license runs in April only.
const otherCoreLicense = await createLicense(ctx.db, {
  billingAccountId: otherBilling.id,
  productId: core.id,
  startsOn: '2026-04-01',
  endsOn: '2026-04-30',
});

const member = await createUser(ctx.db, { organizationId: home.id });
await attachSeat(ctx.db, coreLicense.id, member.id);
await attachSeat(ctx.db, advancedLicense.id, member.id);
const outsider = await createUser(ctx.db, { organizationId: other.id });
await attachSeat(ctx.db, otherCoreLicense.id, outsider.id);
const revoked = await createUser(ctx.db, { organizationId: home.id });
const revokedSeat = await attachSeat(ctx.db, coreLicense.id, revoked.id);
await ctx.db
  .update(licenseSeats)
  .set({ detachedAt: new Date('2026-03-06T00:00:00Z') })
  .where(sql`${licenseSeats.id} = ${revokedSeat.id}`);

/** The three readings of one question; the test asks that they agree, then what they say. */
async function entitled(userId: string, productId: string, day: string) {
  const asked = await entitledOn(ctx.db, userId, productId, day);
  const embedded = await ctx.db.execute<{ entitled: boolean }>(
    sql`select ${entitledOnSql(userId, sql`p.id`, day)} as entitled from products p where p.id = ${productId}`,
  );
  const inMemory = (await seatsOfUser(ctx.db, userId)).some(
    (seat) => seat.productId === productId && licenseActiveOn(seat, day),
  );
  expect({ embedded: embedded.rows[0]?.entitled, inMemory }).toEqual({ embedded: asked, inMemory: asked });
  return asked;
}

describe('entitled on a day', () => {
  it('starts on the license’s first active day, not the day before', async () => {
    expect(await entitled(member.id, core.id, '2026-03-04')).toBe(false);
    expect(await entitled(member.id, core.id, '2026-03-05')).toBe(true);
  });

  it('ends after the license’s last active day', async () => {
    expect(await entitled(member.id, core.id, '2026-03-20')).toBe(true);
    expect(await entitled(member.id, core.id, '2026-03-21')).toBe(false);
  });

  it('ends with the license’s end, whatever its active-to says', async () => {
    expect(await entitled(member.id, advanced.id, '2026-02-28')).toBe(true);
    expect(await entitled(member.id, advanced.id, '2026-03-01')).toBe(false);
  });

  it('grants nothing by a detached seat', async () => {
    expect(await entitled(revoked.id, core.id, '2026-03-10')).toBe(false);
    expect(await entitled(member.id, core.id, '2026-03-10')).toBe(true);
  });

  it('grants by the holder’s own seat only, not by another organization’s license of the product', async () => {
    expect(await entitled(outsider.id, core.id, '2026-03-10')).toBe(false);
    expect(await entitled(outsider.id, core.id, '2026-04-10')).toBe(true);
    expect(await entitled(member.id, core.id, '2026-04-10')).toBe(false);
  });

  it('is per product', async () => {
    expect(await entitled(outsider.id, advanced.id, '2026-04-10')).toBe(false);
    expect(await entitled(member.id, advanced.id, '2026-03-10')).toBe(false);
  });
});
