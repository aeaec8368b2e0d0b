import { FLS_TASKS, type FlsTask } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  type BenchmarkTargetRow,
  type BenchmarkTaskStats,
  benchmarkExperts,
  benchmarks,
  users,
} from '../../db/schema/index.js';
import type { BenchmarkTarget, BenchmarkTargets, ExpertAttempt, ExpertTaskStats } from './readiness/benchmark.js';
import { READINESS_MODEL } from './readiness/index.js';

/** The benchmark versions a caller may see: an organization's (a manager's, a trainer's), or every one (an admin). */
export type BenchmarkScope = { organizationId: string } | { all: true };

const scopeCondition = (scope: BenchmarkScope) =>
  'organizationId' in scope ? eq(benchmarks.organizationId, scope.organizationId) : sql`true`;

/** A version's label, stored with figures and certificates. */
export const versionLabel = (number: number) => `v${number}`;

const asTargets = (row: { id: string; number: number; targets: BenchmarkTargetRow[] }): BenchmarkTargets => ({
  id: row.id,
  version: versionLabel(row.number),
  targets: row.targets as BenchmarkTarget[],
});

/**
 * The benchmark that judges a user's readiness: their organization's active version, else the portal's default, else
 * none (the published targets). The same rule as `effectiveBenchmarkSql`.
 */
export async function effectiveBenchmarkOfUser(tx: Executor, userId: string): Promise<BenchmarkTargets | null> {
  const rows = await tx.execute<{ id: string; number: number; targets: BenchmarkTargetRow[] }>(sql`
    with me as (select u.organization_id from users u where u.id = ${userId})
    select b.id, b.number, b.targets from benchmarks b, me
    where (b.active and b.organization_id = me.organization_id) or b.portal_default
    order by (b.active and b.organization_id is not distinct from me.organization_id) desc
    limit 1`);
  const row = rows.rows[0];
  return row ? asTargets(row) : null;
}

/** The same for an organization (or none): its active version, else the portal's default, else null. */
export async function effectiveBenchmarkOf(db: Executor, organizationId: string | null) {
  const rows = await db
    .select()
    .from(benchmarks)
    .where(
      organizationId
        ? sql`(${benchmarks.active} and ${benchmarks.organizationId} = ${organizationId}) or ${benchmarks.portalDefault}`
        : eq(benchmarks.portalDefault, true),
    );
  const own = rows.find((row) => row.active && row.organizationId === organizationId);
  const chosen = own ?? rows.find((row) => row.portalDefault) ?? null;
  return chosen ? { row: chosen, applies: own ? ('organization' as const) : ('portal_default' as const) } : null;
}

export const targetsOfRow = asTargets;

/** The targets that judge an organization's members (`effectiveBenchmarkOf`'s), or null for the published targets. */
export async function effectiveTargetsOf(db: Executor, organizationId: string): Promise<BenchmarkTargets | null> {
  const effective = await effectiveBenchmarkOf(db, organizationId);
  return effective ? asTargets(effective.row) : null;
}

/**
 * SQL: the id of the benchmark that judges user `u`'s readiness (alias `u` of `users`): the organization's active
 * version, else the portal's default, else null. The stale-figure refresh compares it with the stored figure's.
 */
export const effectiveBenchmarkSql = sql`coalesce(
  (select b.id from benchmarks b where b.organization_id = u.organization_id and b.active),
  (select b.id from benchmarks b where b.portal_default))`;

export type BenchmarkRow = typeof benchmarks.$inferSelect & {
  organizationName: string | null;
  createdByName: string | null;
};

const selection = {
  id: benchmarks.id,
  organizationId: benchmarks.organizationId,
  number: benchmarks.number,
  name: benchmarks.name,
  source: benchmarks.source,
  targets: benchmarks.targets,
  expertAttempts: benchmarks.expertAttempts,
  expertTasks: benchmarks.expertTasks,
  active: benchmarks.active,
  portalDefault: benchmarks.portalDefault,
  createdBy: benchmarks.createdBy,
  createdAt: benchmarks.createdAt,
  activatedAt: benchmarks.activatedAt,
  organizationName: sql<string | null>`(select o.name from organizations o where o.id = ${benchmarks.organizationId})`,
  createdByName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u
    where u.id = ${benchmarks.createdBy})`,
};

/** The scope's versions, newest first. */
export async function listBenchmarks(db: Executor, scope: BenchmarkScope): Promise<BenchmarkRow[]> {
  return db
    .select(selection)
    .from(benchmarks)
    .where(scopeCondition(scope))
    .orderBy(sql`${benchmarks.createdAt} desc`, sql`${benchmarks.number} desc`);
}

/** Complete versions of every organization (the admin's choice of a portal default). */
export async function completeBenchmarks(db: Executor): Promise<BenchmarkRow[]> {
  return db
    .select(selection)
    .from(benchmarks)
    .where(sql`jsonb_array_length(${benchmarks.targets}) > 0`)
    .orderBy(sql`${benchmarks.createdAt} desc`)
    .limit(200);
}

/** One version in the scope, or null (another organization's is null too). */
export async function findBenchmark(db: Executor, scope: BenchmarkScope, id: string): Promise<BenchmarkRow | null> {
  const [row] = await db
    .select(selection)
    .from(benchmarks)
    .where(and(eq(benchmarks.id, id), scopeCondition(scope)));
  return row ?? null;
}

/** Serializes the writes to one organization's versions (numbering, activation) in the caller's transaction. */
export async function lockOrganizationBenchmarks(tx: Executor, organizationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('benchmarks'), hashtext(${organizationId}::text))`);
}

