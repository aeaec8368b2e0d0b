import type { FastifyInstance } from 'fastify';
import { ensureResultPartitions } from './queries.js';

export const RESULT_PARTITIONS_JOB = 'training-partitions';
/** Daily at 03:29 UTC: the partitions of this month and the next two, well before their first row. */
const RESULT_PARTITIONS_CRON = '29 3 * * *';
const MONTHS_AHEAD = 3;

/** The jobs of training data: `exercise_results`' monthly partitions ahead of time (readiness is analytics', `jobs.ts`). */
export default async function trainingJobs(app: FastifyInstance) {
  const ctx = app.services;
  await ctx.jobs.schedule(RESULT_PARTITIONS_JOB, RESULT_PARTITIONS_CRON, async () => {
    const made = await ensureResultPartitions(ctx.db, ctx.clock.now(), MONTHS_AHEAD);
    if (made > 0) ctx.log.info({ made }, 'exercise_results partitions made');
  });
}
