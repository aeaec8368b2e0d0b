import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '../src/app.js';
import type { Executor } from '../src/db/client.js';
import {
  auditLog,
  authTokens,
  benchmarkExperts,
  curriculumAssignments,
  curriculumCompletions,
  dataExports,
  deviceAuthorizations,
  deviceTokens,
  memberImports,
  practiceNudgeMails,
  readinessNotices,
  recoveryCodes,
  sessions,
  twoFactor,
} from '../src/db/schema/index.js';
import { createBenchmark } from '../src/db/seed/benchmark-factory.js';
import { createCertificate } from '../src/db/seed/certificate-factory.js';
import { createAssignment, createCurriculum, createGroup } from '../src/db/seed/curriculum-factory.js';
import {
  attachSeat,
  createBilling,
  createHardwareItem,
  createInvoice,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { hashToken } from '../src/lib/tokens.js';
import { refreshReadiness } from '../src/modules/analytics/index.js';
import { findAuthUserById } from '../src/modules/auth/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { PersonalDataRegistry, personalData, pseudonymFor, type UserErasure } from '../src/modules/users/index.js';
import { setupTestApp } from './helpers/app.js';
import { pegTransferSession } from './helpers/sessions.js';

/**
 * The personal-data registry (docs/decisions/0016-personal-data-and-events.md): every column of the database that
 * names a user is registered by the module that holds it; each module's export answers its data about the user, and
 * its erase removes or pseudonymises its data about the user in the caller's transaction, and nobody else's: the
 * rows it keeps (`kept`: anonymous training, readiness, detached seats, the audit trail) name the tombstone only.
 */
const ctx = await setupTestApp();
const services = ctx.app.services;
const { pool } = services;

/**
 * Every column of the database's tables naming a user, as `table.column`: a foreign key to `users`, or a column
 * named `user_id`, `actor_id` or `…_user_id` (the audit trail and the partitioned results keep ids without a key),
 * and the users row itself. Partitions count as their parent table.
 */
async function userColumns(db: Executor): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`
    select c.relname || '.' || a.attname as name
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and a.attnum > 0 and not a.attisdropped
       and (a.attname in ('user_id', 'actor_id') or a.attname like '%\\_user\\_id'
            or exists (select 1 from pg_constraint k
                        where k.contype = 'f' and k.conrelid = c.oid and k.confrelid = 'users'::regclass
                          and a.attnum = any (k.conkey))
            or (c.relname = 'users' and a.attname = 'id'))
     order by 1`);
  return rows.rows.map((row) => row.name);
}

