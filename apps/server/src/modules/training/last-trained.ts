import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { trainingSessions } from '../../db/schema/index.js';

/**
 * When the user of `userId` (the other query's column) last trained: their latest session's start
 * (`training_sessions_user_started_idx`, one probe), never later than now (sessions stored before future starts were
 * refused may start in 2999). An SQL piece for other modules' queries (the manager's seat list), which never import
 * the table (issue 26).
 */
export const lastTrainedAt = (userId: AnyPgColumn | SQL): SQL<Date | null> =>
  sql<Date | null>`least((select max(${trainingSessions.startedAt}) from ${trainingSessions} where ${trainingSessions.userId} = ${userId}), now())`;
