import type { TeamState, teamList } from '@portal/contracts';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  licenseSeats,
  licenses,
  organizations,
  readinessPriors,
  readinessStates,
  type SessionSkillSummary,
  trainingReadiness,
  trainingSessions,
  userRoles,
  users,
} from '../../db/schema/index.js';
import {
  escapeLike,
  ListFilter,
  type ListQueryOf,
  listPage,
  orderByList,
  runShaped,
} from '../../lib/list-query/index.js';
import { seatEntitlesOn } from '../licensing/index.js';
import type { FoldState, ResultInput, TaskPrior } from './model-parts.js';

/**
 * The analytics reads (docs/decisions/0013-analytics-reads.md). Every read is keyed by the subject's user id
 * (checked against the caller's scope first: `findSubject`) or by an organization, and reads the daily
 * rollups (`training_daily`), the sessions' summaries and the stored readiness: never `exercise_results`,
 * which only the write path (`readinessAttempts`) reads, per user.
 */

/** Whose figures a read may show: the signed-in trainee themselves, or a member of one organization. */
export type SubjectScope = { self: string } | { organizationId: string };

/** The subject of a read, when `userId` is in the scope; null otherwise (the route answers 404). */
export async function findSubject(db: Executor, scope: SubjectScope, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        'self' in scope ? eq(users.id, scope.self) : eq(users.organizationId, scope.organizationId),
      ),
    );
  return row ?? null;
}
export type SubjectRow = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

// ----- the write path: what the readiness model needs, per user -----

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
  const [latest] = await tx
    .select({ startedAt: trainingSessions.startedAt })
    .from(trainingSessions)
    .where(eq(trainingSessions.userId, userId))
    .orderBy(sql`${trainingSessions.startedAt} desc`)
    .limit(1);
  const [user] = await tx.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
  return { startedAt: latest?.startedAt ?? null, organizationId: user?.organizationId ?? null };
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

/** Mark the user's stored figure as missing sessions (an upload queued its recompute, or that failed). */
export async function markReadinessStale(tx: Executor, userId: string) {
  await tx
    .update(trainingReadiness)
    .set({ stale: true })
    .where(and(eq(trainingReadiness.userId, userId), eq(trainingReadiness.stale, false)));
}

/**
 * Users with training sessions but no stored readiness, one of another model version, or a stale one, leaving out a
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

export async function storedReadiness(db: Executor, userId: string) {
  const [row] = await db.select().from(trainingReadiness).where(eq(trainingReadiness.userId, userId));
  return row ?? null;
}
export type ReadinessRow = NonNullable<Awaited<ReturnType<typeof storedReadiness>>>;

export type SkillTotalsRow = {
  skill: string;
  seconds: number;
  attempts: number;
  completed: number;
  accuracy_sum: number;
  speed_sum: number;
  gameplay_sum: number;
  accuracy_best: number | null;
  speed_best: number | null;
  gameplay_best: number | null;
  recent_attempts: number;
  recent_accuracy: number;
  recent_speed: number;
  recent_gameplay: number;
  highest_level: number | null;
  last_day: string | null;
};

/**
 * Per skill of the user (one skill with `skill`): totals, bests, the highest level completed, the last day,
 * and the sums over the skill's last `recentDays` training days (the rollups' rows of one user only).
 */
