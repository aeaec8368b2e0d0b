import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { recordAudit } from '../src/modules/audit/queries.js';
import { exportAuditLog, neutralizeFormula } from '../src/modules/audit/service.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const boss = await createUser(ctx.db, { email: 'boss@x.test', roles: ['super-admin'] });
const helper = await createUser(ctx.db, { email: 'helper@x.test', roles: ['admin'], permissions: ['manage user'] });
const alice = await createUser(ctx.db, { email: 'alice@hospital.test' });
const bob = await createUser(ctx.db, { email: 'bob@clinic.test' });

// A known history, oldest first, before anyone signs in through the API.
const at = (iso: string) => new Date(iso);
await recordAudit(ctx.db, { action: 'auth.login', userId: alice.id, ip: '10.0.0.1', at: at('2026-01-10T08:00:00Z') });
await recordAudit(ctx.db, { action: 'auth.login_failed', userId: bob.id, at: at('2026-01-15T23:59:59Z') });
await recordAudit(ctx.db, {
  action: 'two_factor.reset',
  userId: alice.id,
  actorId: helper.id,
  at: at('2026-01-16T00:00:00Z'),
});
await recordAudit(ctx.db, {
  action: 'shipping_cost.updated',
  actorId: boss.id,
  userAgent: '=HYPERLINK("http://evil.test","click")',
  details: { id: 'x', changes: { amount: { from: 1500, to: 1750 } } },
  at: at('2026-02-01T12:00:00Z'),
});
await recordAudit(ctx.db, { action: 'password.changed', userId: bob.id, at: at('2026-02-20T09:30:00Z') });

const admin = ctx.client();
await admin.login('boss@x.test'); // adds an auth.login for boss at the test clock's time (2026-03-02)

