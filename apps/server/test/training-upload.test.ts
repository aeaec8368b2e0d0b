import { randomUUID } from 'node:crypto';
import { SKILLS } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceTokens, users } from '../src/db/schema/index.js';
import { attachSeat, createBilling, createLicense, createOrganization, createUser } from '../src/db/seed/factories.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import { ensureResultPartitions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';
import { settleReadiness } from './helpers/readiness.js';

const ctx = await setupTestApp();
const organization = await createOrganization(ctx.db);
// Every player holds a seat of a license active over the sessions' days, so nothing here is flagged
// (test/game-licensing.test.ts covers flagging).
const billing = await createBilling(ctx.db, {
  organizationId: organization.id,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
});
const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 1000 });

/** A user with a seat and a device token of their own (as the device sign-in makes it). */
async function player() {
  const user = await createUser(ctx.db, { organizationId: organization.id });
  await attachSeat(ctx.db, license.id, user.id);
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db
    .insert(deviceTokens)
    .values({ tokenHash: hashToken(token), userId: user.id, name: 'Test rig', createdAt: now, lastSeenAt: now });
  return { user, token };
}

const upload = (token: string, sessions: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/game/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: { sessions },
  });

function session(overrides: Record<string, unknown> = {}, result: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    started_at: '2026-03-01T10:00:00Z',
    ended_at: '2026-03-01T10:30:00Z',
    game_version: '1.4.0',
    platform: 'windows',
    results: [
      {
        skill: 'suturing',
        level: 2,
        exercise_name: 'Intracorporeal knot',
        completed: true,
        accuracy: 80,
        speed: 70,
        gameplay: 90,
        duration_seconds: 300,
        errors: 1,
        metrics: { path_length_mm: 1234, drops: 0 },
        ...result,
      },
    ],
    ...overrides,
  };
}

const nested = (depth: number): Record<string, unknown> => (depth <= 1 ? { leaf: 1 } : { deeper: nested(depth - 1) });

