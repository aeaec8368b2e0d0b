import { randomUUID } from 'node:crypto';
import { FLS_TASKS, FORECAST_CAP_HOURS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceTokens } from '../src/db/schema/index.js';
import { attachSeat, createBilling, createLicense, createOrganization, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { UPLOAD_RESULTS_PER_MINUTE } from '../src/lib/limits.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import {
  FOLD_VERSION,
  READINESS_MODEL,
  READINESS_VERSION,
  recomputePriors,
  refreshReadiness,
  refreshStaleReadiness,
  targetsFor,
} from '../src/modules/analytics/index.js';
import { setupTestApp } from './helpers/app.js';
import { settleReadiness } from './helpers/readiness.js';

/**
 * Readiness off the upload path (issue 25, item 6; docs/decisions/0013-analytics-reads.md): the upload stores
 * sessions, results and rollups; the `readiness-compute` job folds the new results into the user's stored state and
 * writes the figure; a late upload of older sessions or a new fold version folds again from the first result; a model
 * change recomputes every figure, passing a user who fails; the token's upload limit counts results.
 */
const logLines: string[] = [];
const ctx = await setupTestApp(
  {},
  { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
);
const organization = await createOrganization(ctx.db);
const billing = await createBilling(ctx.db, {
  organizationId: organization.id,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
});
const license = await createLicense(ctx.db, { billingAccountId: billing.id, amount: 1000 });

async function player() {
  const user = await createUser(ctx.db, { organizationId: organization.id });
  await attachSeat(ctx.db, license.id, user.id);
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db
    .insert(deviceTokens)
    .values({ tokenHash: hashToken(token), userId: user.id, name: 'Rig', createdAt: now, lastSeenAt: now });
  return { user, token };
}

const post = (token: string, sessions: unknown[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/game/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: { sessions },
  });

/** A session of `count` intracorporeal knots at level 3 on `day` (the clock stands at 2026-03-02 09:00 UTC). */
function knots(day: string, count = 1, scores = { accuracy: 97, speed: 90, gameplay: 95 }) {
  return {
    id: randomUUID(),
    started_at: `${day}T08:00:00Z`,
    ended_at: `${day}T08:30:00Z`,
    game_version: '1.4.0',
    platform: 'windows',
    results: Array.from({ length: count }, () => ({
      skill: 'suturing',
      level: 3,
      exercise_name: 'Intracorporeal knot',
      completed: true,
      ...scores,
      duration_seconds: 240,
      errors: 0,
    })),
  };
}

interface StoredState {
  through: { at: number; sessionId: string } | null;
  foldVersion: string;
  allSeconds: number;
  tasks: Record<string, { attempts: number; recent: Array<{ n: number; at: number }> }>;
}

async function readiness(userId: string) {
  const rows = await ctx.db.execute<{
    session_count: number;
    stale: boolean;
    model_version: string;
    state: string;
    figure: { skills: Array<{ task: string; attempts: number }> };
    sessions: number | null;
    fold: StoredState | null;
  }>(sql`select r.session_count, r.stale, r.model_version, r.state, r.figure, s.sessions, s.state as fold
    from training_readiness r left join readiness_states s on s.user_id = r.user_id where r.user_id = ${userId}`);
  return rows.rows[0];
}
const attemptsOf = (row: Awaited<ReturnType<typeof readiness>>, task = 'intracorporeal_suturing') =>
  row?.figure.skills.find((s) => s.task === task)?.attempts;

describe('the readiness-compute job', () => {
  it('computes the figure after an upload, from the results the upload stored', async () => {
    const { user, token } = await player();
    const [first, second] = [knots('2026-02-20', 3), knots('2026-02-21', 2)];
    const res = await post(token, [first, second]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessions.map((s: { outcome: string }) => s.outcome)).toEqual(['stored', 'stored']);
    await settleReadiness(ctx.db);
    const row = await readiness(user.id);
    expect(row).toMatchObject({ session_count: 2, stale: false, model_version: READINESS_VERSION, sessions: 2 });
    expect(attemptsOf(row)).toBe(5);
    expect(row?.fold?.through?.sessionId).toBe(second.id);
    expect(row?.fold?.allSeconds).toBe(5 * 240);
  });

  it('folds only what is new, and folds again from the first result after a late upload of an older session', async () => {
    const { user, token } = await player();
    expect((await post(token, [knots('2026-02-10'), knots('2026-02-12')])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
    expect(await readiness(user.id)).toMatchObject({ sessions: 2 });
    // A mark in the stored state that only a fold from the first result would wipe out.
    await ctx.db.execute(sql`update readiness_states
      set state = jsonb_set(state, '{allSeconds}', to_jsonb((state->>'allSeconds')::int + 100000))
      where user_id = ${user.id}`);
    // A session without results (nothing to fold) before the next one does not count as a late upload after it.
    expect((await post(token, [knots('2026-02-14'), { ...knots('2026-02-13'), results: [] }])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
    expect((await post(token, [knots('2026-02-15')])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
    const incremental = await readiness(user.id);
    expect(incremental).toMatchObject({ sessions: 4, session_count: 5 });
    // Folded on top of the state: the mark is still there, plus the new sessions' 240 seconds each.
    expect(incremental?.fold?.allSeconds).toBe(100000 + 4 * 240);
    // A session from before the last one folded (the game uploads an old backlog late).
    const late = knots('2026-02-05');
    expect((await post(token, [late])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
    const refolded = await readiness(user.id);
    expect(refolded).toMatchObject({ sessions: 5, session_count: 6 });
    expect(refolded?.fold?.allSeconds).toBe(5 * 240);
    expect(attemptsOf(refolded)).toBe(5);
    // The late session is the task's first attempt now.
    const recent = refolded?.fold?.tasks.intracorporeal_suturing?.recent ?? [];
    expect(recent.map((a) => new Date(a.at).toISOString().slice(0, 10))).toEqual([
      '2026-02-05',
      '2026-02-10',
      '2026-02-12',
      '2026-02-14',
      '2026-02-15',
    ]);
    expect(recent.map((a) => a.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('folds a session whose start has microseconds (written in SQL, as a bench does) once, at its millisecond', async () => {
    const { user, token } = await player();
    expect((await post(token, [knots('2026-02-10')])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
    const id = randomUUID();
    const start = '2026-02-11T08:00:00.123456Z';
    await ctx.db.execute(sql`insert into training_sessions (id, user_id, organization_id, game_version, platform,
        started_at, ended_at, uploaded_at, summary)
      values (${id}, ${user.id}, ${organization.id}, '1.4.0', 'windows', ${start}, ${start}::timestamptz + interval '1 hour',
        now(), '[{"skill":"suturing"}]'::jsonb)`);
    await ctx.db.execute(sql`insert into exercise_results (session_id, position, user_id, organization_id, started_at,
        skill, level, exercise_name, completed, accuracy, speed, gameplay, duration_seconds, errors)
      select ${id}, p, ${user.id}, ${organization.id}, ${start}, 'suturing', 3, 'Intracorporeal knot', true, 97, 90, 95, 240, 0
      from generate_series(0, 1) p`);
    for (let run = 0; run < 2; run++) {
      await inTransaction(ctx.app.services.pool, (tx) => refreshReadiness(tx, user.id, ctx.clock.now()));
    }
    const row = await readiness(user.id);
    expect(row).toMatchObject({ sessions: 2, stale: false });
    expect(attemptsOf(row)).toBe(3);
  });

  it('stores an upload while readiness fails; the figure is stale, then computed again', async () => {
    const { user, token } = await player();
    expect((await post(token, [knots('2026-02-20')])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
    expect(await readiness(user.id)).toMatchObject({ session_count: 1, stale: false });
    const newcomer = await player();
    // Every write of a fresh figure fails in PostgreSQL (marking one stale still works): the job throws.
    await ctx.db.execute(sql`
      create function fail_readiness() returns trigger language plpgsql as $$
      begin if not new.stale then raise exception 'readiness broke'; end if; return new; end $$`);
    await ctx.db.execute(sql`
      create trigger fail_readiness before insert or update on training_readiness
      for each row execute function fail_readiness()`);
    try {
      const res = await post(token, [
        knots('2026-02-21'),
        { ...knots('2026-02-22'), results: 'none' },
        knots('2026-02-23'),
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.sessions.map((s: { outcome: string }) => s.outcome)).toEqual([
        'stored',
        'rejected',
        'stored',
      ]);
      expect((await post(newcomer.token, [knots('2026-02-21')])).statusCode).toBe(200);
      const stored = await ctx.db.execute(
        sql`select count(*)::int as n from training_sessions where user_id in (${user.id}, ${newcomer.user.id})`,
      );
      expect(stored.rows).toEqual([{ n: 4 }]);
      // The job ran and failed (pg-boss retries it later): the figure of before is kept, marked stale.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const failed = await ctx.db.execute(sql`select count(*)::int as n from pgboss.job
          where name = 'readiness-compute' and state = 'retry' and data->>'userId' = ${user.id}`);
        if ((failed.rows[0] as { n: number }).n > 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await readiness(user.id)).toMatchObject({ session_count: 1, stale: true });
      expect(await readiness(newcomer.user.id)).toBeUndefined();
    } finally {
      await ctx.db.execute(sql`drop trigger fail_readiness on training_readiness`);
      await ctx.db.execute(sql`drop function fail_readiness()`);
    }
    // The stale retry (the schedule's, and the one at start) and the job's own retry compute both.
    await refreshStaleReadiness(ctx.app.services);
    await settleReadiness(ctx.db);
    expect(await readiness(user.id)).toMatchObject({ session_count: 3, stale: false, sessions: 3 });
    expect(await readiness(newcomer.user.id)).toMatchObject({ session_count: 1, stale: false });
  });
});

describe('figures a person reads', () => {
  it('are finite and within the cap for curves that reach their targets after 10^61 attempts (once 1.35e+43 h)', async () => {
    const { user, token } = await player();
    const targets = targetsFor('1.4.0');
    // Every task's accuracy follows target + 0.01 − 50·n^(−0.05): it creeps up to its target and never passes.
    const creeping = {
      ...knots('2026-02-27'),
      results: FLS_TASKS.flatMap((task) =>
        Array.from({ length: 30 }, (_, i) => ({
          skill: READINESS_MODEL.tasks[task].skill,
          level: READINESS_MODEL.tasks[task].minLevel,
          exercise_name: READINESS_MODEL.tasks[task].exercises[0],
          completed: true,
          accuracy: Math.max(0, Math.round((targets[task].accuracy + 0.01 - 50 * (i + 1) ** -0.05) * 100) / 100),
          speed: 99,
          gameplay: 99,
          duration_seconds: 60,
          errors: 0,
        })),
      ),
    };
    expect((await post(token, [creeping])).json().data.sessions).toEqual([{ id: creeping.id, outcome: 'stored' }]);
    await settleReadiness(ctx.db);
    const row = (
      await ctx.db.execute<{ figure: Record<string, unknown> }>(
        sql`select figure from training_readiness where user_id = ${user.id}`,
      )
    ).rows[0];
    const numbers: number[] = [];
    JSON.stringify(row?.figure, (_key, value) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers.length).toBeGreaterThan(50);
    expect(numbers.every(Number.isFinite)).toBe(true);
    const forecast = row?.figure.forecast as { hours_left: number | null; high: number | null };
    for (const hours of [forecast.hours_left, forecast.high]) {
      if (hours !== null) expect(hours).toBeLessThanOrEqual(FORECAST_CAP_HOURS * 10);
    }
    if (forecast.hours_left !== null) expect(forecast.hours_left).toBeLessThanOrEqual(FORECAST_CAP_HOURS);
  });
});

describe('a model change', () => {
  it('recomputes every figure of another version (folding again on another fold version), passing a user who fails', async () => {
    const [broken, fine, refold] = [await player(), await player(), await player()];
    for (const { token } of [broken, fine, refold]) {
      expect((await post(token, [knots('2026-02-25', 2)])).statusCode).toBe(200);
    }
    await settleReadiness(ctx.db);
    const ids = [broken.user.id, fine.user.id, refold.user.id];
    await ctx.db.execute(
      sql`update training_readiness set model_version = 'old' where user_id in ${sql.raw(`('${ids.join("','")}')`)}`,
    );
    // The third user's state is of another fold version, and wrong: it is folded again from the first result.
    await ctx.db.execute(sql`update readiness_states
      set state = jsonb_set(jsonb_set(state, '{foldVersion}', '"old"'), '{allSeconds}', '999999')
      where user_id = ${refold.user.id}`);
    await ctx.db.execute(sql`
      create function fail_readiness() returns trigger language plpgsql as $$
      begin raise exception 'readiness broke'; end $$`);
    await ctx.db.execute(
      sql.raw(`
      create trigger fail_readiness before update on training_readiness for each row
      when (old.user_id = '${broken.user.id}') execute function fail_readiness()`),
    );
    logLines.length = 0;
    try {
      expect(await refreshStaleReadiness(ctx.app.services)).toBeGreaterThanOrEqual(2);
    } finally {
      await ctx.db.execute(sql`drop trigger fail_readiness on training_readiness`);
      await ctx.db.execute(sql`drop function fail_readiness()`);
    }
    const rows = await Promise.all(ids.map(readiness));
    expect(rows.map((row) => row?.model_version)).toEqual(['old', READINESS_VERSION, READINESS_VERSION]);
    expect(rows[2]?.fold).toMatchObject({ foldVersion: FOLD_VERSION, allSeconds: 2 * 240 });
    expect(attemptsOf(rows[2])).toBe(2);
    // Logged: the failing user, the progress and the end.
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; userId?: string; done?: number });
    expect(logged.some((l) => l.msg.startsWith('readiness refresh failed') && l.userId === broken.user.id)).toBe(true);
    expect(logged.some((l) => l.msg === 'readiness recompute done' && (l.done ?? 0) >= 2)).toBe(true);
  });
});

describe('the cohort priors', () => {
  it('are stored per organization, game major and task, and portal-wide, from the stored states of trainees with enough attempts', async () => {
    const cohort = await createOrganization(ctx.db, { name: 'Cohort' });
    const cohortLicense = await createLicense(ctx.db, {
      billingAccountId: (
        await createBilling(ctx.db, { organizationId: cohort.id, periodStart: '2026-01-01', periodEnd: '2026-12-31' })
      ).id,
      amount: 100,
    });
    for (let i = 0; i < 10; i++) {
      const user = await createUser(ctx.db, { organizationId: cohort.id });
      await attachSeat(ctx.db, cohortLicense.id, user.id);
      const token = randomToken();
      await ctx.db.insert(deviceTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        name: 'Rig',
        createdAt: ctx.clock.now(),
        lastSeenAt: ctx.clock.now(),
      });
      const scores = { accuracy: 70 + i * 2, speed: 60 + i, gameplay: 70 + i };
      expect((await post(token, [knots('2026-02-26', 12, scores)])).statusCode).toBe(200);
    }
    await settleReadiness(ctx.db);
    const stored = await recomputePriors(ctx.app.services);
    const rows = await ctx.db.execute<{
      organization_id: string | null;
      game_major: string;
      task: string;
      trainees: number;
    }>(sql`select organization_id, game_major, task, trainees from readiness_priors`);
    expect(rows.rows).toHaveLength(stored);
    const ofCohort = rows.rows.filter((row) => row.organization_id === cohort.id);
    // Ten trainees with 12 intracorporeal knots each: the cohort's prior of that task; no other task has ten.
    expect(ofCohort).toEqual([
      { organization_id: cohort.id, game_major: '1', task: 'intracorporeal_suturing', trainees: 10 },
    ]);
    const portal = rows.rows.find((row) => row.organization_id === null && row.task === 'intracorporeal_suturing');
    expect(portal?.trainees).toBeGreaterThanOrEqual(10);
    // Run again: replaced, not added to.
    expect(await recomputePriors(ctx.app.services)).toBe(stored);
    const again = await ctx.db.execute(sql`select count(*)::int as n from readiness_priors`);
    expect(again.rows).toEqual([{ n: stored }]);
  });
});

describe('the per-token upload limit', () => {
  it('counts results, not requests: a few large uploads reach it; the next is a 429 with Retry-After and stores nothing', async () => {
    const { user, token } = await player();
    // 100 sessions of 200 results each, every one refused (a result without fields): counted all the same.
    const large = Array.from({ length: 100 }, () => ({
      ...knots('2026-02-20'),
      results: Array.from({ length: 200 }, () => ({})),
    }));
    for (let i = 0; i < UPLOAD_RESULTS_PER_MINUTE / 20_000; i++) {
      const res = await post(token, large);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.sessions.every((s: { outcome: string }) => s.outcome === 'rejected')).toBe(true);
    }
    const over = await post(token, [knots('2026-02-21')]);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    const stored = await ctx.db.execute(
      sql`select count(*)::int as n from training_sessions where user_id = ${user.id}`,
    );
    expect(stored.rows).toEqual([{ n: 0 }]);
    // Another device of the same user has its own count; a minute later this one uploads again.
    ctx.clock.advance(61_000);
    expect((await post(token, [knots('2026-02-21')])).statusCode).toBe(200);
    await settleReadiness(ctx.db);
  });
});