/** Serializes changes of the portal's default. */
export async function lockPortalDefault(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('benchmarks'), 0)`);
}

export async function insertBenchmark(
  tx: Executor,
  values: Omit<typeof benchmarks.$inferInsert, 'number'> & { organizationId: string },
) {
  const [next] = await tx
    .execute<{ number: number }>(sql`
    select coalesce(max(number), 0)::int + 1 as number from benchmarks where organization_id = ${values.organizationId}`)
    .then((result) => result.rows);
  const [row] = await tx
    .insert(benchmarks)
    .values({ ...values, number: next?.number ?? 1 })
    .returning({ id: benchmarks.id });
  return row?.id as string;
}

/** A draft's targets and expert data replaced (the caller checked it is a draft, under the organization's lock). */
export async function replaceBenchmarkTargets(
  tx: Executor,
  id: string,
  values: {
    targets: BenchmarkTargetRow[];
    expertAttempts: number;
    expertTasks: BenchmarkTaskStats[];
    experts: Array<{ userId: string; tasks: ExpertTaskStats[] }>;
  },
) {
  await tx
    .update(benchmarks)
    .set({
      source: 'experts',
      targets: values.targets,
      expertAttempts: values.expertAttempts,
      expertTasks: values.expertTasks,
    })
    .where(eq(benchmarks.id, id));
  await tx.delete(benchmarkExperts).where(eq(benchmarkExperts.benchmarkId, id));
  await tx.insert(benchmarkExperts).values(
    values.experts.map((expert, position) => ({
      benchmarkId: id,
      position,
      userId: expert.userId,
      tasks: expert.tasks,
    })),
  );
}

/** The expert rows of a version with each expert's name (null once the account is gone). */
export async function expertsOfBenchmark(db: Executor, id: string) {
  return db
    .select({
      userId: benchmarkExperts.userId,
      name: sql<
        string | null
      >`case when ${users.id} is null then null else trim(${users.firstName} || ' ' || ${users.lastName}) end`,
      tasks: benchmarkExperts.tasks,
    })
    .from(benchmarkExperts)
    .leftJoin(users, eq(users.id, benchmarkExperts.userId))
    .where(eq(benchmarkExperts.benchmarkId, id))
    .orderBy(asc(benchmarkExperts.position));
}

/** Of `ids`, the active members of the organization (scoped in SQL), with their names. */
export async function membersOf(db: Executor, organizationId: string, ids: readonly string[]) {
  return db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        sql`${users.id} = any(${sql.param([...ids])}::uuid[])`,
      ),
    );
}

/** The FLS tasks as SQL rows: task, skill, exercise (lower case), minimum level (what counts, as the fold's `taskOf`). */
const taskRows = () =>
  sql.join(
    FLS_TASKS.flatMap((task) => {
      const definition = READINESS_MODEL.tasks[task];
      return definition.exercises.map(
        (exercise) =>
          sql`(${task}::text, ${definition.skill}::text, ${exercise.trim().toLowerCase()}::text, ${definition.minLevel}::int)`,
      );
    }),
    sql`, `,
  );

/**
 * Each of `userIds`' last `n` counted attempts per FLS task (completed, the task's exercise, at its minimum level or
 * above: what the fold counts), newest first.
 */
export async function expertAttempts(
  db: Executor,
  organizationId: string,
  userIds: readonly string[],
  n: number,
): Promise<Map<string, Record<FlsTask, ExpertAttempt[]>>> {
  const rows = await db.execute<{
    user_id: string;
    task: FlsTask;
    level: number;
    accuracy: number;
    speed: number;
    gameplay: number;
  }>(sql`
    select user_id, task, level, accuracy, speed, gameplay from (
      select r.user_id, t.task, r.level, r.accuracy, r.speed, r.gameplay,
        row_number() over (partition by r.user_id, t.task order by r.started_at desc, r.session_id desc, r.position desc) as k
      from exercise_results r
      join (values ${taskRows()}) as t(task, skill, exercise, min_level)
        on r.skill = t.skill and lower(trim(r.exercise_name)) = t.exercise and r.level >= t.min_level
      join users u on u.id = r.user_id and u.organization_id = ${organizationId}
      where r.user_id = any(${sql.param([...userIds])}::uuid[]) and r.completed
    ) ranked
    where k <= ${n}`);
  const byUser = new Map<string, Record<FlsTask, ExpertAttempt[]>>();
  for (const id of userIds) {
    byUser.set(
      id,
      Object.fromEntries(FLS_TASKS.map((task) => [task, []])) as unknown as Record<FlsTask, ExpertAttempt[]>,
    );
  }
  for (const row of rows.rows) {
    byUser.get(row.user_id)?.[row.task].push({
      level: row.level,
      accuracy: Number(row.accuracy),
      speed: Number(row.speed),
      gameplay: Number(row.gameplay),
    });
  }
  return byUser;
}

/** The organization's active members with their counted attempts per FLS task (the experts' picker), most first. */
export async function expertCandidates(db: Executor, organizationId: string) {
  const rows = await db.execute<{ id: string; name: string; role: string; task: FlsTask | null; attempts: number }>(sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as name,
      coalesce((select ur.role from user_roles ur where ur.user_id = u.id
        order by case ur.role when 'license-manager' then 0 when 'trainer' then 1 else 2 end, ur.role limit 1),
        'trainee') as role,
      c.task, coalesce(c.attempts, 0)::int as attempts
    from users u
    left join lateral (
      select t.task, count(*)::int as attempts
      from exercise_results r
      join (values ${taskRows()}) as t(task, skill, exercise, min_level)
        on r.skill = t.skill and lower(trim(r.exercise_name)) = t.exercise and r.level >= t.min_level
      where r.user_id = u.id and r.completed
      group by t.task
    ) c on true
    where u.organization_id = ${organizationId} and u.status = 'active'
    order by u.last_name, u.first_name, u.id`);
  const members = new Map<string, { id: string; name: string; role: string; attempts: Map<FlsTask, number> }>();
  for (const row of rows.rows) {
    const member = members.get(row.id) ?? { id: row.id, name: row.name, role: row.role, attempts: new Map() };
    if (row.task) member.attempts.set(row.task, row.attempts);
    members.set(row.id, member);
  }
  return [...members.values()];
}

