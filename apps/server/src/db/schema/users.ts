import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name'),
    /** Null until the user chooses a password (invitation). */
    passwordHash: text('password_hash'),
    /**
     * `inactive`: not activated yet (a sign-up or an invitation); `deactivated`: turned off by the
     * license manager (no sign-in, no mailed links; the row and its email stay).
     */
    status: text('status', { enum: ['active', 'inactive', 'deactivated'] })
      .notNull()
      .default('active'),
    language: text('language').notNull().default('en'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The "a task is due a refresh" mails (the `readiness-decay` schedule); the trainee turns them off in the profile. */
    refreshReminders: boolean('refresh_reminders').notNull().default(true),
    /** The organization's inactivity reminder (`practice-nudges` job); the trainee turns it off in the profile. */
    practiceReminders: boolean('practice_reminders').notNull().default(true),
    /** Minutes a week the trainee means to train (10–3000; null: none); the overview shows the week against it. */
    weeklyGoalMinutes: integer('weekly_goal_minutes'),
    /**
     * Set when the person was erased (GDPR art. 17, `users/lifecycle.ts`): the row is a pseudonymous tombstone
     * ("Erased user 7F3A", `erased-<uuid>@invalid`, no password, deactivated) that keeps the anonymous training
     * records attached, so the team's figures do not change. Every user read but the team's figures skips it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The text the admin list searches: first and last name and email, lower-cased, kept by
     * PostgreSQL. Stored, so that checking a trigram match reads it instead of computing it per row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || email)`),
  },
  (t) => [
    check('users_weekly_goal_minutes', sql`${t.weeklyGoalMinutes} between 10 and 3000`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_name_unique').on(sql`lower(${t.userName})`).where(sql`${t.userName} is not null`),
    index('users_organization_idx').on(t.organizationId),
    // One index per whitelisted sort of the admin list, with the id as tie-breaker (keyset-ready, stable pages).
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_first_name_idx').on(t.firstName, t.id),
    index('users_email_sort_idx').on(t.email, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    // The list's search matches name, full name and email in one trigram-indexed column (pg_trgm).
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);
