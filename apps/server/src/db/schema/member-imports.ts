import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** A row of an import as stored: the file's values, then its outcome and its problems (catalogue keys). */
export interface StoredImportRow {
  row: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  status: 'pending' | 'invited' | 'failed';
  errors: Array<{ field: string; key: string; params?: Record<string, string | number> }>;
}

/**
 * A manager's bulk invite from a CSV file (docs/decisions/0014-member-import-from-csv.md): the
 * file's rows with each one's result, and how far the work is. A large file is worked by a job in
 * chunks, each chunk's invitations and this row's progress in one transaction; a retry of the
 * same file (same SHA-256, same organization, within a day) is answered with this import.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the file's bytes, hex. */
    contentHash: text('content_hash').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: bigint('total', { mode: 'number' }).notNull(),
    processed: bigint('processed', { mode: 'number' }).notNull().default(0),
    invited: bigint('invited', { mode: 'number' }).notNull().default(0),
    failed: bigint('failed', { mode: 'number' }).notNull().default(0),
    rows: jsonb('rows').$type<StoredImportRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('member_imports_retry_idx').on(t.organizationId, t.contentHash, t.createdAt),
    check('member_imports_counts', sql`${t.processed} <= ${t.total} and ${t.invited} + ${t.failed} = ${t.processed}`),
  ],
);
