import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { addressColumns } from './address.js';
import { users } from './users.js';

/** The text the organizations list searches: name and city, lower-cased (see the trigram index). */
export function organizationSearchText(t: { name: AnyPgColumn; city: AnyPgColumn }) {
  return sql`lower(${t.name} || ' ' || ${t.city})`;
}

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...addressColumns(),
    /** Invitations its managers may send per UTC day; null is the portal's default (`INVITATIONS_PER_DAY`). */
    invitationLimit: integer('invitation_limit'),
    /** Days without training after which a trainee gets the inactivity reminder (3–60; null: off). */
    inactivityReminderDays: integer('inactivity_reminder_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organizations_country_format', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('organizations_invitation_limit', sql`${t.invitationLimit} between 0 and 1000000`),
    check('organizations_inactivity_reminder_days', sql`${t.inactivityReminderDays} between 3 and 60`),
    // One index per whitelisted sort of the admin list, with the id as tie-breaker (stable pages).
    index('organizations_name_idx').on(t.name, t.id),
    index('organizations_city_idx').on(t.city, t.id),
    index('organizations_country_idx').on(t.country, t.id),
    index('organizations_created_at_idx').on(t.createdAt, t.id),
    index('organizations_search_trgm_idx').using('gin', sql`${organizationSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Who the license manager of an organization is: at most one per
 * organization (the primary key) and one organization per person (unique
 * user_id). The rule lives in the key, not in a check before an insert, so it
 * holds whatever the timing: of two concurrent assignments one waits for the
 * other's lock (see `assignLicenseManager`) and replaces it, and even a
 * writer that skips that lock gets a unique violation, never a second manager.
 *
 * A table of its own rather than a `license_manager_id` column on
 * organizations: updating a uniquely indexed column of the organization row
 * takes its strongest row lock, which conflicts with the key-share lock every
 * insert of a member (users.organization_id) takes on that row, so inviting
 * members while the manager changes could deadlock. The role row
 * (`user_roles` 'license-manager', which opens the manager section) is
 * written in the same transaction as this row.
 */
export const organizationLicenseManagers = pgTable('organization_license_managers', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .unique('organization_license_managers_user_unique')
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});
