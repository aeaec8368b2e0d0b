import {
  BENCHMARK_ATTEMPTS_MIN,
  type Benchmark,
  type BenchmarkCandidate,
  type BenchmarkOverview,
  type BenchmarkTargetInput,
  exportText,
  FLS_TASKS,
  type FlsTask,
} from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, type FieldError, notFound, validation } from '../../lib/app-error.js';
import type { ChangedBy } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { type AuditAction, recordAudit } from '../audit/index.js';
import { presentBenchmark } from './benchmark-presenters.js';
import {
  activateBenchmarkRow,
  type BenchmarkRow,
  type BenchmarkScope,
  deactivateBenchmarkRow,
  effectiveBenchmarkOf,
  expertAttempts,
  expertCandidates,
  expertsOfBenchmark,
  findBenchmark,
  insertBenchmark,
  listBenchmarks,
  lockOrganizationBenchmarks,
  membersOf,
  organizationMembersToRecompute,
  replaceBenchmarkTargets,
  versionLabel,
} from './benchmark-queries.js';
import { expertTargets } from './readiness/benchmark.js';
import { READINESS_MODEL, targetsFor } from './readiness/index.js';
import { READINESS_COMPUTE_JOB, type ReadinessComputeJob } from './readiness-compute.js';

/**
 * Benchmarks per organization (issue 27, must-have 1; docs/fls-readiness.md, "Benchmarks"): versions of the FLS
 * targets made by hand or from experts, one active per organization, a portal default chosen by an admin. Activating
 * one marks the organization's figures stale and queues each member's `readiness-compute` job: every state is folded
 * again from the first result under the new targets.
 */

const taskName = (task: FlsTask) => exportText(`fls_task.${task}`, 'en');

/** The audit row of a change to a benchmark version (`row`), in the change's transaction. */
function audit(
  tx: Executor,
  by: ChangedBy,
  action: AuditAction,
  row: { id: string; organizationId: string | null; number: number },
  at: Date,
  details: Record<string, unknown> = {},
) {
  return recordAudit(tx, {
    action,
    actorId: by.actor.id,
    ip: by.client.ip,
    userAgent: by.client.userAgent,
    details: { id: row.id, organization_id: row.organizationId, version: versionLabel(row.number), ...details },
    at,
  });
}

/** The published targets (the newest game version's) at each task's minimum level. */
const publishedTargets = () => {
  const targets = targetsFor(null);
  return FLS_TASKS.map((task) => ({ task, level: READINESS_MODEL.tasks[task].minLevel, ...targets[task] }));
};

async function shown(ctx: ServiceContext, row: BenchmarkRow): Promise<Benchmark> {
  const experts = row.source === 'experts' ? await expertsOfBenchmark(ctx.db, row.id) : [];
  return presentBenchmark(row, experts);
}

/** What judges the organization's readiness now, the published targets and the organization's versions. */
export async function benchmarkOverview(
  ctx: ServiceContext,
  scope: { organizationId: string },
): Promise<BenchmarkOverview> {
  const [effective, portalDefault, rows] = await Promise.all([
    effectiveBenchmarkOf(ctx.db, scope.organizationId),
    effectiveBenchmarkOf(ctx.db, null),
    listBenchmarks(ctx.db, scope),
  ]);
  const current = effective
    ? await findBenchmark(ctx.db, { all: true }, effective.row.id).then((row) => (row ? shown(ctx, row) : null))
    : null;
  return {
    applies: effective?.applies ?? 'published',
    current,
    fallback: portalDefault ? 'portal_default' : 'published',
    published: publishedTargets(),
    versions: await Promise.all(rows.map((row) => shown(ctx, row))),
  };
}

/** One version of the scope (404 outside it). */
export async function benchmarkOf(ctx: ServiceContext, scope: BenchmarkScope, id: string): Promise<Benchmark> {
  const row = await findBenchmark(ctx.db, scope, id);
  if (!row) throw notFound();
  return shown(ctx, row);
}

/** The organization's members who could be experts, with their counted attempts per task. */
export async function benchmarkCandidates(
  ctx: ServiceContext,
  scope: { organizationId: string },
): Promise<BenchmarkCandidate[]> {
  const members = await expertCandidates(ctx.db, scope.organizationId);
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    role: member.role,
    attempts: FLS_TASKS.map((task) => ({ task, attempts: member.attempts.get(task) ?? 0 })),
  }));
}

/**
 * Targets by hand: each row at its task's minimum level or above, one row per task and level, and every task with a
 * row at its minimum level (which judges every counted attempt below the next row). 422 per row otherwise.
 */
