import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A person's data export (owned by `modules/data-exports`; GDPR articles 15 and 20): asked by the person or by an
 * admin, built by a job into one ZIP in the storage (`file_key`), downloadable by whoever asked until `expires_at`.
 * One export of a person per asker waits at a time (the partial unique index): a second request while one is being
 * built is refused, also when a hundred arrive at once.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose data. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked (and may download): the person, or an admin. */
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    fileKey: text('file_key'),
    size: bigint('size', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_one_pending_idx').on(t.userId, t.requestedBy).where(sql`${t.status} = 'pending'`),
    index('data_exports_requested_by_idx').on(t.requestedBy, t.requestedAt),
    index('data_exports_user_idx').on(t.userId),
  ],
);
