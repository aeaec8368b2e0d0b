import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what, when. The trail outlives the people in it: `user_id` and
 * `actor_id` are plain uuids (no foreign key, so deleting a user keeps them)
 * and the emails are copied at insert time, as they were then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Whom the event is about; null when unknown (a failed sign-in for an unknown email). */
    userId: uuid('user_id'),
    /** The user's email when the event happened. */
    userEmail: text('user_email'),
    /** Who did it when that is someone else (an admin resetting a user's 2FA). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    // The list is newest first; the id breaks ties (stable pages, keyset for the CSV export). The
    // action rides along, so that a page filtered by action is found in the index alone (an
    // index-only scan tests each entry's action without reading its row).
    index('audit_log_time_idx').on(t.occurredAt, t.id, t.action),
    index('audit_log_user_idx').on(t.userId, t.occurredAt),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt),
    // A user's last sign-in (the members' and seats' lists, the idle-seat rule): one probe, however
    // many other entries the user has (every attach and detach of a seat writes one).
    index('audit_log_user_login_idx').on(t.userId, t.occurredAt).where(sql`${t.action} = 'auth.login'`),
    // Exact actions, prefixes (`like 'auth.%'`) and the distinct actions, compared byte-wise
    // (collate "C") so that one index serves all three whatever the database's collation.
    index('audit_log_action_c_idx').on(sql`${t.action} collate "C"`, t.occurredAt),
    // "Whose email contains …" for the user and actor filters (pg_trgm).
    index('audit_log_user_email_trgm_idx').using('gin', sql`${t.userEmail} gin_trgm_ops`),
    index('audit_log_actor_email_trgm_idx').using('gin', sql`${t.actorEmail} gin_trgm_ops`),
  ],
);
