import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { licenses } from './licensing.js';

/**
 * What the billing job told about a license, once: a reminder 30 or 7 days before it ends, or its
 * expiry (`kind`), for the end date it had then (`ends_on`: a license extended later is reminded
 * again before its new end). The primary key makes a second run, or two at once, send nothing more.
 */
export const licenseNotices = pgTable(
  'license_notices',
  {
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder_30', 'reminder_7', 'expired'] }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.kind, t.endsOn] })],
);