/** How many rows of `table` name the user in `column`. */
async function rowsNaming(db: Executor, column: string, userId: string): Promise<number> {
  const [table = '', name = ''] = column.split('.');
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(name)} = ${userId}`,
  );
  return rows.rows[0]?.n ?? 0;
}

/** Run `work` in a transaction that is rolled back afterwards: each test erases on the same people. */
async function rolledBack(work: (tx: Executor) => Promise<void>): Promise<void> {
  const undo = new Error('roll back');
  await expect(
    inTransaction(pool, async (tx) => {
      await work(tx);
      throw undo;
    }),
  ).rejects.toBe(undo);
}

/** A user with rows in every table that names one: an account of each module's data. */
async function personWithData() {
  const organization = await createOrganization(ctx.db);
  const user = await createUser(ctx.db, {
    organizationId: organization.id,
    roles: ['license-manager'],
    permissions: ['manage user'],
  });
  const now = ctx.clock.now();
  const later = new Date(now.getTime() + 3_600_000);
  // auth
  await ctx.db.insert(sessions).values({
    id: hashToken(randomBytes(32).toString('hex')),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: later,
    ip: '192.0.2.1',
    userAgent: 'Firefox',
  });
  await ctx.db.insert(authTokens).values({
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: hashToken(randomBytes(32).toString('hex')),
    createdAt: now,
    expiresAt: later,
  });
  await ctx.db.insert(twoFactor).values({ userId: user.id, lastStep: 1 });
  await ctx.db.insert(recoveryCodes).values({ userId: user.id, codeHash: 'hash' });
  // audit: about the user, and done by the user
  await ctx.db.insert(auditLog).values([
    { occurredAt: now, userId: user.id, userEmail: user.email, action: 'auth.login', ip: '192.0.2.1', userAgent: 'UA' },
    { occurredAt: now, actorId: user.id, actorEmail: user.email, action: 'user.updated', ip: '192.0.2.1' },
  ]);
  // game
  const [device] = await ctx.db
    .insert(deviceTokens)
    .values({ tokenHash: hashToken(randomUUID()), userId: user.id, name: 'Rig', createdAt: now, lastSeenAt: now })
    .returning();
  await ctx.db.insert(deviceAuthorizations).values({
    deviceCodeHash: hashToken(randomUUID()),
    userCode: randomBytes(4).toString('hex').toUpperCase(),
    clientId: 'game',
    status: 'approved',
    userId: user.id,
    createdAt: now,
    expiresAt: later,
  });
  // training and analytics
  await inTransaction(pool, async (tx) => {
    await storeSessions(
      tx,
      { userId: user.id, deviceTokenId: device?.id ?? null },
      [pegTransferSession(now.toISOString().slice(0, 10))],
      now,
    );
    await refreshReadiness(tx, user.id, now);
  });
  await ctx.db
    .insert(readinessNotices)
    .values({ userId: user.id, task: 'peg_transfer', dueSince: '2026-03-01', noticedAt: now });
  // nudges: an inactivity reminder sent
  await ctx.db.insert(practiceNudgeMails).values({ userId: user.id, kind: 'inactivity', sentAt: now });
  // certificates: one held, and one of another holder revoked by the user
  await createCertificate(ctx.db, { userId: user.id, organizationId: organization.id });
  const holder = await createUser(ctx.db, { organizationId: organization.id });
  await createCertificate(ctx.db, {
    userId: holder.id,
    organizationId: organization.id,
    revokedAt: now,
    revokedBy: user.id,
    revocationReason: 'Issued in error',
  });
  // curricula: a member of a group, a completion, and an assignment the user made
  const group = await createGroup(ctx.db, { organizationId: organization.id, memberIds: [user.id] });
  const { curriculum, version } = await createCurriculum(ctx.db, { organizationId: organization.id });
  await createAssignment(ctx.db, {
    organizationId: organization.id,
    curriculumId: curriculum.id,
    versionId: version.id,
    groupId: group.id,
    dueOn: '2030-01-01',
  });
  await ctx.db
    .update(curriculumAssignments)
    .set({ createdBy: user.id })
    .where(eq(curriculumAssignments.groupId, group.id));
  await ctx.db
    .insert(curriculumCompletions)
    .values({ userId: user.id, versionId: version.id, completedOn: '2026-03-01', recordedAt: now });
  // analytics' benchmarks: a version the user created and built from their attempts as an expert
  const benchmark = await createBenchmark(ctx.db, { organizationId: organization.id, createdBy: user.id });
  await ctx.db.insert(benchmarkExperts).values({ benchmarkId: benchmark.id, position: 0, userId: user.id, tasks: [] });
  // licensing: a seat of the organization's license and a personal billing with a license
  const license = await createLicense(ctx.db, { organizationId: organization.id });
  await attachSeat(ctx.db, license.id, user.id);
  const personal = await createBilling(ctx.db, { userId: user.id });
  await createLicense(ctx.db, { billingAccountId: personal.id });
  // hardware, products, manager
  await createHardwareItem(ctx.db, { userId: user.id });
  await createProduct(ctx.db, { createdBy: user.id });
  await ctx.db.insert(memberImports).values({
    organizationId: organization.id,
    requestedBy: user.id,
    contentHash: randomBytes(32).toString('hex'),
    total: 0,
    rows: [],
  });
  // data exports: one the user asked of their own data
  await ctx.db.insert(dataExports).values({ userId: user.id, requestedBy: user.id, requestedAt: now });
  return { user, personalBilling: personal };
}

const columns = await userColumns(ctx.db);
const person = await personWithData();
const bystander = await personWithData();

/** The erasure of `user`, as `eraseUser` hands it to each module (the user erasing themselves). */
async function erasureOf(user: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<UserErasure> {
  const actor = await findAuthUserById(ctx.db, user.id);
  if (!actor) throw new Error('no such user');
  const client = { ip: '192.0.2.9', userAgent: 'test', language: 'en' };
  const { email, firstName, lastName } = user;
  return {
    userId: user.id,
    actor,
    client,
    at: ctx.clock.now(),
    person: { email, firstName, lastName },
    pseudonym: pseudonymFor(),
  };
}
const erasure = await erasureOf(person.user);

describe('the personal-data registry', () => {
  it('lists the modules that hold personal data, each registered once, as the app registers them', () => {
    expect(personalData.entries.map((entry) => entry.module)).toEqual([
      'users',
      'audit',
      'auth',
      'organizations',
      'licensing',
      'invoices',
      'hardware',
      'products',
      'game',
      'training',
      'analytics',
      'nudges',
      'data-exports',
      'certificates',
      'curricula',
      'manager',
    ]);
    expect(personalData.entries).toEqual(PERSONAL_DATA);
  });

  it('keeps (on the tombstone) only columns a module registered', () => {
    for (const entry of personalData.entries) {
      expect(
        (entry.kept ?? []).filter((column) => !entry.columns.includes(column)),
        entry.module,
      ).toEqual([]);
    }
  });

  it('covers every column of the database that names a user, and registers no column that is not there', () => {
    expect(columns.length).toBeGreaterThan(20);
    expect(personalData.uncovered(columns)).toEqual([]);
    const registered = personalData.entries.flatMap((entry) => entry.columns);
    expect(registered.filter((column) => !columns.includes(column))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('fails on a table naming a user that no module registered', async () => {
    await rolledBack(async (tx) => {
      await tx.execute(sql`create table fixture_notes (id uuid primary key, author uuid references users (id))`);
      await tx.execute(sql`create table fixture_log (id uuid primary key, editor_user_id uuid)`);
      expect(personalData.uncovered(await userColumns(tx))).toEqual([
        'fixture_log.editor_user_id',
        'fixture_notes.author',
      ]);
    });
    // A registry without one module misses exactly that module's columns.
    const partial = new PersonalDataRegistry();
    partial.register(...PERSONAL_DATA.filter((entry) => entry.module !== 'game'));
    expect(partial.uncovered(columns)).toEqual(['device_authorizations.user_id', 'device_tokens.user_id']);
  });

  it("exports each module's data about the user, and nobody else's", async () => {
    const data = await personalData.exportOf(ctx.db, person.user.id);
    expect(Object.keys(data)).toEqual(personalData.entries.map((entry) => entry.module));
    expect(data.users).toMatchObject({
      account: { email: person.user.email },
      roles: ['license-manager'],
      permissions: ['manage user'],
    });
    expect(data.auth).toMatchObject({ sessions: [{ ip: '192.0.2.1' }], recovery_codes: { total: 1, used: 0 } });
    expect(JSON.stringify(data.auth)).not.toMatch(/hash/i);
    expect(data.training?.sessions).toHaveLength(1);
    expect(data.training?.exercise_results).toHaveLength(2);
    expect(data.analytics?.readiness).not.toBeNull();
    expect(data.licensing).toMatchObject({ billing: { id: person.personalBilling.id } });
    expect(data.licensing?.seats).toHaveLength(1);
    expect(data.hardware?.items).toHaveLength(1);
    expect(data.game?.devices).toHaveLength(1);
    expect(data.products?.created_products).toHaveLength(1);
    expect(data.manager?.member_imports).toHaveLength(1);
    expect(data.audit?.entries).toHaveLength(2);
    expect(data['data-exports']?.exports).toHaveLength(1);
    expect(data.invoices).toEqual({ invoices: [] });
    expect(JSON.stringify(data)).not.toContain(bystander.user.email);
  });
});

describe('a delete through the registry', () => {
  it('is refused by the first module that still holds something, with what to do first', async () => {
    const refusal = (tx: Executor) =>
      personalData.assertDeletable(tx, person.user.id).then(
        () => null,
        (e) => e,
      );
    await rolledBack(async (tx) => {
      expect(await refusal(tx)).toMatchObject({ code: 'conflict', messageKey: 'error.user_holds_seats' });
      await tx.execute(sql`delete from license_seats where user_id = ${person.user.id}`);
      expect(await refusal(tx)).toMatchObject({ code: 'conflict', messageKey: 'error.user_has_billing' });
      await tx.execute(sql`delete from licenses where billing_account_id = ${person.personalBilling.id}`);
      await tx.execute(sql`delete from billing_accounts where id = ${person.personalBilling.id}`);
      expect(await refusal(tx)).toMatchObject({ code: 'conflict', messageKey: 'error.user_has_hardware' });
      await tx.execute(sql`delete from hardware_items where user_id = ${person.user.id}`);
      expect(await refusal(tx)).toBeNull();
    });
  });
});

describe("each module's erase", () => {
  const byModule = new Map(personalData.entries.map((entry) => [entry.module, entry]));

  it.each(PERSONAL_DATA.filter((entry) => entry.module !== 'audit').map((entry) => entry.module))(
    '%s removes its rows about the user, or keeps them anonymous on the tombstone, and no one else’s',
    async (name) => {
      const entry = byModule.get(name);
      if (!entry) throw new Error(`no registration ${name}`);
      const kept = entry.kept ?? [];
      const before = await Promise.all(entry.columns.map((column) => rowsNaming(ctx.db, column, bystander.user.id)));
      const own = new Map<string, number>();
      for (const column of entry.columns) {
        own.set(column, await rowsNaming(ctx.db, column, person.user.id));
        expect(own.get(column), column).toBeGreaterThan(0);
      }
      await rolledBack(async (tx) => {
        // The account goes last (the registry erases in the reverse order of registration): the others go first.
        if (name === 'users') {
          for (const other of PERSONAL_DATA.slice(1).reverse()) await other.erase(services, tx, erasure);
        }
        await entry.erase(services, tx, erasure);
        for (const column of entry.columns) {
          const left = await rowsNaming(tx, column, person.user.id);
          if (kept.includes(column)) expect(left, column).toBeLessThanOrEqual(own.get(column) ?? 0);
          else expect(left, column).toBe(0);
        }
        const after: number[] = [];
        for (const column of entry.columns) after.push(await rowsNaming(tx, column, bystander.user.id));
        expect(after).toEqual(before);
      });
    },
  );

  it('audit keeps the trail and its ids, with the pseudonym for the emails, without addresses and browsers', async () => {
    const audit = byModule.get('audit');
    await rolledBack(async (tx) => {
      await audit?.erase(services, tx, erasure);
      const rows = await tx.execute<Record<string, string | null>>(sql`
        select user_id, user_email, actor_id, actor_email, ip, user_agent from audit_log
         where user_id = ${person.user.id} or actor_id = ${person.user.id}`);
      expect(rows.rows).toHaveLength(2);
      expect(rows.rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ user_email: erasure.pseudonym.email, ip: null, user_agent: null }),
          expect.objectContaining({ actor_email: erasure.pseudonym.email, ip: null, user_agent: null }),
        ]),
      );
      const kept = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where user_email = ${bystander.user.email}`,
      );
      expect(kept.rows[0]?.n).toBe(1);
    });
  });

  it('the whole erasure leaves rows naming the user only where a module keeps them, on the tombstone', async () => {
    await rolledBack(async (tx) => {
      await personalData.erase(services, tx, erasure);
      const kept = new Set(personalData.entries.flatMap((entry) => entry.kept ?? []));
      for (const column of columns.filter((column) => !kept.has(column))) {
        expect(await rowsNaming(tx, column, person.user.id), column).toBe(0);
      }
      // The anonymous training stays with its tombstone.
      expect(await rowsNaming(tx, 'training_sessions.user_id', person.user.id)).toBe(1);
      expect(await rowsNaming(tx, 'readiness_states.user_id', person.user.id)).toBe(1);
      const [tombstone] = (
        await tx.execute<Record<string, unknown>>(
          sql`select email, first_name, password_hash, status, erased_at from users where id = ${person.user.id}`,
        )
      ).rows;
      expect(tombstone).toMatchObject({ email: erasure.pseudonym.email, password_hash: null, status: 'deactivated' });
      expect(tombstone?.erased_at).not.toBeNull();
      expect(await rowsNaming(tx, 'users.id', bystander.user.id)).toBe(1);
    });
  });

  it('licensing keeps a personal billing that was invoiced, canceled and pseudonymised, with its invoices', async () => {
    const { user, personalBilling } = await personWithData();
    const invoice = await createInvoice(ctx.db, { billingAccountId: personalBilling.id });
    const theirs = await erasureOf(user);
    await rolledBack(async (tx) => {
      await byModule.get('licensing')?.erase(services, tx, theirs);
      const billing = await tx.execute<Record<string, unknown>>(
        sql`select legal_name, billing_email, street, status, auto_renew from billing_accounts where id = ${personalBilling.id}`,
      );
      expect(billing.rows[0]).toMatchObject({
        legal_name: `${theirs.pseudonym.firstName} ${theirs.pseudonym.lastName}`,
        billing_email: theirs.pseudonym.email,
        street: '',
        status: 'canceled',
        auto_renew: false,
      });
      const invoices = await tx.execute(sql`select id from invoices where id = ${invoice.id}`);
      expect(invoices.rows).toHaveLength(1);
    });
  });
});
