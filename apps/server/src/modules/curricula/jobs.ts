import type { FastifyInstance } from 'fastify';
import { CURRICULUM_PROGRESS_JOB } from './job-name.js';
import { refreshCurriculumProgress } from './progress-service.js';
import { queueProgress } from './service.js';

/**
 * Curricula react to uploads: `training.sessions_stored` (after the upload commits) queues `curriculum-progress` for
 * the user (policy `short`, the user as singleton key: one waits while any runs), which records completed curricula
 * and publishes `curricula.completed` (certificates subscribe). A failed job retries with backoff.
 */
export async function curriculumJobs(app: FastifyInstance) {
  const ctx = app.services;
  ctx.events.subscribe('training.sessions_stored', 'curricula', ({ userId }) => queueProgress(ctx, [userId]));
  await ctx.jobs.handle<{ userId: string }>(
    CURRICULUM_PROGRESS_JOB,
    async ({ userId }) => {
      await refreshCurriculumProgress(ctx, userId);
    },
    { policy: 'short', workers: 1, retryLimit: 3 },
  );
}