type Entry = { action: string; user_email: string | null; actor_email: string | null; occurred_at: string };
const list = async (query: string) => {
  const res = await admin.get(`/api/admin/audit-log${query ? `?${query}` : ''}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json() as { data: Entry[]; meta: { total: number; page: number; last_page: number } };
};
const actions = (body: { data: Entry[] }) => body.data.map((e) => e.action);

describe('GET /api/admin/audit-log', () => {
  it('lists newest first with the emails as they were, paginated', async () => {
    const body = await list('');
    expect(actions(body)).toEqual([
      'auth.login',
      'password.changed',
      'shipping_cost.updated',
      'two_factor.reset',
      'auth.login_failed',
      'auth.login',
    ]);
    expect(body.data[3]).toMatchObject({ user_email: 'alice@hospital.test', actor_email: 'helper@x.test' });
    const page = await list('per_page=2&page=2');
    expect(actions(page)).toEqual(['shipping_cost.updated', 'two_factor.reset']);
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 6, total_capped: false, last_page: 3 });
    expect(actions(await list('sort=occurred_at&per_page=1'))).toEqual(['auth.login']);
    expect((await list('sort=occurred_at&per_page=1')).data[0]?.user_email).toBe('alice@hospital.test');
  });

  it('filters by user and actor, by id or part of the email', async () => {
    expect(actions(await list(`filter[user]=${alice.id}`))).toEqual(['two_factor.reset', 'auth.login']);
    expect(actions(await list('filter[user]=HOSPITAL'))).toEqual(['two_factor.reset', 'auth.login']);
    expect(actions(await list(`filter[actor]=${helper.id}`))).toEqual(['two_factor.reset']);
    expect(actions(await list('filter[actor]=boss@'))).toEqual(['shipping_cost.updated']);
    expect((await list('filter[user]=%25')).meta.total).toBe(0);
  });

  it('filters by an exact action or a prefix', async () => {
    expect(actions(await list('filter[action]=auth.login'))).toEqual(['auth.login', 'auth.login']);
    expect(actions(await list('filter[action]=auth.'))).toEqual(['auth.login', 'auth.login_failed', 'auth.login']);
    expect((await list('filter[action]=auth')).meta.total).toBe(0);
  });

  it('filters by a date range, both days included (UTC), or by instants', async () => {
    const range = (from: string, to: string) => list(`filter[occurred_at][from]=${from}&filter[occurred_at][to]=${to}`);
    expect(actions(await range('2026-01-15', '2026-01-15'))).toEqual(['auth.login_failed']);
    expect(actions(await range('2026-01-16', '2026-02-01'))).toEqual(['shipping_cost.updated', 'two_factor.reset']);
    expect(actions(await list('filter[occurred_at][from]=2026-02-15'))).toEqual(['auth.login', 'password.changed']);
    expect(actions(await list('filter[occurred_at][to]=2026-01-10'))).toEqual(['auth.login']);
    expect(
      actions(await range(encodeURIComponent('2026-01-15T23:00:00+01:00'), encodeURIComponent('2026-01-16T00:00:00Z'))),
    ).toEqual(['two_factor.reset', 'auth.login_failed']);
  });

  it('combines filters', async () => {
    const body = await list(`filter[user]=${bob.id}&filter[action]=password.&filter[occurred_at][from]=2026-02-01`);
    expect(actions(body)).toEqual(['password.changed']);
  });

  it('answers 422 naming the parameter for bad filters, sorts and includes', async () => {
    const cases: Array<[string, string]> = [
      ['filter[occurred_at][from]=2026-02-30', 'filter[occurred_at][from]'],
      ['filter[occurred_at][to]=yesterday', 'filter[occurred_at][to]'],
      ['filter[occurred_at][from]=2026-03-02&filter[occurred_at][to]=2026-03-01', 'filter[occurred_at][from]'],
      ['filter[occurred_at]=2026-03-01', 'filter[occurred_at]'],
      ['filter[occurred_at][since]=2026-03-01', 'filter[occurred_at][since]'],
      ['filter[action]=AUTH.%25', 'filter[action]'],
      ['filter[action]=auth..login;drop', 'filter[action]'],
      ['filter[ip]=10.0.0.1', 'filter[ip]'],
      ['sort=action', 'sort'],
      ['include=user', 'include'],
      ['per_page=101', 'per_page'],
      ['search=x', 'search'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
    const order = await admin.get(
      '/api/admin/audit-log?filter[occurred_at][from]=2026-03-02&filter[occurred_at][to]=2026-03-01',
    );
    expect(order.json().errors['filter[occurred_at][from]']).toEqual([
      'The start date must be on or before the end date.',
    ]);
  });

  it('lists every action the log holds, for the filter', async () => {
    const res = await admin.get('/api/admin/audit-log/actions');
    expect(res.json().data).toEqual([
      'auth.login',
      'auth.login_failed',
      'password.changed',
      'shipping_cost.updated',
      'two_factor.reset',
    ]);
  });
});

describe('the trail outlives the user', () => {
  it('keeps the id and the email as they were after the user row is deleted or changes address', async () => {
    const carol = await createUser(ctx.db, { email: 'carol@x.test' });
    const carolClient = ctx.client();
    await carolClient.login('carol@x.test');
    await ctx.db.update(users).set({ email: 'carol.new@x.test' }).where(eq(users.id, carol.id));
    await ctx.db.delete(users).where(eq(users.id, carol.id));
    const body = await list(`filter[user]=${carol.id}`);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ action: 'auth.login', user_id: carol.id, user_email: 'carol@x.test' });
    expect(actions(await list('filter[user]=carol@x.test'))).toEqual(['auth.login']);
  });

  it('names an actor deleted later too', async () => {
    const dave = await createUser(ctx.db, { email: 'dave@x.test', roles: ['admin'] });
    await recordAudit(ctx.db, { action: 'two_factor.reset', userId: bob.id, actorId: dave.id, at: ctx.clock.now() });
    await ctx.db.delete(users).where(eq(users.id, dave.id));
    const body = await list(`filter[actor]=${dave.id}`);
    expect(body.data[0]).toMatchObject({ actor_id: dave.id, actor_email: 'dave@x.test' });
  });

  it('fills the emails of rows written before the columns existed (the migration backfill)', async () => {
    const [row] = await ctx.db
      .insert(auditLog)
      .values({ action: 'auth.logout', userId: alice.id, actorId: helper.id, occurredAt: ctx.clock.now() })
      .returning();
    const migration = readFileSync(
      new URL('../src/db/migrations/0005_audit_trail_shipping_costs.sql', import.meta.url),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE "audit_log"'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await ctx.db.execute(sql.raw(statement));
    const [filled] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, row?.id ?? ''));
    expect(filled).toMatchObject({ userEmail: 'alice@hospital.test', actorEmail: 'helper@x.test' });
    await ctx.db.delete(auditLog).where(eq(auditLog.id, row?.id ?? ''));
  });
});

describe('GET /api/admin/audit-log/export.csv', () => {
  const parseCsv = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');

  it('streams the filtered view as CSV with a header, newest first', async () => {
    const res = await admin.get('/api/admin/audit-log/export.csv?filter[action]=auth.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-03-02.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = parseCsv(res.body);
    expect(lines[0]).toBe('id,occurred_at,action,user_id,user_email,actor_id,actor_email,ip,user_agent,details');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'auth.login',
      'auth.login',
      'auth.login_failed',
      'auth.login',
    ]);
    expect(lines.at(-1)).toMatch(/^[0-9a-f-]{36},/);
    expect(lines.at(-1)?.slice(37)).toBe(
      `2026-01-10T08:00:00.000Z,auth.login,${alice.id},alice@hospital.test,,,10.0.0.1,,`,
    );
  });

  it('writes change sets as JSON and neutralizes cells a spreadsheet would run as formulas', async () => {
    const res = await admin.get('/api/admin/audit-log/export.csv?filter[action]=shipping_cost.updated');
    const [, line] = parseCsv(res.body);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    const details = line?.slice(line.lastIndexOf(',"{') + 1);
    // A quoted CSV cell: outer quotes dropped, doubled quotes single again.
    expect(JSON.parse(details?.slice(1, -1).replaceAll('""', '"') ?? '')).toEqual({
      id: 'x',
      changes: { amount: { from: 1500, to: 1750 } },
    });
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    expect(neutralizeFormula('plain')).toBe('plain');
  });

  it('answers 422 for bad filters before streaming, and refuses paging parameters', async () => {
    for (const query of ['filter[occurred_at][from]=2026-13-01', 'page=2', 'sort=-occurred_at', 'filter[nope]=1']) {
      const res = await admin.get(`/api/admin/audit-log/export.csv?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('stops at the row cap, reading in keyset batches without repeating or skipping rows', async () => {
    // Rows within one millisecond: the keyset must compare the stored microseconds and the ids.
    const same = new Date('2026-02-25T10:00:00.000Z');
    for (let i = 0; i < 7; i++) await recordAudit(ctx.db, { action: 'user.invited', userId: alice.id, at: same });
    await ctx.db.execute(
      sql`update audit_log set occurred_at = occurred_at + (random() * interval '900 microseconds') where action = 'user.invited'`,
    );
    const read = async (maxRows: number, batchSize: number) => {
      const stream = await exportAuditLog(
        ctx.app.services,
        { id: boss.id } as never,
        { action: { exact: 'user.invited' } },
        {},
        { ip: '127.0.0.1', userAgent: null, language: 'en' },
        { maxRows, batchSize },
      );
      let text = '';
      for await (const chunk of stream) text += chunk.toString();
      return parseCsv(text).slice(1);
    };
    const all = await read(100, 2);
    expect(all).toHaveLength(7);
    expect(new Set(all).size).toBe(7);
    const [everything] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'user.invited'));
    expect(everything?.n).toBe(7);
    const times = all.map((l) => l.split(',')[1]);
    expect(times).toEqual([...times].sort().reverse());
    expect(await read(5, 2)).toEqual(all.slice(0, 5));
  });

  it('records who exported what', async () => {
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'audit_log.exported'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      actorId: boss.id,
      actorEmail: 'boss@x.test',
      details: { filter: { action: 'auth.' } },
    });
  });
});

describe('access', () => {
  it("is open to admins with 'manage user' and closed to other admins", async () => {
    const withPermission = ctx.client();
    await withPermission.login('helper@x.test');
    expect((await withPermission.get('/api/admin/audit-log')).statusCode).toBe(200);
    const plain = await createUser(ctx.db, { email: 'plain@x.test', roles: ['admin'] });
    const without = ctx.client();
    await without.login(plain.email);
    const res = await without.get('/api/admin/audit-log/export.csv');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied to audit-log. Required permission level: manage user');
  });
});