function checkTargets(rows: readonly BenchmarkTargetInput[]) {
  const errors: Record<string, FieldError[]> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const task = row.task as FlsTask;
    const level = Number(row.level);
    const minLevel = READINESS_MODEL.tasks[task].minLevel;
    if (level < minLevel) {
      errors[`targets.${index}.level`] = [
        { key: 'validation.benchmark_level_low', params: { task: taskName(task), level: minLevel } },
      ];
    }
    const key = `${task}:${level}`;
    if (seen.has(key)) {
      errors[`targets.${index}.level`] = [
        { key: 'validation.benchmark_level_twice', params: { task: taskName(task), level } },
      ];
    }
    seen.add(key);
  });
  const missing = FLS_TASKS.filter((task) => !seen.has(`${task}:${READINESS_MODEL.tasks[task].minLevel}`));
  if (missing.length > 0) {
    errors.targets = missing.map((task) => ({
      key: 'validation.benchmark_task_missing' as const,
      params: { task: taskName(task), level: READINESS_MODEL.tasks[task].minLevel },
    }));
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
}

const byTaskAndLevel = (a: { task: string; level: number }, b: { task: string; level: number }) =>
  FLS_TASKS.indexOf(a.task as FlsTask) - FLS_TASKS.indexOf(b.task as FlsTask) || a.level - b.level;

/** A new version: by hand (complete targets) or an empty draft to build from experts. */
export async function createBenchmark(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: { organizationId: string },
  body: { name: string | null; targets?: BenchmarkTargetInput[] | undefined },
): Promise<Benchmark> {
  const targets = body.targets ?? null;
  if (targets) checkTargets(targets);
  const id = await inTransaction(ctx.pool, async (tx) => {
    await lockOrganizationBenchmarks(tx, scope.organizationId);
    const at = ctx.clock.now();
    const made = await insertBenchmark(tx, {
      organizationId: scope.organizationId,
      name: body.name,
      source: targets ? 'manual' : null,
      targets: (targets ?? [])
        .map((row) => ({
          task: row.task,
          level: Number(row.level),
          accuracy: Number(row.accuracy),
          speed: Number(row.speed),
          gameplay: Number(row.gameplay),
        }))
        .sort(byTaskAndLevel),
      createdBy: by.actor.id,
      createdAt: at,
    });
    const row = await findBenchmark(tx, scope, made);
    if (row) {
      await audit(tx, by, 'benchmark.created', row, at, { name: row.name, source: row.source, targets: row.targets });
    }
    return made;
  });
  return benchmarkOf(ctx, scope, id);
}

/**
 * A draft's targets from experts: the members `user_ids` of the organization (scoped in SQL: anyone else is a 422 on
 * `user_ids`), each with at least `BENCHMARK_ATTEMPTS_MIN` counted attempts of every task (422 naming each expert and
 * task short of it); each expert's last `attempts` per task, pooled, give the mean minus two SD. 409 once activated.
 */
export async function benchmarkFromExperts(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: { organizationId: string },
  id: string,
  body: { user_ids: string[]; attempts: number | unknown },
): Promise<Benchmark> {
  await inTransaction(ctx.pool, async (tx) => {
    await buildFromExperts(tx, scope, id, body);
    const row = await findBenchmark(tx, scope, id);
    if (!row) throw notFound();
    const details = { expert_ids: body.user_ids, attempts: Number(body.attempts), targets: row.targets };
    await audit(tx, by, 'benchmark.built_from_experts', row, ctx.clock.now(), details);
  });
  return benchmarkOf(ctx, scope, id);
}

