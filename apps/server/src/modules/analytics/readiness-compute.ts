import { CHART_LAST_SESSIONS, FLS_TASKS, type FlsTask } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { readinessPriors } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { EventBus } from '../../lib/events.js';
import type { ServiceContext } from '../../service-context.js';
import { effectiveBenchmarkOf, effectiveBenchmarkOfUser, targetsOfRow } from './benchmark-queries.js';
import {
  assessReadiness,
  type CohortMember,
  choosePrior,
  cohortPrior,
  emptyFoldState,
  type FoldState,
  foldResults,
  READINESS_VERSION,
  type ReadinessFigure,
  type TaskPrior,
} from './model-parts.js';
import {
  foldStatesOf,
  foldStatesPage,
  latestOf,
  loadFoldState,
  lockReadiness,
  markReadinessStale,
  organizationsWithStates,
  priorsOf,
  replacePriors,
  resultsAfter,
  saveFoldState,
  sessionCount,
  sessionsThrough,
  sessionsWithResults,
  skillTotals,
  upsertReadiness,
  userExists,
  usersWithoutReadiness,
} from './queries.js';
import { FORECAST, type ForecastPrior } from './readiness/forecast-constants.js';
import { foldVersionWith, targetVersionOf } from './readiness/index.js';

/**
 * The write path of readiness: one user's figure recomputed from their running fold state after an upload (the
 * `readiness-compute` job), the stale figures' refresh and the cohort priors (docs/decisions/0015-fls-readiness-v2.md).
 */

/** Results read and folded at a time (a full fold of a long history runs in a few of these). */
const FOLD_CHUNK = 5000;

/** The priors an assessment of this state takes: the organization's, else the portal's, else the published. */
async function priorsFor(tx: Executor, organizationId: string | null, state: FoldState) {
  const rows = await priorsOf(tx, organizationId, targetVersionOf(state.gameVersion));
  const of = (task: FlsTask, organization: boolean) =>
    (rows.find((row) => row.task === task && (organization ? row.organizationId !== null : row.organizationId === null))
      ?.prior ?? null) as ForecastPrior | null;
  return (task: FlsTask): TaskPrior => choosePrior(of(task, true), of(task, false)) as unknown as TaskPrior;
}

/**
 * The figure of someone who has not trained (the overview before the first session): the model on an empty state,
 * with the priors of the trainee's organization, else the portal's, else the published ones.
 */
export async function figureOfNoTraining(db: Executor, organizationId: string | null, now: Date) {
  const effective = await effectiveBenchmarkOf(db, organizationId);
  const benchmark = effective ? targetsOfRow(effective.row) : null;
  const state = emptyFoldState(benchmark);
  const priorFor = await priorsFor(db, organizationId, state);
  const figure = assessReadiness(state, { now, priorFor, seed: 'no-training', benchmark });
  return { ...figure, benchmark_version: benchmark?.version ?? null };
}

/**
 * Compute and store the user's FLS readiness, in the caller's transaction: the `readiness-compute` job's, the
 * start-up recompute's, the stale retry's, the demo seed's (and the daily refresh-due job's). Under the user's
 * advisory lock it loads the fold state, folds only the results after `through` (from the first result when the fold
 * version changed or an older session was uploaded late), assesses it with the priors and `now`, and writes the state
 * and the figure. The targets are the organization's active benchmark's, else the portal's default, else the published
 * ones: a state folded with other targets is folded again from the first result. Answers the figure as stored.
 */
