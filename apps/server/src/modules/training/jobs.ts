import type { FastifyInstance } from 'fastify';
import { refreshStaleReadiness } from '../analytics/index.js';
import { ensureResultPartitions } from './queries.js';

export const RESULT_PARTITIONS_JOB = 'training-partitions';
/** Daily at 03:29 UTC: the partitions of this month and the next two, well before their first row. */
const RESULT_PARTITIONS_CRON = '29 3 * * *';
const MONTHS_AHEAD = 3;

export const READINESS_REFRESH_JOB = 'readiness-refresh';
/** Every five minutes: the readiness figures whose refresh failed in an upload (marked stale), computed again. */
const READINESS_REFRESH_CRON = '*/5 * * * *';

/** The schedules of training data: `exercise_results`' monthly partitions ahead of time, the readiness retries. */
export default async function trainingJobs(app: FastifyInstance) {
  const ctx = app.services;
  await ctx.jobs.schedule(RESULT_PARTITIONS_JOB, RESULT_PARTITIONS_CRON, async () => {
    const made = await ensureResultPartitions(ctx.db, ctx.clock.now(), MONTHS_AHEAD);
    if (made > 0) ctx.log.info({ made }, 'exercise_results partitions made');
  });
  await ctx.jobs.schedule(READINESS_REFRESH_JOB, READINESS_REFRESH_CRON, async () => {
    const stored = await refreshStaleReadiness(ctx);
    if (stored > 0) ctx.log.info({ stored }, 'readiness figures refreshed');
  });
}
