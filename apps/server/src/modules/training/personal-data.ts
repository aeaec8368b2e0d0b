import { eq } from 'drizzle-orm';
import { exerciseResults, trainingDaily, trainingSessions, trainingWeekly } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/** The sessions the game uploaded, their exercise results and the daily and weekly rollups. */
export const trainingPersonalData: PersonalData = {
  module: 'training',
  columns: [
    'training_sessions.user_id',
    'exercise_results.user_id',
    'training_daily.user_id',
    'training_weekly.user_id',
  ],
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
  async erase(tx, userId) {
    await tx.delete(exerciseResults).where(eq(exerciseResults.userId, userId));
    await tx.delete(trainingSessions).where(eq(trainingSessions.userId, userId));
    await tx.delete(trainingDaily).where(eq(trainingDaily.userId, userId));
    await tx.delete(trainingWeekly).where(eq(trainingWeekly.userId, userId));
  },
};
