import { eq } from 'drizzle-orm';
import { benchmarkExperts, benchmarks, readinessNotices, trainingReadiness } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/**
 * The user's FLS readiness: the figure, the running fold state and the refresh notices. The cohort priors
 * (`readiness_priors`) are per organization and name nobody. Erasing keeps the figure and the fold state, anonymous
 * on the tombstone (the cohort priors are made from the states), and deletes the notices (mails to the person).
 * Benchmarks name their experts and who created them: the figures an expert's attempts made stay (the targets rest
 * on them), the name goes.
 */
export const analyticsPersonalData: PersonalData = {
  module: 'analytics',
  columns: [
    'training_readiness.user_id',
    'readiness_states.user_id',
    'readiness_notices.user_id',
    'benchmark_experts.user_id',
    'benchmarks.created_by',
  ],
  kept: ['training_readiness.user_id', 'readiness_states.user_id'],
  async export(db, userId) {
    const [readiness] = await db
      .select({
        modelVersion: trainingReadiness.modelVersion,
        figure: trainingReadiness.figure,
        computedAt: trainingReadiness.computedAt,
      })
      .from(trainingReadiness)
      .where(eq(trainingReadiness.userId, userId));
    const notices = await db
      .select({
        task: readinessNotices.task,
        dueSince: readinessNotices.dueSince,
        noticedAt: readinessNotices.noticedAt,
        mailedAt: readinessNotices.mailedAt,
      })
      .from(readinessNotices)
      .where(eq(readinessNotices.userId, userId))
      .orderBy(readinessNotices.noticedAt);
    const expertOf = await db
      .select({ benchmarkId: benchmarkExperts.benchmarkId, tasks: benchmarkExperts.tasks })
      .from(benchmarkExperts)
      .where(eq(benchmarkExperts.userId, userId));
    return { readiness: readiness ?? null, refresh_notices: notices, benchmark_expert_data: expertOf };
  },
  async erase(_ctx, tx, { userId }) {
    await tx.delete(readinessNotices).where(eq(readinessNotices.userId, userId));
    await tx.update(benchmarkExperts).set({ userId: null }).where(eq(benchmarkExperts.userId, userId));
    await tx.update(benchmarks).set({ createdBy: null }).where(eq(benchmarks.createdBy, userId));
  },
};
