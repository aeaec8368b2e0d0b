import { eq } from 'drizzle-orm';
import { readinessNotices, readinessStates, trainingReadiness } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/**
 * The user's FLS readiness: the figure, the running fold state and the refresh notices. The cohort priors
 * (`readiness_priors`) are per organization and name nobody.
 */
export const analyticsPersonalData: PersonalData = {
  module: 'analytics',
  columns: ['training_readiness.user_id', 'readiness_states.user_id', 'readiness_notices.user_id'],
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
    return { readiness: readiness ?? null, refresh_notices: notices };
  },
  async erase(tx, userId) {
    await tx.delete(trainingReadiness).where(eq(trainingReadiness.userId, userId));
    await tx.delete(readinessStates).where(eq(readinessStates.userId, userId));
    await tx.delete(readinessNotices).where(eq(readinessNotices.userId, userId));
  },
};
