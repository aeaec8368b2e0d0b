import type { TeamState, teamList } from '@portal/contracts';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { trainingReadiness, userRoles, users } from '../../db/schema/index.js';
import {
  escapeLike,
  ListFilter,
  type ListQueryOf,
  listPage,
  orderByList,
  runShaped,
} from '../../lib/list-query/index.js';
import { activeSeatCount } from '../licensing/index.js';
import { organizationCount } from '../organizations/index.js';

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

/**
 * "`userId` counts in the team's figures" (hours per week): on the team, or an erased trainee's tombstone, whose
 * training stays as anonymous records so the figures do not change when a person is erased (docs/privacy.md).
 */
const inTeamFigures = (userId: SQLWrapper, roles: SQLWrapper) =>
  sql`exists (select 1 from ${users} m where m.id = ${userId} and (m.status = 'active' or m.erased_at is not null) offset 0)
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
 * organization's trainees on the team table (a trainer's own training is not the team's) and of erased trainees.
 */
export async function hoursPerWeek(db: Executor, scope: TeamScope, from: string) {
  const rows = await db.execute<{ week_start: string; seconds: number; active: number }>(sql`
    select w.week_start::text as week_start, sum(w.seconds)::int as seconds, count(*)::int as active
    from training_weekly w
    where w.organization_id = ${scope.organizationId} and w.week_start >= ${from}::date
      and ${inTeamFigures(sql`w.user_id`, sql.param(TEAM_ROLES))}
    group by w.week_start`);
  return rows.rows;
}

// ----- the platform (admin dashboard) -----

export async function platformFigures(db: Executor, today: string, monthStart: string, activeSince: string) {
  const organizations = await organizationCount(db);
  const activeSeats = await activeSeatCount(db, today);
  const training = await db.execute<{ seconds: number; active: number }>(sql`
    select coalesce(sum(d.seconds) filter (where d.day >= ${monthStart}::date), 0)::float8 as seconds,
      count(distinct d.user_id) filter (where d.day >= ${activeSince}::date)::int as active
    from training_daily d
    where d.day >= least(${monthStart}::date, ${activeSince}::date)`);
  return {
    organizations,
    activeSeats,
    seconds: Number(training.rows[0]?.seconds ?? 0),
    activeTrainees: training.rows[0]?.active ?? 0,
  };
}