/**
 * Make `id` the organization's active version (the caller holds the organization's lock): the one active before is
 * retired, the first activation fixes the targets. Answers whether anything changed.
 */
export async function activateBenchmarkRow(tx: Executor, organizationId: string, id: string, at: Date) {
  await tx
    .update(benchmarks)
    .set({ active: false })
    .where(
      and(eq(benchmarks.organizationId, organizationId), eq(benchmarks.active, true), sql`${benchmarks.id} <> ${id}`),
    );
  await tx
    .update(benchmarks)
    .set({ active: true, activatedAt: sql`coalesce(${benchmarks.activatedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(benchmarks.id, id));
}

/** The organization's version `id` active no more (the portal's default or the published targets apply again). */
export async function deactivateBenchmarkRow(tx: Executor, organizationId: string, id: string) {
  await tx
    .update(benchmarks)
    .set({ active: false })
    .where(and(eq(benchmarks.organizationId, organizationId), eq(benchmarks.id, id)));
}

/** The portal's default: `id`, or none (the published targets). The caller holds `lockPortalDefault`. */
export async function setPortalDefault(tx: Executor, id: string | null, at: Date) {
  await tx.update(benchmarks).set({ portalDefault: false }).where(eq(benchmarks.portalDefault, true));
  if (id) {
    await tx
      .update(benchmarks)
      .set({
        portalDefault: true,
        activatedAt: sql`coalesce(${benchmarks.activatedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(benchmarks.id, id));
  }
}

/** Mark the figures of an organization's members stale (their recompute is queued) and answer who trained. */
export async function organizationMembersToRecompute(tx: Executor, organizationId: string): Promise<string[]> {
  await tx.execute(sql`
    update training_readiness r set stale = true
    from users u where u.id = r.user_id and u.organization_id = ${organizationId} and not r.stale`);
  const rows = await tx.execute<{ id: string }>(sql`
    select u.id from users u
    where u.organization_id = ${organizationId} and exists (select 1 from training_sessions s where s.user_id = u.id)
    order by u.id`);
  return rows.rows.map((row) => row.id);
}