export async function refreshReadiness(
  tx: Executor,
  userId: string,
  now: Date,
  events?: EventBus,
): Promise<ReadinessFigure> {
  await lockReadiness(tx, userId);
  const benchmark = await effectiveBenchmarkOfUser(tx, userId);
  const stored = await loadFoldState(tx, userId);
  let state = stored?.state ?? emptyFoldState(benchmark);
  let sessions = stored?.sessions ?? 0;
  const refold =
    stored !== null &&
    (state.foldVersion !== foldVersionWith(benchmark) ||
      (state.through !== null && (await sessionsThrough(tx, userId, state.through)) !== sessions));
  if (refold) {
    state = emptyFoldState(benchmark);
    sessions = 0;
  }
  const folded = new Set<string>();
  for (;;) {
    const results = await resultsAfter(tx, userId, state.through, FOLD_CHUNK);
    if (results.length === 0) break;
    state = foldResults(state, results, benchmark);
    for (const result of results) folded.add(result.sessionId);
    if (results.length < FOLD_CHUNK) break;
  }
  sessions += folded.size;
  const [latest, skills, sessionTotal] = [
    await latestOf(tx, userId),
    await skillTotals(tx, userId, CHART_LAST_SESSIONS),
    await sessionCount(tx, userId),
  ];
  const priorFor = await priorsFor(tx, latest.organizationId, state);
  // Seeded by the user: the same trainee, state and moment answer the same figure.
  const figure = assessReadiness(state, { now, priorFor, seed: userId, benchmark });
  const benchmarkVersion = benchmark?.version ?? null;
  const dueOn = figure.skills
    .flatMap((s) => (s.refresh_due_on ? [s] : []))
    .sort((a, b) => (a.refresh_due_on as string).localeCompare(b.refresh_due_on as string));
  const blocking =
    figure.forecast.blocking[0]?.task ?? figure.skills.find((s) => s.state === 'not_on_course')?.task ?? null;
  await saveFoldState(tx, userId, state, sessions, now);
  // An upload that committed after the results were read (its job follows): the figure says it misses sessions.
  const behind = (await sessionsWithResults(tx, userId)) > sessions;
  await upsertReadiness(tx, {
    userId,
    organizationId: latest.organizationId,
    modelVersion: figure.model_version,
    benchmarkId: benchmark?.id ?? null,
    benchmarkVersion,
    ready: figure.ready,
    state: figure.state,
    progress: figure.progress,
    forecastMethod: figure.forecast.method,
    hoursLeft: figure.forecast.hours_left,
    hoursLow: figure.forecast.low,
    hoursHigh: figure.forecast.high,
    figure: { ...figure, benchmark_version: benchmarkVersion },
    blockingTask: figure.state === 'not_on_course' ? blocking : null,
    refreshTask: figure.refresh[0]?.task ?? dueOn[0]?.task ?? null,
    refreshDueOn: dueOn[0]?.refresh_due_on ?? null,
    trainingSeconds: skills.reduce((sum, row) => sum + row.seconds, 0),
    skillLevels: Object.fromEntries(
      skills.flatMap((row) => (row.highest_level === null ? [] : [[row.skill, row.highest_level]])),
    ),
    skillTotals: skills,
    sessionCount: sessionTotal,
    // Never later than now: a session may start a few minutes ahead of the server's clock.
    lastTrainedAt: latest.startedAt ? new Date(Math.min(latest.startedAt.getTime(), now.getTime())) : null,
    computedAt: now,
    stale: behind,
  });
  // Ready: certificates issue one after the commit, once per trainee by their unique index. Published on every ready
  // figure, not only the turn, so a listener that failed once (logged) issues it at the next recompute.
  if (figure.ready) {
    events?.publish(tx, 'analytics.readiness_reached', {
      userId,
      modelVersion: figure.model_version,
      benchmarkVersion,
    });
  }
  return figure;
}

/** The schedule (and, after the portal's default benchmark changed, a job at once) that refreshes stale figures. */
export const READINESS_REFRESH_JOB = 'readiness-refresh';

/** The job that computes one user's readiness after an upload (pg-boss, one waiting job per user). */
export const READINESS_COMPUTE_JOB = 'readiness-compute';
export interface ReadinessComputeJob {
  userId: string;
}

/** The `readiness-compute` job's work: one user's figure, in a transaction of its own. */
export async function computeReadiness(ctx: ServiceContext, job: ReadinessComputeJob): Promise<void> {
  await inTransaction(ctx.pool, async (tx) => {
    // A job of the same user that runs (queued while this one's upload committed) holds the user's lock: wait for it
    // rather than fail at the pool's 5 s lock timeout and go to pg-boss's backoff; the wait holds one of the queue's
    // few workers, never a request.
    await tx.execute(sql`set local lock_timeout = '60s'`);
    // An account deleted since its upload took its sessions with it: nothing to compute, nothing to retry.
    if (await userExists(tx, job.userId)) await refreshReadiness(tx, job.userId, ctx.clock.now(), ctx.events);
  });
}

/**
 * After an upload has committed (the `training.sessions_stored` event, `jobs.ts`): mark the user's figure stale (the
 * overview says it is being computed) and queue the `readiness-compute` job (singleton key: the user). Queued after
 * the commit, not in it: a job still waiting then computes the new rows too, and one already running leaves room for
 * a new one (the queue's `short` policy), so no upload's change is lost. A queue that fails is logged: the stale
 * figure is computed by the `readiness-refresh` schedule.
 */
