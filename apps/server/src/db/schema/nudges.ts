import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The last practice nudge of each kind sent to a user (owned by `modules/nudges`): a run sends one only where the
 * row is missing or older than a week, by a conditional upsert whose returned row is the permission to mail. Two runs
 * at once meet on the primary key: the second waits for the first's row, finds it fresh, and sends nothing.
 */
export const practiceNudgeMails = pgTable(
  'practice_nudge_mails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `inactivity`; the primary key keeps one row per user and kind. */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