export async function skillTotals(db: Executor, userId: string, recentDays: number, skill?: string) {
  const rows = await db.execute<SkillTotalsRow>(sql`
    select d.skill, sum(d.seconds)::int as seconds, sum(d.attempts)::int as attempts, sum(d.completed)::int as completed,
      sum(d.accuracy_sum)::float8 as accuracy_sum, sum(d.speed_sum)::float8 as speed_sum,
      sum(d.gameplay_sum)::float8 as gameplay_sum,
      max(d.accuracy_best)::float8 as accuracy_best, max(d.speed_best)::float8 as speed_best,
      max(d.gameplay_best)::float8 as gameplay_best,
      coalesce(sum(d.attempts) filter (where d.rank <= ${recentDays}), 0)::int as recent_attempts,
      coalesce(sum(d.accuracy_sum) filter (where d.rank <= ${recentDays}), 0)::float8 as recent_accuracy,
      coalesce(sum(d.speed_sum) filter (where d.rank <= ${recentDays}), 0)::float8 as recent_speed,
      coalesce(sum(d.gameplay_sum) filter (where d.rank <= ${recentDays}), 0)::float8 as recent_gameplay,
      max(d.highest_level_completed) as highest_level, max(d.day)::text as last_day
    from (
      select t.*, row_number() over (partition by t.skill order by t.day desc) as rank
      from training_daily t
      where t.user_id = ${userId} and (${skill ?? null}::text is null or t.skill = ${skill ?? null}::text)
    ) d
    group by d.skill`);
  return rows.rows.map((row) => ({
    ...row,
    accuracy_best: num(row.accuracy_best),
    speed_best: num(row.speed_best),
    gameplay_best: num(row.gameplay_best),
  }));
}

/** Per day and skill in `[from, to]` (UTC days): the rollups' rows of one user. */
export async function dailyRows(db: Executor, userId: string, from: string, to: string, skill?: string) {
  const rows = await db.execute<{
    day: string;
    skill: string;
    seconds: number;
    attempts: number;
    completed: number;
    accuracy_sum: number;
    speed_sum: number;
    gameplay_sum: number;
  }>(sql`
    select d.day::text as day, d.skill, d.seconds, d.attempts, d.completed,
      d.accuracy_sum::float8 as accuracy_sum, d.speed_sum::float8 as speed_sum, d.gameplay_sum::float8 as gameplay_sum
    from training_daily d
    where d.user_id = ${userId} and d.day between ${from}::date and ${to}::date
      and (${skill ?? null}::text is null or d.skill = ${skill ?? null}::text)
    order by d.day`);
  return rows.rows;
}

const sessionColumns = {
  id: trainingSessions.id,
  startedAt: trainingSessions.startedAt,
  endedAt: trainingSessions.endedAt,
  summary: trainingSessions.summary,
};
export interface SessionRow {
  id: string;
  startedAt: Date;
  endedAt: Date;
  summary: SessionSkillSummary[];
}

/** The user's latest `limit` sessions (with `skill`: those in which it was trained), newest first. */
export async function latestSessions(
  db: Executor,
  userId: string,
  limit: number,
  skill?: string,
): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.userId, userId),
        skill ? sql`${trainingSessions.summary} @> ${JSON.stringify([{ skill }])}::jsonb` : undefined,
      ),
    )
    .orderBy(sql`${trainingSessions.startedAt} desc`)
    .limit(limit);
}

