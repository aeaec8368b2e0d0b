import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameSession } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { auditLog, dataExports, deviceTokens, mails, memberImports } from '../src/db/schema/index.js';
import {
  attachSeat,
  createBilling,
  createInvoice,
  createLicense,
  createOrganization,
  createUser,
} from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { hashToken } from '../src/lib/tokens.js';
import { recomputePriors, refreshReadiness } from '../src/modules/analytics/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';

/**
 * Erasure (GDPR art. 17; issue 28, must-have 4; docs/privacy.md): the account becomes a pseudonymous tombstone, the
 * team's figures do not change, no column of the database still holds the person's name or e-mail (but the invoices
 * kept by law), the old password no longer signs in, the address can be invited again, and the refusals change
 * nothing.
 */
const ctx = await setupTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-erasure-')) });
const services = ctx.app.services;
const EMAIL = 'zelda.quokkafield@example.test';

const clinic = await createOrganization(ctx.db, { name: 'Clinic Quokka' });
const manager = await createUser(ctx.db, {
  email: 'mara.manager@example.test',
  organizationId: clinic.id,
  roles: ['license-manager'],
});
const admin = await createUser(ctx.db, {
  email: 'erasure.admin@example.test',
  roles: ['admin'],
  permissions: ['manage user'],
});
const license = await createLicense(ctx.db, {
  billingAccountId: (
    await createBilling(ctx.db, { organizationId: clinic.id, periodStart: '2026-01-01', periodEnd: '2026-12-31' })
  ).id,
  amount: 100,
});

/** A session of `count` intracorporeal knots on `day`: enough of one task for a cohort prior. */
function knots(day: string, count: number, scores: { accuracy: number; speed: number; gameplay: number }): GameSession {
  return {
    id: randomUUID(),
    started_at: `${day}T08:00:00Z`,
    ended_at: `${day}T08:30:00Z`,
    game_version: '1.4.0',
    platform: 'windows',
    results: Array.from({ length: count }, () => ({
      skill: 'suturing' as const,
      level: 3,
      exercise_name: 'Intracorporeal knot',
      completed: true,
      ...scores,
      duration_seconds: 240,
      errors: 0,
    })),
  };
}

/** Ten trainees with training and a readiness state: a cohort with a prior. The first is the one to erase. */
const trainees: Array<Awaited<ReturnType<typeof createUser>>> = [];
for (let i = 0; i < 10; i++) {
  const user = await createUser(ctx.db, {
    organizationId: clinic.id,
    ...(i === 0 ? { email: EMAIL, firstName: 'Zelda', lastName: 'Quokkafield', userName: 'zquokka' } : {}),
  });
  await attachSeat(ctx.db, license.id, user.id);
  const scores = { accuracy: 70 + i * 2, speed: 60 + i, gameplay: 70 + i };
  await inTransaction(services.pool, async (tx) => {
    await storeSessions(
      tx,
      { userId: user.id, deviceTokenId: null },
      [knots('2026-02-20', 6, scores), knots('2026-02-26', 6, scores)],
      ctx.clock.now(),
    );
    await refreshReadiness(tx, user.id, ctx.clock.now());
  });
  trainees.push(user);
}
const zelda = trainees[0] as (typeof trainees)[number];

/** The team's figures: the manager's hours per week, and the cohort priors as the daily job makes them. */
async function teamFigures() {
  const client = ctx.client();
  await client.login(manager.email);
  const hours = (await client.get('/api/manager/team/hours-per-week')).json().data;
  await recomputePriors(services);
  const priors = await ctx.db.execute(
    sql`select organization_id, game_major, task, trainees, prior from readiness_priors order by 1, 2, 3`,
  );
  return { hours, priors: rounded(priors.rows) };
}

/** Numbers to 10 significant digits: the priors' sums run over the states in the order PostgreSQL reads them. */
function rounded(value: unknown): unknown {
  if (typeof value === 'number') return Number(value.toPrecision(10));
  if (Array.isArray(value)) return value.map(rounded);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]));
  return value;
}

/**
 * Every text, varchar, json and jsonb column of every table of the database (pg-boss's too) that holds `needle`,
 * as `schema.table.column`.
 */
