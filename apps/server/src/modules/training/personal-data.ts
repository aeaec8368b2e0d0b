import { eq } from 'drizzle-orm';
import { exerciseResults, trainingSessions } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/**
 * The sessions the game uploaded, their exercise results and the daily and weekly rollups. Erasing keeps them as
 * anonymous records on the pseudonymous tombstone, so the team's hours per week and the cohort priors do not change:
 * none of their columns names the person (device and hardware serial are the game's, the device tokens go).
 */
export const trainingPersonalData: PersonalData = {
  module: 'training',
  columns: [
    'training_sessions.user_id',
    'exercise_results.user_id',
    'training_daily.user_id',
    'training_weekly.user_id',
  ],
  kept: ['training_sessions.user_id', 'exercise_results.user_id', 'training_daily.user_id', 'training_weekly.user_id'],
  async export(db, userId) {
    const sessions = await db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, userId))
      .orderBy(trainingSessions.startedAt, trainingSessions.id);
    const results = await db
      .select()
      .from(exerciseResults)
      .where(eq(exerciseResults.userId, userId))
      .orderBy(exerciseResults.startedAt, exerciseResults.sessionId, exerciseResults.position);
    return { sessions, exercise_results: results };
  },
  async erase() {
    // Kept, anonymous (see above).
  },
};
