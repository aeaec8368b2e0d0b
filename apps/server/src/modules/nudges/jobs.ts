import type { FastifyInstance } from 'fastify';
import { runPracticeNudges } from './service.js';

export const PRACTICE_NUDGES_JOB = 'practice-nudges';
/**
 * Daily at 08:17 UTC (a morning mail in Europe). Who is due is read from the data, not from the tick: a missed run
 * catches up at the next, and a second run (or many at once) finds each nudge claimed and mails nothing more.
 */
const PRACTICE_NUDGES_CRON = '17 8 * * *';

/** The schedule: one job per tick however many instances run. */
export async function practiceNudgeJobs(app: FastifyInstance) {
  const ctx = app.services;
  await ctx.jobs.schedule(PRACTICE_NUDGES_JOB, PRACTICE_NUDGES_CRON, async () => {
    const report = await runPracticeNudges(ctx);
    ctx.log.info({ report }, 'practice nudges ran');
  });
}