/** `benchmarkFromExperts` in the caller's transaction (the service's and the demo seed's). */
export async function buildFromExperts(
  tx: Executor,
  scope: { organizationId: string },
  id: string,
  body: { user_ids: string[]; attempts: number | unknown },
) {
  const n = Number(body.attempts);
  await lockOrganizationBenchmarks(tx, scope.organizationId);
  const row = await findBenchmark(tx, scope, id);
  if (!row) throw notFound();
  if (row.activatedAt) throw new AppError('conflict', 'error.benchmark_not_draft');
  const members = await membersOf(tx, scope.organizationId, body.user_ids);
  if (members.length !== body.user_ids.length) throw validation({ user_ids: ['validation.benchmark_expert_unknown'] });
  const names = new Map(members.map((member) => [member.id, member.name]));
  const attempts = await expertAttempts(tx, scope.organizationId, body.user_ids, n);
  const short: FieldError[] = [];
  for (const userId of body.user_ids) {
    for (const task of FLS_TASKS) {
      const count = attempts.get(userId)?.[task].length ?? 0;
      if (count < BENCHMARK_ATTEMPTS_MIN) {
        short.push({
          key: 'validation.benchmark_expert_attempts',
          params: {
            name: names.get(userId) ?? userId,
            count,
            task: taskName(task),
            level: READINESS_MODEL.tasks[task].minLevel,
            min: BENCHMARK_ATTEMPTS_MIN,
          },
        });
      }
    }
  }
  if (short.length > 0) {
    const first = short[0] as {
      key: 'validation.benchmark_expert_attempts';
      params: Record<string, string | number>;
    };
    throw new AppError('validation', first.key, first.params, { user_ids: short });
  }
  const experts = body.user_ids.map((userId) => attempts.get(userId) as Record<FlsTask, never[]>);
  const result = expertTargets(experts);
  await replaceBenchmarkTargets(tx, id, {
    targets: result.targets,
    expertAttempts: n,
    expertTasks: result.tasks,
    experts: body.user_ids.map((userId, index) => ({ userId, tasks: result.perExpert[index] ?? [] })),
  });
}

/** Queue each user's `readiness-compute` job (their figures are marked stale); a queue that fails is logged. */
function queueRecomputes(ctx: ServiceContext, userIds: readonly string[]) {
  void (async () => {
    for (const userId of userIds) {
      await ctx.jobs
        .enqueue<ReadinessComputeJob>(READINESS_COMPUTE_JOB, { userId }, undefined, { singletonKey: userId })
        .catch((error: unknown) => ctx.log.error({ err: error, userId }, 'readiness job not queued; retried later'));
    }
  })();
}

/**
 * Make a version the organization's active one. Already active: answered as it is, nothing queued (idempotent). Under
 * the organization's lock, so parallel activations run one after another; the partial unique index holds one active
 * version whatever happens. After the commit every member who trained is recomputed by the readiness job.
 */
export async function activateBenchmark(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: { organizationId: string },
  id: string,
): Promise<Benchmark> {
  const recompute = await inTransaction(ctx.pool, async (tx) => {
    const at = ctx.clock.now();
    await lockOrganizationBenchmarks(tx, scope.organizationId);
    const before = await findBenchmark(tx, scope, id);
    const members = await activateIn(tx, scope, id, at);
    if (before && !before.active) await audit(tx, by, 'benchmark.activated', before, at);
    return members;
  });
  queueRecomputes(ctx, recompute);
  return benchmarkOf(ctx, scope, id);
}

/**
 * The organization's active version `id` active no more: the portal's default, else the published targets, judge its
 * readiness again, every member recomputed by the readiness job as after an activation. A version not active is
 * answered as it is, nothing queued (idempotent, as activating the active one).
 */
export async function deactivateBenchmark(
  ctx: ServiceContext,
  by: ChangedBy,
  scope: { organizationId: string },
  id: string,
): Promise<Benchmark> {
  const recompute = await inTransaction(ctx.pool, async (tx) => {
    await lockOrganizationBenchmarks(tx, scope.organizationId);
    const row = await findBenchmark(tx, scope, id);
    if (!row) throw notFound();
    if (!row.active) return [];
    await deactivateBenchmarkRow(tx, scope.organizationId, id);
    await audit(tx, by, 'benchmark.deactivated', row, ctx.clock.now());
    return organizationMembersToRecompute(tx, scope.organizationId);
  });
  queueRecomputes(ctx, recompute);
  return benchmarkOf(ctx, scope, id);
}

/**
 * `activateBenchmark` in the caller's transaction: answers the members who trained (their figures now marked stale),
 * to recompute after the commit; none when the version was active already.
 */
export async function activateIn(tx: Executor, scope: { organizationId: string }, id: string, at: Date) {
  await lockOrganizationBenchmarks(tx, scope.organizationId);
  const row = await findBenchmark(tx, scope, id);
  if (!row) throw notFound();
  if (row.active) return [];
  if (row.targets.length === 0) throw new AppError('conflict', 'error.benchmark_incomplete');
  await activateBenchmarkRow(tx, scope.organizationId, id, at);
  return organizationMembersToRecompute(tx, scope.organizationId);
}

/** A new empty draft in the caller's transaction (the demo seed's): its id. */
export async function insertDraft(
  tx: Executor,
  values: { organizationId: string; name: string | null; createdBy: string | null; at: Date },
) {
  await lockOrganizationBenchmarks(tx, values.organizationId);
  return insertBenchmark(tx, {
    organizationId: values.organizationId,
    name: values.name,
    createdBy: values.createdBy,
    createdAt: values.at,
  });
}
