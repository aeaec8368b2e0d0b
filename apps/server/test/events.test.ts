import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, userAvailableProducts } from '../src/db/schema/index.js';
import { attachSeat, createBilling, createLicense, createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import type { AppEvents } from '../src/lib/events.js';
import { setupTestApp } from './helpers/app.js';

/**
 * Events after commit (docs/decisions/0016-personal-data-and-events.md): a write publishes in its transaction; the
 * subscribers run once it has committed, never inside it and never when it rolls back; a subscriber that fails is
 * logged and the write stays done. The seat changes and the user changes publish.
 */
const logLines: string[] = [];
const ctx = await setupTestApp(
  {},
  { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
);
const { events, pool } = ctx.app.services;

/** Every `users.changed` delivered, with whether the organization written beside it was visible to another connection. */
const delivered: Array<{ event: AppEvents['users.changed']; rowVisible: boolean }> = [];
/** The name of the organization each test writes beside its event: the subscriber looks for it on the pool. */
let written = '';
events.subscribe('users.changed', 'test', async (event) => {
  const rows = await ctx.db.select().from(organizations).where(eq(organizations.name, written));
  delivered.push({ event, rowVisible: rows.length === 1 });
});

const seatChanges: Array<AppEvents['licensing.seat_changed']> = [];
events.subscribe('licensing.seat_changed', 'test', (event) => void seatChanges.push(event));

describe('events after commit', () => {
  it('fires once after the transaction commits, not inside it', async () => {
    delivered.length = 0;
    written = 'Committed clinic';
    await inTransaction(pool, async (tx) => {
      await createOrganization(tx, { name: written });
      events.publish(tx, 'users.changed', { userId: '00000000-0000-4000-8000-000000000001', change: 'deleted' });
      // Still inside: nothing delivered yet.
      expect(delivered).toEqual([]);
    });
    // Delivered before inTransaction returned, once, and the subscriber saw the committed row from another connection.
    expect(delivered).toEqual([
      { event: { userId: '00000000-0000-4000-8000-000000000001', change: 'deleted' }, rowVisible: true },
    ]);
  });

  it('never fires when the transaction rolls back', async () => {
    delivered.length = 0;
    written = 'Rolled back clinic';
    const failed = inTransaction(pool, async (tx) => {
      await createOrganization(tx, { name: written });
      events.publish(tx, 'users.changed', { userId: '00000000-0000-4000-8000-000000000002', change: 'deleted' });
      throw new Error('the write fails after publishing');
    });
    await expect(failed).rejects.toThrow('the write fails after publishing');
    expect(await ctx.db.select().from(organizations).where(eq(organizations.name, written))).toEqual([]);
    expect(delivered).toEqual([]);
  });

  it('a failing subscriber does not fail the write: it is logged and the others still run', async () => {
    const after: string[] = [];
    events.subscribe('training.sessions_stored', 'broken', () => {
      throw new Error('subscriber broke');
    });
    events.subscribe('training.sessions_stored', 'after', ({ userId }) => void after.push(userId));
    const user = await createUser(ctx.db);
    logLines.length = 0;
    const answer = await inTransaction(pool, async (tx) => {
      await createOrganization(tx, { name: 'Kept clinic' });
      events.publish(tx, 'training.sessions_stored', { userId: user.id, sessions: 1 });
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await ctx.db.select().from(organizations).where(eq(organizations.name, 'Kept clinic'))).toHaveLength(1);
    expect(after).toEqual([user.id]);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.subscriber === 'broken');
    expect(logged).toMatchObject({
      level: 50,
      event: 'training.sessions_stored',
      msg: 'event subscriber failed; the write stays done',
      err: { message: 'subscriber broke' },
    });
  });

  it('is published only inside inTransaction', () => {
    expect(() =>
      events.publish(ctx.db, 'users.changed', { userId: '00000000-0000-4000-8000-000000000003', change: 'deleted' }),
    ).toThrow(/only inside inTransaction/);
  });
});

const admin = ctx.client();
const organization = await createOrganization(ctx.db);
const billing = await createBilling(ctx.db, { organizationId: organization.id });
const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 5 });
await createUser(ctx.db, { email: 'events-admin@example.test', roles: ['super-admin'] });

describe('who publishes', () => {
  it('attaching and detaching a seat publish licensing.seat_changed; a refused attach publishes nothing', async () => {
    await admin.login('events-admin@example.test');
    const member = await createUser(ctx.db, { organizationId: organization.id });
    await ctx.db.insert(userAvailableProducts).values({ userId: member.id, productId: license.productId });
    seatChanges.length = 0;
    const url = `/api/admin/organizations/${organization.id}/licenses/${member.id}`;
    expect((await admin.post(url, { license_id: license.id })).statusCode).toBe(200);
    // The same seat again: 409, rolled back, nothing published.
    expect((await admin.post(url, { license_id: license.id })).statusCode).toBe(409);
    expect((await admin.request('DELETE', `${url}/${license.id}`)).statusCode).toBe(200);
    const seat = { userId: member.id, licenseId: license.id, productId: license.productId };
    expect(seatChanges).toEqual([
      { ...seat, change: 'attached' },
      { ...seat, change: 'detached' },
    ]);
  });

  it('moving a user publishes users.changed and the seats it detached; deleting publishes users.changed', async () => {
    const member = await createUser(ctx.db, { organizationId: organization.id });
    await attachSeat(ctx.db, license.id, member.id);
    const elsewhere = await createOrganization(ctx.db);
    seatChanges.length = 0;
    delivered.length = 0;
    const moved = await admin.request('PUT', `/api/admin/users/${member.id}`, {
      email: member.email,
      first_name: member.firstName,
      last_name: member.lastName,
      user_name: null,
      role: 'trainee',
      organization_id: elsewhere.id,
      permissions: [],
    });
    expect(moved.statusCode).toBe(200);
    expect(seatChanges).toEqual([
      { userId: member.id, licenseId: license.id, productId: license.productId, change: 'detached' },
    ]);
    expect(delivered.map(({ event }) => event)).toEqual([
      { userId: member.id, change: 'moved', from: organization.id, to: elsewhere.id },
    ]);
    expect((await admin.request('DELETE', `/api/admin/users/${member.id}`)).statusCode).toBeLessThan(300);
    expect(delivered.map(({ event }) => event)).toContainEqual({ userId: member.id, change: 'deleted' });
  });
});
