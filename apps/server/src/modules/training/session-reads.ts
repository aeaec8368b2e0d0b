/**
 * Reads of `training_sessions` for the read models (analytics): they never import the table itself
 * (test/module-boundaries.test.ts). Each is keyed by one user, served by the user's sessions index.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type SessionSkillSummary, trainingSessions } from '../../db/schema/index.js';

export type { SessionSkillSummary };

const sessionColumns = {
  id: trainingSessions.id,
  startedAt: trainingSessions.startedAt,
  endedAt: trainingSessions.endedAt,
  summary: trainingSessions.summary,
};
export interface SessionRow {
  id: string;
  startedAt: Date;
  endedAt: Date;
  summary: SessionSkillSummary[];
}

/** The user's latest `limit` sessions (with `skill`: those in which it was trained), newest first. */
export async function latestSessions(
  db: Executor,
  userId: string,
  limit: number,
  skill?: string,
): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.userId, userId),
        skill ? sql`${trainingSessions.summary} @> ${JSON.stringify([{ skill }])}::jsonb` : undefined,
      ),
    )
    .orderBy(sql`${trainingSessions.startedAt} desc`)
    .limit(limit);
}

/** When the user's latest session started; null before the first. */
export async function latestSessionStart(db: Executor, userId: string): Promise<Date | null> {
  const [latest] = await db
    .select({ startedAt: trainingSessions.startedAt })
    .from(trainingSessions)
    .where(eq(trainingSessions.userId, userId))
    .orderBy(sql`${trainingSessions.startedAt} desc`)
    .limit(1);
  return latest?.startedAt ?? null;
}