describe('session upload', () => {
  it('refuses a batch of 101 sessions, or none, as a whole (422), and 5 MB as too large (413)', async () => {
    const { token } = await player();
    const tooMany = await upload(
      token,
      Array.from({ length: 101 }, () => session()),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.sessions).toEqual(['Send between 1 and 100 sessions in one upload.']);
    expect((await upload(token, [])).statusCode).toBe(422);
    const huge = await upload(token, [session({}, { metrics: { blob: 'x'.repeat(5 * 1024 * 1024) } })]);
    expect(huge.statusCode).toBe(413);
    const [count] = (await ctx.db.execute(sql`select count(*)::int as n from training_sessions`)).rows;
    expect(count).toEqual({ n: 0 });
  });

  it('rejects each bad session on its own and stores the others', async () => {
    const { token } = await player();
    const good = session();
    const bad = [
      session({}, { accuracy: 101 }),
      session({}, { speed: -1 }),
      session({}, { gameplay: 'NaN' }),
      session({}, { accuracy: 'x' }),
      session({}, { accuracy: null }),
      session({}, { skill: 'juggling' }),
      session({ ended_at: '2026-03-01T09:00:00Z' }),
      session({ ended_at: '2026-03-02T10:00:01Z' }),
      session({}, { metrics: { blob: 'x'.repeat(17 * 1024) } }),
      session({}, { metrics: nested(10) }),
      session({ product_id: randomUUID() }),
      'not a session',
    ];
    const res = await upload(token, [...bad, good]);
    expect(res.statusCode).toBe(200);
    const outcomes = res.json().data.sessions as Array<{ id: string; outcome: string; reason?: string }>;
    expect(outcomes.at(-1)).toEqual({ id: good.id, outcome: 'stored' });
    for (const outcome of outcomes.slice(0, -1)) {
      expect(outcome.outcome).toBe('rejected');
      expect(outcome.reason).toBeTruthy();
    }
    expect(outcomes[6]?.reason).toContain('ends_before_start');
    expect(outcomes[7]?.reason).toContain('too_long');
    expect(outcomes[8]?.reason).toContain('metrics_too_large');
    expect(outcomes[9]?.reason).toContain('metrics_too_deep');
    const rows = await ctx.db.execute(sql`select id, organization_id from training_sessions`);
    expect(rows.rows).toEqual([{ id: good.id, organization_id: organization.id }]);
  });

  it('rejects a session holding a string PostgreSQL refuses (NUL, a lone surrogate) alone, with its reason', async () => {
    const { token } = await player();
    const good = [session(), session()];
    const bad = [
      session({}, { exercise_name: 'Peg\u0000transfer' }),
      session({ game_version: '1.4.0\u0000' }),
      session({ hardware_serial: 'SN\u0000' }),
      session({}, { metrics: { 'drops\u0000': 1 } }),
      session({}, { metrics: { note: 'a\u0000b' } }),
      session({}, { metrics: { deep: { list: ['ok', 'x\u0000'] } } }),
      session({}, { exercise_name: 'Peg \ud800transfer' }),
      session({ game_version: '1.4.\udc00' }),
      session({}, { metrics: { '\udbff': 1 } }),
      session({}, { metrics: { note: 'lone \ud83d' } }),
    ];
    const res = await upload(token, [good[0], ...bad, good[1]]);
    expect(res.statusCode).toBe(200);
    const outcomes = res.json().data.sessions as Array<{ id: string; outcome: string; reason?: string }>;
    expect(outcomes[0]).toEqual({ id: good[0]?.id, outcome: 'stored' });
    expect(outcomes.at(-1)).toEqual({ id: good[1]?.id, outcome: 'stored' });
    const rejected = outcomes.slice(1, -1);
    expect(rejected.map((o) => o.outcome)).toEqual(bad.map(() => 'rejected'));
    expect(rejected.map((o) => o.id)).toEqual(bad.map((s) => s.id));
    expect(rejected[0]?.reason).toBe('results.0.exercise_name: validation.control_characters');
    expect(rejected[1]?.reason).toBe('game_version: validation.control_characters');
    expect(rejected[3]?.reason).toBe('results.0.metrics: validation.control_characters');
    for (const outcome of rejected) expect(outcome.reason).toMatch(/control_characters/);
    const rows = await ctx.db.execute(
      sql`select id from training_sessions where id = any(${sql.param(
        [...good, ...bad].map((s) => s.id),
      )}::uuid[]) order by started_at, id`,
    );
    expect(rows.rows.map((r) => r.id).sort()).toEqual(good.map((s) => s.id).sort());
  });

  it('rejects a session starting more than 5 minutes ahead of the server clock, or before 2020, alone', async () => {
    const { token, user } = await player();
    const now = ctx.clock.now().getTime(); // 2026-03-02T09:00:00Z
    const at = (ms: number, minutes = 20) => ({
      started_at: new Date(ms).toISOString(),
      ended_at: new Date(ms + minutes * 60_000).toISOString(),
    });
    const good = [session(at(now - 3_600_000)), session(at(now + 4 * 60_000, 1))];
    const bad = [
      session(at(now + 5 * 60_000 + 1000)),
      session(at(Date.parse('2026-03-03T09:00:00Z'))),
      session({ started_at: '2999-01-01T00:00:00Z', ended_at: '2999-01-01T00:30:00Z' }),
      session({ started_at: '2019-12-31T23:59:59Z', ended_at: '2020-01-01T00:10:00Z' }),
      session({ started_at: '1970-01-01T00:00:00Z', ended_at: '1970-01-01T00:10:00Z' }),
    ];
    const res = await upload(token, [...bad, ...good]);
    expect(res.statusCode).toBe(200);
    const outcomes = res.json().data.sessions as Array<{ id: string; outcome: string; reason?: string }>;
    expect(outcomes.slice(-2)).toEqual(good.map((s) => ({ id: s.id, outcome: 'stored' })));
    expect(outcomes.slice(0, 3).map((o) => o.reason)).toEqual(bad.slice(0, 3).map(() => 'started_at: in_the_future'));
    expect(outcomes.slice(3, 5).map((o) => o.reason)).toEqual(['started_at: before_2020', 'started_at: before_2020']);
    const rows = await ctx.db.execute(sql`select id from training_sessions where user_id = ${user.id}`);
    expect(rows.rows.map((r) => r.id).sort()).toEqual(good.map((s) => s.id).sort());
    // "Last trained" is the latest start, and never later than now (the session 4 minutes ahead counts as now).
    await settleReadiness(ctx.db);
    const [readiness] = (
      await ctx.db.execute<{ last: Date }>(
        sql`select last_trained_at as last from training_readiness where user_id = ${user.id}`,
      )
    ).rows;
    expect(new Date(readiness?.last as Date).toISOString()).toBe(new Date(now).toISOString());
  });

  it('stores each session once: the same batch twice, twice at once, and a session twice in one batch', async () => {
    const { token } = await player();
    const batch = [session(), session()];
    const [a, b] = await Promise.all([upload(token, batch), upload(token, batch)]);
    const outcomes = [...a.json().data.sessions, ...b.json().data.sessions].map((o: { outcome: string }) => o.outcome);
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'stored', 'stored']);
    const again = await upload(token, [...batch, batch[0]]);
    expect(again.json().data.sessions.map((o: { outcome: string }) => o.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const ids = batch.map((s) => s.id);
    const stored = await ctx.db.execute(
      sql`select count(*)::int as n from exercise_results where session_id = any(${sql.param(ids)}::uuid[])`,
    );
    expect(stored.rows).toEqual([{ n: 2 }]);
  });

  it('stores every result as sent, in its position: texts, scores, metrics (or none), a maximal upload whole', async () => {
    const { token, user } = await player();
    const odd = session({}, { exercise_name: 'Knot "A", {b} \\ c, NULL ✓', metrics: { 'k"\\': ['x,y', { z: null }] } });
    const { metrics: _none, ...bare } = session().results[0] as Record<string, unknown>;
    const plain = {
      ...session({ started_at: '2026-03-01T11:00:00.123Z', ended_at: '2026-03-01T11:30:00Z' }),
      results: [
        { ...bare, skill: 'cutting', level: 7, accuracy: 12.346, speed: 0, gameplay: 100, completed: false },
        { ...bare, exercise_name: 'Second', duration_seconds: 86_400, errors: 1_000_000 },
      ],
    };
    // 100 sessions × 200 results, the most one upload may carry.
    const maximal = Array.from({ length: 100 }, (_, i) => {
      const at = Date.UTC(2026, 1, 1) + i * 3_600_000;
      const made = session({
        started_at: new Date(at).toISOString(),
        ended_at: new Date(at + 1_800_000).toISOString(),
      });
      const [one] = made.results;
      return {
        ...made,
        results: Array.from({ length: 200 }, (_, position) => ({ ...one, level: 1 + (position % 9) })),
      };
    });
    const first = await upload(token, [odd, plain]);
    expect(first.json().data.sessions.map((o: { outcome: string }) => o.outcome)).toEqual(['stored', 'stored']);
    const big = await upload(token, maximal);
    expect(big.json().data.sessions.filter((o: { outcome: string }) => o.outcome === 'stored')).toHaveLength(100);

    const rows = await ctx.db.execute(sql`
      select session_id, position, user_id, organization_id,
        to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as started_at, skill, level, exercise_name, completed,
        accuracy, speed, gameplay, duration_seconds, errors, metrics
      from exercise_results where session_id = any(${sql.param([odd.id, plain.id])}::uuid[])
      order by started_at, position`);
    const common = { user_id: user.id, organization_id: organization.id };
    expect(rows.rows).toEqual([
      {
        ...common,
        session_id: odd.id,
        position: 0,
        started_at: '2026-03-01T10:00:00.000Z',
        skill: 'suturing',
        level: 2,
        exercise_name: 'Knot "A", {b} \\ c, NULL ✓',
        completed: true,
        accuracy: 80,
        speed: 70,
        gameplay: 90,
        duration_seconds: 300,
        errors: 1,
        metrics: { 'k"\\': ['x,y', { z: null }] },
      },
      {
        ...common,
        session_id: plain.id,
        position: 0,
        started_at: '2026-03-01T11:00:00.123Z',
        skill: 'cutting',
        level: 7,
        exercise_name: 'Intracorporeal knot',
        completed: false,
        // Scores to hundredths.
        accuracy: 12.35,
        speed: 0,
        gameplay: 100,
        duration_seconds: 300,
        errors: 1,
        metrics: null,
      },
      {
        ...common,
        session_id: plain.id,
        position: 1,
        started_at: '2026-03-01T11:00:00.123Z',
        skill: 'suturing',
        level: 2,
        exercise_name: 'Second',
        completed: true,
        accuracy: 80,
        speed: 70,
        gameplay: 90,
        duration_seconds: 86_400,
        errors: 1_000_000,
        metrics: null,
      },
    ]);
    const [stored] = (
      await ctx.db.execute(sql`
        select count(*)::int as n, count(distinct (session_id, position))::int as distinct_places,
          sum(level)::int as levels
        from exercise_results where session_id = any(${sql.param(maximal.map((s) => s.id))}::uuid[])`)
    ).rows;
    const levels = maximal.reduce((sum, s) => sum + s.results.reduce((n, r) => n + (r.level as number), 0), 0);
    expect(stored).toEqual({ n: 20_000, distinct_places: 20_000, levels });
  });

  it("deletes a session's results with it, and a deleted user's with their sessions, leaving others' alone", async () => {
    const { token, user } = await player();
    const other = await player();
    const [kept, dropped, later] = [
      session(),
      session(),
      session({ started_at: '2026-02-10T08:00:00Z', ended_at: '2026-02-10T08:30:00Z' }),
    ];
    expect((await upload(token, [kept, dropped, later])).statusCode).toBe(200);
    expect((await upload(other.token, [session()])).statusCode).toBe(200);
    const resultsOf = async (userId: string) =>
      (
        await ctx.db.execute<{ session_id: string }>(
          sql`select session_id from exercise_results where user_id = ${userId} order by started_at, session_id`,
        )
      ).rows.map((row) => row.session_id);
    expect((await resultsOf(user.id)).sort()).toEqual([kept.id, dropped.id, later.id].sort());

    await ctx.db.execute(sql`delete from training_sessions where id = ${dropped.id}`);
    expect((await resultsOf(user.id)).sort()).toEqual([kept.id, later.id].sort());

    await ctx.db.delete(users).where(eq(users.id, user.id));
    expect(await resultsOf(user.id)).toEqual([]);
    expect(await resultsOf(other.user.id)).toHaveLength(1);
  });

  it('keeps every daily rollup equal to a recomputation from the raw results', async () => {
    const { token, user } = await player();
    const result = fc.record({
      skill: fc.constantFrom(...SKILLS),
      level: fc.integer({ min: 1, max: 10 }),
      exercise_name: fc.constantFrom('Peg transfer', 'Loop', 'Knot'),
      completed: fc.boolean(),
      accuracy: fc.double({ min: 0, max: 100, noNaN: true }),
      speed: fc.integer({ min: 0, max: 100 }),
      gameplay: fc.integer({ min: 0, max: 100 }),
      duration_seconds: fc.integer({ min: 0, max: 3600 }),
      errors: fc.integer({ min: 0, max: 20 }),
    });
    // Forty days up to the test clock's (2026-03-02 09:00 UTC): a start in the future is refused.
    const start = fc.integer({ min: 0, max: 40 * 24 * 60 }).map((minutes) => Date.UTC(2026, 0, 20) + minutes * 60_000);
    const gameSession = fc.record({ start, results: fc.array(result, { maxLength: 6 }), repeat: fc.boolean() });
    const sent: Array<{ id: string; results: unknown[] }> = [];
    await fc.assert(
      fc.asyncProperty(fc.array(gameSession, { minLength: 1, maxLength: 8 }), async (drawn) => {
        const batch = drawn.map(({ start, results, repeat }) => {
          // Now and then a session sent before (a retry): it must not count again.
          const earlier = repeat ? sent[Math.floor(sent.length / 2)] : undefined;
          if (earlier) return earlier;
          const made = {
            ...session({
              started_at: new Date(start).toISOString(),
              ended_at: new Date(start + 3_600_000).toISOString(),
            }),
            results,
          };
          sent.push(made);
          return made;
        });
        expect((await upload(token, batch)).statusCode).toBe(200);
      }),
      { numRuns: 15 },
    );
    const mismatches = await ctx.db.execute(sql`
      with recomputed as (
        select user_id, (started_at at time zone 'UTC')::date as day, skill,
          sum(duration_seconds)::int as seconds, count(*)::int as attempts,
          (count(*) filter (where completed))::int as completed,
          sum(accuracy) as accuracy_sum, sum(speed) as speed_sum, sum(gameplay) as gameplay_sum,
          max(accuracy) as accuracy_best, max(speed) as speed_best, max(gameplay) as gameplay_best,
          max(level) filter (where completed) as highest_level_completed
        from exercise_results where user_id = ${user.id} group by 1, 2, 3)
      select day, skill, r.attempts as raw_attempts, d.attempts as rollup_attempts
      from recomputed r full join (select * from training_daily where user_id = ${user.id}) d using (user_id, day, skill)
      where r.user_id is null or d.user_id is null
         or r.seconds <> d.seconds or r.attempts <> d.attempts or r.completed <> d.completed
         or abs(r.accuracy_sum - d.accuracy_sum) > 1e-3 or abs(r.speed_sum - d.speed_sum) > 1e-3
         or abs(r.gameplay_sum - d.gameplay_sum) > 1e-3 or r.accuracy_best <> d.accuracy_best
         or r.speed_best <> d.speed_best or r.gameplay_best <> d.gameplay_best
         or r.highest_level_completed is distinct from d.highest_level_completed`);
    expect(mismatches.rows).toEqual([]);
    const [total] = (
      await ctx.db.execute(
        sql`select coalesce(sum(attempts), 0)::int as n from training_daily where user_id = ${user.id}`,
      )
    ).rows;
    expect(total).toEqual({ n: sent.reduce((n, s) => n + s.results.length, 0) });
    // The weekly rollups (the team's hours per week) are the raw results' seconds per ISO week.
    const weeklyMismatches = await ctx.db.execute(sql`
      with recomputed as (
        select user_id, date_trunc('week', (started_at at time zone 'UTC')::date::timestamp)::date as week_start,
          sum(duration_seconds)::int as seconds
        from exercise_results where user_id = ${user.id} group by 1, 2)
      select week_start, r.seconds as raw_seconds, w.seconds as rollup_seconds
      from recomputed r full join (select * from training_weekly where user_id = ${user.id}) w using (user_id, week_start)
      where r.seconds is distinct from w.seconds`);
    expect(weeklyMismatches.rows).toEqual([]);
  });

  it('makes monthly partitions ahead, and leaves the ones that exist', async () => {
    const made = await ensureResultPartitions(ctx.db, new Date(Date.UTC(2031, 0, 15)), 3);
    expect(made).toBe(3);
    expect(await ensureResultPartitions(ctx.db, new Date(Date.UTC(2031, 0, 15)), 3)).toBe(0);
    const parts = await ctx.db.execute(sql`
      select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'exercise_results'::regclass and c.relname like 'exercise_results_2031%' order by 1`);
    expect(parts.rows.map((r) => r.relname)).toEqual([
      'exercise_results_2031_01',
      'exercise_results_2031_02',
      'exercise_results_2031_03',
    ]);
  });
});