async function columnsHolding(db: Executor, needle: string): Promise<string[]> {
  const columns = await db.execute<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema not in ('pg_catalog', 'information_schema') and t.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
            or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))`);
  expect(columns.rows.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const { schema, table, column } of columns.rows) {
    const hit = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
       where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`);
    if ((hit.rows[0]?.n ?? 0) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

describe('an admin erases a trainee', () => {
  it('keeps the team figures, leaves the name and e-mail nowhere but the invoices kept by law, and ends sign-in', async () => {
    // Data about Zelda all over the portal: a sign-in, a device, a change of her name, an invitation that names her,
    // a mail to her and one naming her, an import row, a data export with its file, a personal billing invoiced.
    const zeldaClient = ctx.client();
    await zeldaClient.login(EMAIL);
    expect((await zeldaClient.get('/api/auth/authorized')).statusCode).toBe(200);
    await ctx.db.insert(deviceTokens).values({
      tokenHash: hashToken(randomUUID()),
      userId: zelda.id,
      name: "Zelda's rig",
      createdAt: ctx.clock.now(),
      lastSeenAt: ctx.clock.now(),
    });
    await ctx.db.insert(auditLog).values([
      {
        occurredAt: ctx.clock.now(),
        userId: zelda.id,
        userEmail: EMAIL,
        actorId: manager.id,
        actorEmail: manager.email,
        action: 'user.updated',
        details: {
          changes: { last_name: { from: 'Quokka', to: 'Quokkafield' }, email: { from: 'zq@example.test', to: EMAIL } },
        },
      },
      {
        occurredAt: ctx.clock.now(),
        actorId: zelda.id,
        actorEmail: EMAIL,
        action: 'user.invited',
        details: { inviter: 'Zelda Quokkafield' },
      },
    ]);
    await ctx.db.insert(mails).values([
      {
        toAddress: EMAIL,
        subject: 'Welcome Zelda',
        text: 'Hello Zelda',
        html: '<p>Hello Zelda</p>',
        kind: 'invitation',
      },
      {
        toAddress: 'someone@example.test',
        subject: 'Invitation',
        text: 'Zelda Quokkafield invited you',
        html: '<p>Zelda Quokkafield invited you</p>',
        kind: 'invitation',
        status: 'sent',
      },
    ]);
    await ctx.db.insert(memberImports).values({
      organizationId: clinic.id,
      requestedBy: manager.id,
      contentHash: randomBytes(32).toString('hex'),
      total: 2,
      processed: 2,
      invited: 2,
      status: 'done',
      rows: [
        {
          row: 1,
          email: EMAIL,
          first_name: 'Zelda',
          last_name: 'Quokkafield',
          role: 'trainee',
          status: 'invited',
          errors: [],
        },
        {
          row: 2,
          email: 'other@example.test',
          first_name: 'Otto',
          last_name: 'Other',
          role: 'trainee',
          status: 'invited',
          errors: [],
        },
      ],
    });
    await services.storage.put('data-export-zelda.zip', Buffer.from('zip'), 'application/zip');
    const [exported] = await ctx.db
      .insert(dataExports)
      .values({
        userId: zelda.id,
        requestedBy: zelda.id,
        requestedAt: ctx.clock.now(),
        status: 'ready',
        fileKey: 'data-export-zelda.zip',
      })
      .returning();
    const personal = await createBilling(ctx.db, {
      userId: zelda.id,
      legalName: 'Zelda Quokkafield',
      billingEmail: EMAIL,
    });
    await createInvoice(ctx.db, { billingAccountId: personal.id });
    const before = await teamFigures();
    expect(
      (before.priors as Array<{ organization_id: string | null }>).some((row) => row.organization_id === clinic.id),
    ).toBe(true);
    expect(before.hours.weeks.some((week: { hours: number }) => week.hours > 0)).toBe(true);
    for (const needle of [EMAIL, 'Quokkafield'])
      expect((await columnsHolding(ctx.db, needle)).length).toBeGreaterThan(5);

    const adminClient = ctx.client();
    await adminClient.login(admin.email);
    const erased = await adminClient.post(`/api/admin/users/${zelda.id}/erase`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({
      id: zelda.id,
      pseudonym: expect.stringMatching(/^Erased user [0-9A-F]{4}$/),
    });

    // The team's figures have not changed.
    expect(await teamFigures()).toEqual(before);
    // The name and e-mail are in no column of the database but the invoice kept for bookkeeping law.
    for (const needle of [EMAIL, 'Quokkafield', 'zquokka', 'zq@example.test']) {
      expect(
        (await columnsHolding(ctx.db, needle)).filter((column) => !column.startsWith('public.invoices.')),
        needle,
      ).toEqual([]);
    }
    expect(await columnsHolding(ctx.db, 'Quokkafield')).toContain('public.invoices.legal_name');
    // Sessions ended, the old password signs nobody in, the seat is detached, the export and its file are gone.
    expect((await zeldaClient.get('/api/auth/authorized')).statusCode).toBe(401);
    const login = await ctx.client().post('/api/auth/login', { email: EMAIL, password: 'DemoPass!2026' });
    expect(login.statusCode).toBe(422);
    const seats = await ctx.db.execute(sql`select detached_at from license_seats where user_id = ${zelda.id}`);
    expect(seats.rows).toEqual([{ detached_at: expect.anything() }]);
    expect((await ctx.db.execute(sql`select id from data_exports where id = ${exported?.id}`)).rows).toEqual([]);
    expect(await services.storage.get('data-export-zelda.zip')).toBeNull();
    // The audit trail names the pseudonym: `user.erased` by the admin.
    const trail = await ctx.db.execute<{ user_email: string; details: { pseudonym: string } }>(
      sql`select user_email, details from audit_log where action = 'user.erased' and user_id = ${zelda.id}`,
    );
    expect(trail.rows).toEqual([
      {
        user_email: expect.stringMatching(/^erased-[0-9a-f-]{36}@invalid$/),
        details: { pseudonym: erased.json().data.pseudonym },
      },
    ]);
    // Gone from the users list and the user's page; erasing again finds nobody.
    expect((await adminClient.get(`/api/admin/users/${zelda.id}`)).statusCode).toBe(404);
    expect((await adminClient.post(`/api/admin/users/${zelda.id}/erase`)).statusCode).toBe(404);
  });

  it('frees the e-mail: the address can be invited again as a new person', async () => {
    const adminClient = ctx.client();
    await adminClient.login(admin.email);
    const invited = await adminClient.post('/api/admin/users', {
      email: EMAIL,
      first_name: 'Zelda',
      last_name: 'Again',
      role: 'trainee',
      organization_id: clinic.id,
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data.id).not.toBe(zelda.id);
  });
});

describe('refusals change nothing', () => {
  it('the last super-admin is not erased', async () => {
    const only = await ctx.db.execute<{ user_id: string }>(
      sql`select user_id from user_roles where role = 'super-admin'`,
    );
    // The test world has no super-admin yet: make one, who may not erase themselves.
    expect(only.rows).toEqual([]);
    const superAdmin = await createUser(ctx.db, { email: 'only.super@example.test', roles: ['super-admin'] });
    const client = ctx.client();
    await client.login(superAdmin.email);
    const refused = await client.post('/api/profile/erase', { password: 'DemoPass!2026' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The last super-admin cannot be deleted or lose the role.');
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
  });

  it('the only license manager of an organization is not erased, and the message names the organization', async () => {
    const client = ctx.client();
    await client.login(manager.email);
    const refused = await client.post('/api/profile/erase', { email: manager.email.toUpperCase() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Clinic Quokka needs another license manager first');
    const adminClient = ctx.client();
    await adminClient.login(admin.email);
    const byAdmin = await adminClient.post(`/api/admin/users/${manager.id}/erase`);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toContain('Clinic Quokka');
    const row = await ctx.db.execute(sql`select email, erased_at from users where id = ${manager.id}`);
    expect(row.rows).toEqual([{ email: manager.email, erased_at: null }]);
  });

  it('a wrong confirmation is a 422 on its field', async () => {
    const someone = trainees[1] as (typeof trainees)[number];
    const client = ctx.client();
    await client.login(someone.email);
    const wrongPassword = await client.post('/api/profile/erase', { password: 'not-it' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ password: ['The current password is incorrect.'] });
    const wrongEmail = await client.post('/api/profile/erase', { email: 'someone.else@example.test' });
    expect(wrongEmail.json().errors).toEqual({ email: ['This is not the email address of your account.'] });
    const both = await client.post('/api/profile/erase', {});
    expect(both.statusCode).toBe(422);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
  });
});

describe('a person erases their own account', () => {
  it('confirms with the password, is signed out, and the account is a tombstone', async () => {
    const me = trainees[2] as (typeof trainees)[number];
    const client = ctx.client();
    await client.login(me.email);
    const done = await client.post('/api/profile/erase', { password: 'DemoPass!2026' });
    expect(done.statusCode).toBe(200);
    expect(String(done.headers['set-cookie'])).toMatch(/session=;/);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
    const row = await ctx.db.execute<{ first_name: string; password_hash: null; status: string }>(
      sql`select first_name, password_hash, status from users where id = ${me.id}`,
    );
    expect(row.rows).toEqual([{ first_name: 'Erased', password_hash: null, status: 'deactivated' }]);
    // Their own erasure keeps no address or browser of theirs in the trail.
    const trail = await ctx.db.execute(
      sql`select actor_id, ip, user_agent from audit_log where action = 'user.erased' and user_id = ${me.id}`,
    );
    expect(trail.rows).toEqual([{ actor_id: null, ip: null, user_agent: null }]);
  });
});

describe('a burst of erasures of one user', () => {
  it('erases once: one 200, every other 404', async () => {
    const target = trainees[3] as (typeof trainees)[number];
    const adminClient = ctx.client();
    await adminClient.login(admin.email);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => adminClient.post(`/api/admin/users/${target.id}/erase`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(99).fill(404));
    const audited = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'user.erased' and user_id = ${target.id}`,
    );
    expect(audited.rows).toEqual([{ n: 1 }]);
  });
});

describe('retention: accounts without a sign-in for the configured years (3 by default)', () => {
  it('lists them with their last sign-in, and erases them in one action, reporting each refusal', async () => {
    const org = await createOrganization(ctx.db, { name: 'Dormant Clinic' });
    // Made on the test clock's day (the column's default is the database's own time).
    const createdAt = ctx.clock.now();
    const sleeper = await createUser(ctx.db, { organizationId: org.id, email: 'sleeper@example.test', createdAt });
    const lead = await createUser(ctx.db, {
      organizationId: org.id,
      roles: ['license-manager'],
      email: 'lead@example.test',
      createdAt,
    });
    const client = ctx.client();
    await client.login(sleeper.email);
    const adminClient = ctx.client();
    await adminClient.login(admin.email);
    const listed = async () =>
      (await adminClient.get('/api/admin/retention?filter[search]=example.test&per_page=100')).json();
    expect((await listed()).data.map((row: { id: string }) => row.id)).not.toContain(sleeper.id);

    // Three years and a day later, nobody has signed in: everyone is dormant but the admin, who signs in again.
    ctx.clock.advance((3 * 365 + 2) * 86_400_000);
    await adminClient.login(admin.email);
    const policy = (await adminClient.get('/api/admin/retention/policy')).json().data;
    expect(policy.years).toBe(3);
    const page = await listed();
    const ids = page.data.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([sleeper.id, lead.id]));
    expect(ids).not.toContain(admin.id);
    expect(page.data.find((row: { id: string }) => row.id === sleeper.id)).toMatchObject({
      email: sleeper.email,
      last_sign_in_at: '2026-03-02T09:00:00.000Z',
      organization: { id: org.id, name: 'Dormant Clinic' },
    });
    expect(page.meta.total).toBe(page.data.length);
    expect((await adminClient.get('/api/admin/retention?sort=nope')).statusCode).toBe(422);

    const bulk = await adminClient.post('/api/admin/retention/erase', { user_ids: [sleeper.id, lead.id, admin.id] });
    expect(bulk.statusCode).toBe(200);
    const { erased, refused } = bulk.json().data;
    expect(erased.map((row: { id: string }) => row.id)).toEqual([sleeper.id]);
    expect(refused).toEqual([
      { id: lead.id, code: 'erase_license_manager', message: expect.stringContaining('Dormant Clinic') },
      { id: admin.id, code: 'erase_self_admin', message: 'Erase your own account from your profile.' },
    ]);
    expect((await listed()).data.map((row: { id: string }) => row.id)).not.toContain(sleeper.id);
    expect((await adminClient.post('/api/admin/retention/erase', { user_ids: [] })).statusCode).toBe(422);
  });
});
