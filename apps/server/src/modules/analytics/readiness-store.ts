import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { readinessPriors, readinessStates, trainingReadiness, users } from '../../db/schema/index.js';
import { latestSessionStart } from '../training/index.js';
import { effectiveBenchmarkSql } from './benchmark-queries.js';
import type { FoldState, ReadinessFigure, ResultInput, TaskPrior } from './model-parts.js';

/** The readiness job's rows: the per-user lock, the running fold state, the stored figure and the cohort priors. */

/** Advisory lock namespace of a user's readiness (two computations of one user run one after the other). */
const READINESS_LOCK = 18;

/**
 * Take the user's readiness lock for the rest of the transaction: a second job (or the start-up recompute, or the
 * seed) of the same user waits, then folds onto the state the first one stored.
 */
export async function lockReadiness(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${READINESS_LOCK}, hashtext(${userId}::text))`);
}

/** Whether the user still exists (a job queued before the account was deleted has nothing left to compute). */
export async function userExists(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The user's stored fold state and how many sessions it has taken in; null before the first. */
export async function loadFoldState(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ state: readinessStates.state, sessions: readinessStates.sessions })
    .from(readinessStates)
    .where(eq(readinessStates.userId, userId));
  return row ? { state: row.state as FoldState, sessions: row.sessions } : null;
}

export async function saveFoldState(tx: Executor, userId: string, state: FoldState, sessions: number, now: Date) {
  const row = { userId, state, sessions, updatedAt: now };
  await tx
    .insert(readinessStates)
    .values(row)
    .onConflictDoUpdate({ target: readinessStates.userId, set: { state, sessions, updatedAt: now } });
}

type Through = NonNullable<FoldState['through']>;
const isoOf = (ms: number) => new Date(ms).toISOString();

/**
 * How many of the user's sessions with results lie at or before `through` (by start, then id): more than the state
 * took in means an older session was uploaded late, and the state is folded again from the first result. A session
 * without results (its summary empty) has nothing to fold and is not counted. Starts are whole milliseconds (the
 * game's timestamps, stored from JavaScript dates), so they compare with the fold's as they are.
 */
export async function sessionsThrough(tx: Executor, userId: string, through: Through): Promise<number> {
  const rows = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from training_sessions s
    where s.user_id = ${userId} and s.started_at <= ${isoOf(through.at)}::timestamptz
      and (s.started_at, s.id) <= (${isoOf(through.at)}::timestamptz, ${through.sessionId}::uuid)
      and s.summary <> '[]'::jsonb`);
  return rows.rows[0]?.count ?? 0;
}

/**
 * The user's next `limit` results after `through` (all skills: the fold decides what counts), in the fold's order
 * (start, session, position), with their session's game version: one ordered range of
 * `exercise_results_pk` from `through` on, so the work per upload is that upload's results, read once and
 * never sorted, whatever the history's length. Starts are whole milliseconds (as the upload stores them), so the
 * keyset compares them with the fold's as they are.
 */
export async function resultsAfter(
  tx: Executor,
  userId: string,
  through: Through | null,
  limit: number,
): Promise<ResultInput[]> {
  const after = through
    ? sql`and r.started_at >= ${isoOf(through.at)}::timestamptz
        and (r.started_at, r.session_id, r.position) > (${isoOf(through.at)}::timestamptz, ${through.sessionId}::uuid, ${through.position}::smallint)`
    : sql``;
  const rows = await tx.execute<{
    at: number;
    session_id: string;
    position: number;
    skill: string;
    exercise_name: string;
    level: number;
    completed: boolean;
    accuracy: number;
    speed: number;
    gameplay: number;
    duration_seconds: number;
  }>(sql`
    -- The start as epoch milliseconds (a number): parsing a timestamp's text per result was most of the job's time here.
    select round(extract(epoch from r.started_at) * 1000)::float8 as at, r.session_id, r.position, r.skill, r.exercise_name,
      r.level, r.completed, r.accuracy, r.speed, r.gameplay, r.duration_seconds
    from exercise_results r
    where r.user_id = ${userId} ${after}
    order by r.started_at, r.session_id, r.position
    limit ${limit}`);
  // The game versions once per session (a maximal upload's 20,000 results are 100 sessions), not joined per result.
  const sessionIds = [...new Set(rows.rows.map((row) => row.session_id))];
  const versions = new Map(
    sessionIds.length === 0
      ? []
      : (
          await tx.execute<{ id: string; game_version: string }>(sql`
            select s.id, s.game_version from training_sessions s
            where s.user_id = ${userId} and s.id = any(${sql.param(sessionIds)}::uuid[])`)
        ).rows.map((row) => [row.id, row.game_version] as const),
  );
  return rows.rows.map((row) => ({
    at: row.at,
    sessionId: row.session_id,
    position: row.position,
    gameVersion: versions.get(row.session_id) ?? '',
    skill: row.skill,
    exercise: row.exercise_name,
    level: row.level,
    completed: row.completed,
    accuracy: row.accuracy,
    speed: row.speed,
    gameplay: row.gameplay,
    durationSeconds: row.duration_seconds,
  }));
}

