import { FLS_SKILLS, type teamList } from '@portal/contracts';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  licenseSeats,
  licenses,
  organizations,
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
import { activeOn } from '../licensing/index.js';

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
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
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

/** Advisory lock namespace of a user's readiness (two uploads of one user compute it one after the other). */
const READINESS_LOCK = 18;

/**
 * The inputs of a user's readiness, read in the upload's transaction after its rows are written: the FLS
 * skills' attempts in order (the only read of raw results, per user, on `exercise_results_user_started_idx`),
 * each skill's totals from the rollups (stored with the figure: the overview reads one row), the sessions' count,
 * the latest session. Takes a transaction lock per user first,
 * so a concurrent upload's figure never misses this one's rows.
 */
export async function readinessInputs(tx: Executor, userId: string, recentDays: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${READINESS_LOCK}, hashtext(${userId}::text))`);
  const attempts = await tx.execute<{
    skill: string;
    accuracy: number;
    speed: number;
    gameplay: number;
    duration_seconds: number;
  }>(sql`
    select r.skill, r.accuracy, r.speed, r.gameplay, r.duration_seconds
    from exercise_results r
    where r.user_id = ${userId} and r.skill = any(${sql.param([...FLS_SKILLS])}::text[])
    order by r.started_at, r.session_id, r.position`);
  const [skills, sessions] = [await skillTotals(tx, userId, recentDays), await sessionCount(tx, userId)];
  const [latest] = await tx
    .select({
      startedAt: trainingSessions.startedAt,
      gameVersion: trainingSessions.gameVersion,
      organizationId: users.organizationId,
    })
    .from(trainingSessions)
    .innerJoin(users, eq(users.id, trainingSessions.userId))
    .where(eq(trainingSessions.userId, userId))
    .orderBy(sql`${trainingSessions.startedAt} desc`)
    .limit(1);
  return { attempts: attempts.rows, skills, sessions, latest: latest ?? null };
}

/** Beyond this many hours a forecast says nothing a person can use: it is stored as none. */
const MAX_FORECAST_HOURS = 1_000_000;

/** Hours as stored: finite, from 0 to `MAX_FORECAST_HOURS`, else null (no forecast). NaN never reaches a column. */
export const storableHours = (hours: number | null | undefined) =>
  hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0 || hours > MAX_FORECAST_HOURS
    ? null
    : hours;

/** Store a fresh figure (no longer stale); its figures made finite first, so no value of the model fails the write. */
export async function upsertReadiness(tx: Executor, row: typeof trainingReadiness.$inferInsert) {
  const guarded = {
    ...row,
    progress: Number.isFinite(row.progress) ? Math.min(1, Math.max(0, row.progress)) : 0,
    hoursLeft: storableHours(row.hoursLeft),
    hoursLow: storableHours(row.hoursLow),
    hoursHigh: storableHours(row.hoursHigh),
    stale: false,
  };
  const { userId: _key, ...update } = guarded;
  await tx
    .insert(trainingReadiness)
    .values(guarded)
    .onConflictDoUpdate({ target: trainingReadiness.userId, set: update });
}

/** Mark the user's stored figure as missing sessions (its refresh failed): `usersWithoutReadiness` finds it again. */
export async function markReadinessStale(tx: Executor, userId: string) {
  await tx.update(trainingReadiness).set({ stale: true }).where(eq(trainingReadiness.userId, userId));
}

/**
 * Users with training sessions but no stored readiness, one of another model version, or a stale one; in id order
 * after `after` (so a user whose refresh fails is passed, not met again).
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
        where r.user_id = u.id and r.model_version = ${modelVersion} and not r.stale)
      and (${after}::uuid is null or u.id > ${after}::uuid)
    order by u.id
    limit ${limit}`);
  return rows.rows.map((row) => row.id);
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
 * Who is on a team: the organization's active trainees (role trainee or user). Only a trainee is on track or
 * behind; trainers, and members not activated yet or deactivated, are not listed.
 */
const TEAM_ROLES = ['trainee', 'user'];
/** The SQL of "`userId` is on the team" (given the organization): active, and a trainee. */
const onTeam = (userId: SQLWrapper, roles: SQLWrapper) =>
  sql`exists (select 1 from ${users} m where m.id = ${userId} and m.status = 'active')
    and exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = any(${roles}::text[]))`;

/** The SQL of "on track" on `training_readiness` (alias `r`); docs/fls-readiness.md, "On track". */
const onTrack = (idleSince: SQL, share: number, averageHours: number) =>
  sql`(r.ready or (r.forecast_method <> 'plateau' and r.progress >= ${sql.raw(String(share))} * least(1, r.training_seconds / ${sql.raw(String(averageHours * 3600))}.0) and r.last_trained_at >= ${idleSince}))`;

export interface TeamRules {
  /** A member who last trained before this is behind. */
  idleSince: Date;
  share: number;
  averageHours: number;
}

function teamFilter(scope: TeamScope, filter: TeamListQuery['filter'], rules: TeamRules): ListFilter {
  const where = new ListFilter();
  where.add('scope', eq(users.organizationId, where.value(scope.organizationId)));
  where.add('team', onTeam(users.id, where.value(TEAM_ROLES)));
  const search = filter.search?.toLowerCase();
  if (search) where.add('search', sql`${users.searchText} like ${where.value(`%${escapeLike(search)}%`)}`);
  if (filter.track) {
    const idle = sql`${where.value(rules.idleSince.toISOString())}::timestamptz`;
    const on = sql`exists (select 1 from ${trainingReadiness} r where r.user_id = ${users.id} and ${onTrack(idle, rules.share, rules.averageHours)})`;
    where.add(`track_${filter.track}`, filter.track === 'on_track' ? on : sql`not ${on}`);
  }
  return where;
}

const teamColumns = (idleSince: SQL, rules: TeamRules) => ({
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
  onTrack: sql<boolean>`coalesce(${onTrack(idleSince, rules.share, rules.averageHours)}, false)`,
});

const teamSorts = {
  last_name: users.lastName,
  first_name: users.firstName,
  email: users.email,
  training_seconds: sql`coalesce(r.training_seconds, 0)`,
  fls_progress: sql`coalesce(r.progress, 0)`,
  last_trained_at: sql`r.last_trained_at`,
};

function teamSelect(db: Executor, filter: ListFilter, query: Pick<TeamListQuery, 'sort'>, rules: TeamRules) {
  const idle = sql`${filter.value(rules.idleSince.toISOString())}::timestamptz`;
  const order = orderByList(query.sort, teamSorts, { searching: filter.has('search'), tiebreak: users.id });
  return (where: SQL | undefined) =>
    db
      .select(teamColumns(idle, rules))
      .from(users)
      .leftJoin(sql`${trainingReadiness} r`, sql`r.user_id = ${users.id}`)
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
    .where(and(sql`${licenseSeats.detachedAt} is null`, activeOn(today)));
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