export async function queueReadiness(ctx: ServiceContext, userId: string) {
  await markReadinessStale(ctx.db, userId);
  void ctx.jobs
    .enqueue<ReadinessComputeJob>(READINESS_COMPUTE_JOB, { userId }, undefined, { singletonKey: userId })
    .catch((error: unknown) => ctx.log.error({ err: error, userId }, 'readiness job not queued; retried later'));
}

/** How often the recompute logs its progress (users). */
const PROGRESS_EVERY = 200;

/**
 * Store the readiness of users who trained but have no figure, whose figure an older model version computed, or
 * whose figure is stale (its job failed or was never queued): at start (not awaited: the server listens meanwhile)
 * and on the `readiness-refresh` schedule; 200 users a page until none is left. Each user in a transaction of its
 * own; one whose refresh fails is logged and passed. Logs its progress every 200 users and at the end; answers how
 * many were stored.
 */
export async function refreshStaleReadiness(ctx: ServiceContext): Promise<number> {
  let done = 0;
  let failed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await usersWithoutReadiness(ctx.db, READINESS_VERSION, PROGRESS_EVERY, after);
    if (ids.length === 0) break;
    for (const id of ids) {
      try {
        await inTransaction(ctx.pool, (tx) => refreshReadiness(tx, id, ctx.clock.now(), ctx.events));
        done += 1;
      } catch (error) {
        failed += 1;
        ctx.log.error({ err: error, userId: id }, 'readiness refresh failed; retried at the next run');
      }
    }
    after = ids.at(-1) as string;
    ctx.log.info({ done, failed, modelVersion: READINESS_VERSION }, 'readiness recompute in progress');
  }
  if (done + failed > 0) ctx.log.info({ done, failed, modelVersion: READINESS_VERSION }, 'readiness recompute done');
  return done;
}

/** Stored states read at a time by the priors' job. */
const PRIOR_PAGE = 500;
/**
 * The portal's prior of a game major takes the first 1,000 trainees by id with a state of that major: a fold state
 * keeps 60 attempts a task, so the job holds tens of megabytes, not the platform's every state, and an empirical-Bayes
 * prior of a thousand trainees moves little with more.
 */
const PORTAL_PRIOR_SAMPLE = 1000;

/**
 * The `readiness-priors` job (daily): the cohort priors per organization, game major and task, and portal-wide per
 * game major and task, from the stored fold states (docs/fls-readiness.md, "Priors"). One organization's states at a
 * time; a cohort too small for a prior (`cohortPrior` answers null) stores none, and its trainees take the next one
 * up. Answers the rows stored.
 */
export async function recomputePriors(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const stored: Array<typeof readinessPriors.$inferInsert> = [];
  const add = (organizationId: string | null, major: string, members: CohortMember[]) => {
    for (const task of FLS_TASKS) {
      const prior = cohortPrior(members, task, organizationId ? 'organization' : 'portal');
      if (!prior) continue;
      const trainees = typeof prior.trainees === 'number' ? prior.trainees : members.length;
      stored.push({ organizationId, gameMajor: major, task, prior, trainees, computedAt: now });
    }
  };
  const byMajor = (states: readonly FoldState[], cap = Number.POSITIVE_INFINITY) => {
    const groups = new Map<string, CohortMember[]>();
    for (const state of states) {
      const major = targetVersionOf(state.gameVersion);
      const list = groups.get(major) ?? [];
      if (list.length < cap) list.push(state);
      groups.set(major, list);
    }
    return groups;
  };
  const portal = new Map<string, CohortMember[]>();
  let after: string | null = null;
  for (;;) {
    const rows = await foldStatesPage(ctx.db, after, PRIOR_PAGE);
    if (rows.length === 0) break;
    for (const [major, members] of byMajor(rows.map((row) => row.state))) {
      const list = portal.get(major) ?? [];
      list.push(...members.slice(0, PORTAL_PRIOR_SAMPLE - list.length));
      portal.set(major, list);
    }
    after = rows.at(-1)?.user_id as string;
  }
  for (const [major, members] of portal) add(null, major, members);
  for (const organizationId of await organizationsWithStates(ctx.db, FORECAST.cohortMinTrainees)) {
    for (const [major, members] of byMajor(await foldStatesOf(ctx.db, organizationId))) {
      add(organizationId, major, members);
    }
  }
  await inTransaction(ctx.pool, (tx) => replacePriors(tx, stored));
  return stored.length;
}