/** How many of the user's sessions have results (all of which a complete fold has taken in). */
export async function sessionsWithResults(tx: Executor, userId: string): Promise<number> {
  const rows = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from training_sessions s where s.user_id = ${userId} and s.summary <> '[]'::jsonb`);
  return rows.rows[0]?.count ?? 0;
}

/** The user's latest session (its start) and organization, for the figure's row. */
export async function latestOf(tx: Executor, userId: string) {
  const startedAt = await latestSessionStart(tx, userId);
  const [user] = await tx.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
  return { startedAt, organizationId: user?.organizationId ?? null };
}

/** The stored priors of an organization (or none) and the portal for one game major, per task. */
export async function priorsOf(tx: Executor, organizationId: string | null, gameMajor: string) {
  const rows = await tx
    .select({
      organizationId: readinessPriors.organizationId,
      task: readinessPriors.task,
      prior: readinessPriors.prior,
    })
    .from(readinessPriors)
    .where(
      and(
        eq(readinessPriors.gameMajor, gameMajor),
        organizationId
          ? sql`(${readinessPriors.organizationId} = ${organizationId} or ${readinessPriors.organizationId} is null)`
          : sql`${readinessPriors.organizationId} is null`,
      ),
    );
  return rows as Array<{ organizationId: string | null; task: string; prior: TaskPrior }>;
}

/** Beyond this many hours a forecast says nothing a person can use: it is stored as none. */
const MAX_FORECAST_HOURS = 1_000_000;

/** Hours as stored: finite, from 0 to `MAX_FORECAST_HOURS`, else null (no forecast). NaN never reaches a column. */
export const storableHours = (hours: number | null | undefined) =>
  hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0 || hours > MAX_FORECAST_HOURS
    ? null
    : hours;

/**
 * Store a fresh figure; its figures made finite first, so no value of the model fails the write. Stale only when
 * `row.stale` says so (an upload committed while it was computed).
 */
export async function upsertReadiness(tx: Executor, row: typeof trainingReadiness.$inferInsert) {
  const guarded = {
    ...row,
    progress: Number.isFinite(row.progress) ? Math.min(1, Math.max(0, row.progress)) : 0,
    hoursLeft: storableHours(row.hoursLeft),
    hoursLow: storableHours(row.hoursLow),
    hoursHigh: storableHours(row.hoursHigh),
    stale: row.stale ?? false,
  };
  const { userId: _key, ...update } = guarded;
  await tx
    .insert(trainingReadiness)
    .values(guarded)
    .onConflictDoUpdate({ target: trainingReadiness.userId, set: update });
}

/**
 * The stored readiness state of each of `userIds` (missing: no figure yet), for the certificates' "maintenance
 * due": a certificate stays valid when its holder's readiness lapses.
 */
export async function storedReadinessStates(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: trainingReadiness.userId, state: trainingReadiness.state })
    .from(trainingReadiness)
    .where(inArray(trainingReadiness.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.state]));
}

/** The stored readiness figure of each of `userIds` (missing: none yet), for the curricula's forecast. */
export async function storedReadinessFigures(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, ReadinessFigure>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: trainingReadiness.userId, figure: trainingReadiness.figure })
    .from(trainingReadiness)
    .where(inArray(trainingReadiness.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.figure as ReadinessFigure]));
}

/** Mark the user's stored figure as missing sessions (an upload queued its recompute, or that failed). */
export async function markReadinessStale(tx: Executor, userId: string) {
  await tx
    .update(trainingReadiness)
    .set({ stale: true })
    .where(and(eq(trainingReadiness.userId, userId), eq(trainingReadiness.stale, false)));
}

/**
 * Users with training sessions but no stored readiness, one of another model version or judged by another benchmark
 * than the one that applies now (`effectiveBenchmarkSql`: an activation, a new portal default, a move), or a stale one, leaving out a
 * stale one whose `readiness-compute` job waits or runs (it is on its way; computing it here too would double the
 * work under a flood of uploads); in id order after `after` (so a user whose refresh fails is passed, not met again).
 */
export async function usersWithoutReadiness(
  db: Executor,
  modelVersion: string,
  limit: number,
  after: string | null = null,
): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select u.id from users u
    where exists (select 1 from training_sessions s where s.user_id = u.id)
      and not exists (select 1 from training_readiness r
        where r.user_id = u.id and r.model_version = ${modelVersion}
          and r.benchmark_id is not distinct from ${effectiveBenchmarkSql}
          and (not r.stale or exists (select 1 from pgboss.job j where j.name = 'readiness-compute'
            and j.state in ('created', 'retry', 'active') and j.singleton_key = u.id::text)))
      and (${after}::uuid is null or u.id > ${after}::uuid)
    order by u.id
    limit ${limit}`);
  return rows.rows.map((row) => row.id);
}

/** A page of stored states in user order (the portal's priors). */
export async function foldStatesPage(db: Executor, after: string | null, limit: number) {
  const rows = await db.execute<{ user_id: string; state: FoldState }>(sql`
    select s.user_id, s.state from readiness_states s
    where (${after}::uuid is null or s.user_id > ${after}::uuid)
    order by s.user_id
    limit ${limit}`);
  return rows.rows;
}

/** Organizations with at least `least` members with a stored state (the only ones a cohort prior can come from). */
export async function organizationsWithStates(db: Executor, least: number): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select u.organization_id as id from readiness_states s join users u on u.id = s.user_id
    where u.organization_id is not null
    group by u.organization_id having count(*) >= ${least}`);
  return rows.rows.map((row) => row.id);
}

/** The stored states of one organization's members (on `users_organization_idx`). */
export async function foldStatesOf(db: Executor, organizationId: string): Promise<FoldState[]> {
  const rows = await db.execute<{ state: FoldState }>(sql`
    select s.state from users u join readiness_states s on s.user_id = u.id where u.organization_id = ${organizationId}`);
  return rows.rows.map((row) => row.state);
}

/** Replace the stored priors with `rows` (one transaction: an assessment reads the old ones or the new ones). */
export async function replacePriors(tx: Executor, rows: Array<typeof readinessPriors.$inferInsert>) {
  await tx.delete(readinessPriors);
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(readinessPriors).values(rows.slice(start, start + 1000));
  }
}

// ----- the subject's reads -----
