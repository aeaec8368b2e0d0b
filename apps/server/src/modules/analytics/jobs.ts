import type { FastifyInstance } from 'fastify';
import { READINESS_REFRESH_JOB } from './readiness-compute.js';
import {
  computeReadiness,
  queueReadiness,
  READINESS_COMPUTE_JOB,
  type ReadinessComputeJob,
  recomputePriors,
  refreshStaleReadiness,
} from './service.js';

/** Every five minutes: stale figures (a job that failed its retries, or was never queued) and missing ones. */
const READINESS_REFRESH_CRON = '*/5 * * * *';

export { READINESS_REFRESH_JOB };

export const READINESS_PRIORS_JOB = 'readiness-priors';
/** Daily at 02:47 UTC: the cohort priors from the stored states. */
const READINESS_PRIORS_CRON = '47 2 * * *';

/**
 * Workers of `readiness-compute` per instance: one, so that the job (a fold and a Monte Carlo forecast, CPU in this
 * process) never holds more than one of the instance's cores and pool connections against its requests. A user's
 * uploads meanwhile wait as one job (the `short` policy), so a busy queue computes fewer, larger folds; more
 * instances work the queue in parallel.
 */
const READINESS_WORKERS = 1;

/**
 * Readiness after each upload: the `training.sessions_stored` event (after the upload commits) marks the figure stale
 * and queues `readiness-compute` (queue policy `short` with the user as singleton key, so at most one job per user
 * waits while any runs; the user's advisory lock orders two that run at once; three retries with backoff); the stale
 * figures' retries; the cohort priors.
 */
export async function readinessJobs(app: FastifyInstance) {
  const ctx = app.services;
  ctx.events.subscribe('training.sessions_stored', 'readiness', ({ userId }) => queueReadiness(ctx, userId));
  await ctx.jobs.handle<ReadinessComputeJob>(READINESS_COMPUTE_JOB, (job) => computeReadiness(ctx, job), {
    policy: 'short',
    workers: READINESS_WORKERS,
    retryLimit: 3,
  });
  await ctx.jobs.schedule(READINESS_REFRESH_JOB, READINESS_REFRESH_CRON, async () => {
    const stored = await refreshStaleReadiness(ctx);
    if (stored > 0) ctx.log.info({ stored }, 'readiness figures refreshed');
  });
  await ctx.jobs.schedule(READINESS_PRIORS_JOB, READINESS_PRIORS_CRON, async () => {
    const stored = await recomputePriors(ctx);
    ctx.log.info({ stored }, 'readiness priors recomputed');
  });
}