/** How many sessions the user has (from `since`, before `before`: one index range). */
export async function sessionCount(db: Executor, userId: string, since?: Date, before?: Date): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from training_sessions s
    where s.user_id = ${userId}
      and s.started_at >= coalesce(${since?.toISOString() ?? null}::timestamptz, '-infinity')
      and s.started_at < coalesce(${before?.toISOString() ?? null}::timestamptz, 'infinity')`);
  return rows.rows[0]?.count ?? 0;
}

// ----- the team -----

export type TeamListQuery = ListQueryOf<typeof teamList>;
export type TeamScope = { organizationId: string };

/**
 * Who is on a team: the organization's active trainees (role trainee or user). Only a trainee is on course or
 * not; trainers, and members not activated yet or deactivated, are not listed.
 */
const TEAM_ROLES = ['trainee', 'user'];
/**
 * The SQL of "`userId` is on the team" (given the organization): active, and a trainee. `offset 0` keeps each
 * `exists` a probe per member on the primary keys: as a semi-join, PostgreSQL hashed every `user_roles` row of the
 * platform to show one organization (EXPLAIN over 20,000 trainees, `bench/explain-team.ts`).
 */
const onTeam = (userId: SQLWrapper, roles: SQLWrapper) =>
  sql`exists (select 1 from ${users} m where m.id = ${userId} and m.status = 'active' offset 0)
    and exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = any(${roles}::text[]) offset 0)`;

export interface TeamRules {
  /** A member who last trained before this (or never) is idle. */
  idleSince: Date;
  /** Today (UTC): a proficient task whose `refresh_due_on` has come is due, though its figure was computed before. */
  today: string;
}

/**
 * A member's state on `training_readiness` (alias `r`; docs/fls-readiness.md, "The team"): a task due or relapsed
 * (or due by today) is `refresh_due`; `ready`; `idle` without training for `IDLE_DAYS` days (or never); then the
 * figure's `not_on_course` or `on_course`. Idle wins over on and not on course (a forecast for someone who stopped
 * says little), not over ready and refresh due (a decay always comes after weeks without training).
 */
const stateOf = (idleSince: SQL, today: SQL) => sql`case
    when r.user_id is null then 'idle'
    when r.state in ('refresh_due', 'refresh_needed') or r.refresh_due_on <= ${today} then 'refresh_due'
    when r.state = 'ready' then 'ready'
    when r.last_trained_at is null or r.last_trained_at < ${idleSince} then 'idle'
    when r.state = 'not_on_course' then 'not_on_course'
    else 'on_course' end`;

/** The sort `forecast`: ready first, then on course by hours left, then refresh due, not on course, idle. */
const forecastRank = (state: SQL) => sql`case ${state}
    when 'ready' then 0 when 'on_course' then 1 + least(coalesce(r.hours_left, 999), 999) / 1000.0
    when 'refresh_due' then 2 when 'not_on_course' then 3 else 4 end`;

const rulesSql = (filter: ListFilter, rules: TeamRules) => ({
  idle: sql`${filter.value(rules.idleSince.toISOString())}::timestamptz`,
  today: sql`${filter.value(rules.today)}::date`,
});

function teamFilter(scope: TeamScope, filter: TeamListQuery['filter'], rules: TeamRules): ListFilter {
  const where = new ListFilter();
  where.add('scope', eq(users.organizationId, where.value(scope.organizationId)));
  where.add('team', onTeam(users.id, where.value(TEAM_ROLES)));
  const search = filter.search?.toLowerCase();
  if (search) where.add('search', sql`${users.searchText} like ${where.value(`%${escapeLike(search)}%`)}`);
  if (filter.state) {
    const { idle, today } = rulesSql(where, rules);
    where.add(
      'state',
      sql`coalesce((select ${stateOf(idle, today)} from ${trainingReadiness} r where r.user_id = ${users.id}), 'idle') = ${where.value(filter.state)}`,
    );
  }
  return where;
}

const teamColumns = (state: SQL) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roles: sql<
    string[]
  >`coalesce((select array_agg(ur.role order by ur.role) from ${userRoles} ur where ur.user_id = ${users.id} and ur.role = any(array['trainee','user','trainer'])), '{}')`,
  trainingSeconds: sql<number>`coalesce(r.training_seconds, 0)`,
  progress: sql<number>`coalesce(r.progress, 0)::float8`,
  ready: sql<boolean>`coalesce(r.ready, false)`,
  skillLevels: sql<Record<string, number> | null>`r.skill_levels`,
  lastTrainedAt: sql<Date | string | null>`r.last_trained_at`,
  state: sql<TeamState>`${state}`,
  hoursLeft: sql<number | null>`r.hours_left`,
  hoursLow: sql<number | null>`r.hours_low`,
  hoursHigh: sql<number | null>`r.hours_high`,
  blockingTask: sql<string | null>`r.blocking_task`,
  refreshTask: sql<string | null>`r.refresh_task`,
});

const teamSorts = (state: SQL) => ({
  last_name: users.lastName,
  first_name: users.firstName,
  email: users.email,
  training_seconds: sql`coalesce(r.training_seconds, 0)`,
  fls_progress: sql`coalesce(r.progress, 0)`,
  forecast: forecastRank(state),
  last_trained_at: sql`r.last_trained_at`,
});

function teamSelect(db: Executor, filter: ListFilter, query: Pick<TeamListQuery, 'sort'>, rules: TeamRules) {
  const { idle, today } = rulesSql(filter, rules);
  const state = stateOf(idle, today);
  const order = orderByList(query.sort, teamSorts(state), { searching: filter.has('search'), tiebreak: users.id });
  return (where: SQL | undefined) =>
    db
      .select(teamColumns(state))
      .from(users)
      // Per member by primary key (the lateral subquery with `offset 0` is never flattened into a join PostgreSQL
      // would hash): a hash join read every trainee's readiness row on the platform for one organization's page.
      .leftJoin(
        sql`lateral (select * from ${trainingReadiness} r0 where r0.user_id = ${users.id} offset 0) r`,
        sql`true`,
      )
      .where(where)
      .orderBy(...order);
}

/** One page of the team table and the total. */
export async function listTeam(db: Executor, scope: TeamScope, query: TeamListQuery, rules: TeamRules) {
  const filter = teamFilter(scope, query.filter, rules);
  const select = teamSelect(db, filter, query, rules);
  return listPage(db, { name: 'team', table: users, filter, sort: query.sort }, query, (where, { limit, offset }) =>
    select(where).limit(limit).offset(offset),
  );
}
export type TeamRow = Awaited<ReturnType<typeof listTeam>>['rows'][number];

/** The whole filtered, sorted team (an export), at most `limit` rows. */
export async function teamRows(
  db: Executor,
  scope: TeamScope,
  query: Pick<TeamListQuery, 'sort' | 'filter'>,
  rules: TeamRules,
  limit: number,
): Promise<TeamRow[]> {
  const filter = teamFilter(scope, query.filter, rules);
  const select = teamSelect(db, filter, query, rules);
  const sortShape = query.sort.map(({ field, direction }) => `${direction === 'desc' ? '-' : ''}${field}`).join(',');
  return runShaped(db, `team export ${filter.shape} ${sortShape}`, { ...filter.values, limit }, () =>
    select(filter.where).limit(sql.placeholder('limit') as unknown as number),
  );
}

/**
 * The team's hours per ISO week (Monday) from `from` (a Monday), with the members who trained: the weeks of the
 * organization's trainees on the team table (a trainer's own training is not the team's).
 */
export async function hoursPerWeek(db: Executor, scope: TeamScope, from: string) {
  const rows = await db.execute<{ week_start: string; seconds: number; active: number }>(sql`
    select w.week_start::text as week_start, sum(w.seconds)::int as seconds, count(*)::int as active
    from training_weekly w
    where w.organization_id = ${scope.organizationId} and w.week_start >= ${from}::date
      and ${onTeam(sql`w.user_id`, sql.param(TEAM_ROLES))}
    group by w.week_start`);
  return rows.rows;
}

// ----- the platform (admin dashboard) -----

export async function platformFigures(db: Executor, today: string, monthStart: string, activeSince: string) {
  const [organizationsCount] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations);
  const [seats] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(licenseSeats)
    .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
    .where(seatEntitlesOn(today));
  const training = await db.execute<{ seconds: number; active: number }>(sql`
    select coalesce(sum(d.seconds) filter (where d.day >= ${monthStart}::date), 0)::float8 as seconds,
      count(distinct d.user_id) filter (where d.day >= ${activeSince}::date)::int as active
    from training_daily d
    where d.day >= least(${monthStart}::date, ${activeSince}::date)`);
  return {
    organizations: organizationsCount?.count ?? 0,
    activeSeats: seats?.count ?? 0,
    seconds: Number(training.rows[0]?.seconds ?? 0),
    activeTrainees: training.rows[0]?.active ?? 0,
  };
}
