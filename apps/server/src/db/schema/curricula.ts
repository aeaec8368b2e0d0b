import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * Groups and curricula (owned by `modules/curricula`, issue 27 must-have 2; docs/curricula.md). Every row carries its
 * organization; an assignment's group and curriculum are the same organization's by composite foreign keys.
 */

/** A named set of an organization's members ("PGY-1 2027"); names unique per organization whatever their case. */
export const curriculumGroups = pgTable(
  'curriculum_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('curriculum_groups_name_key').on(t.organizationId, sql`lower(${t.name})`),
    unique('curriculum_groups_id_organization_key').on(t.id, t.organizationId),
  ],
);

/** A group's members (inserted only from the group's organization's members, by the service's scoped SQL). */
export const curriculumGroupMembers = pgTable(
  'curriculum_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => curriculumGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('curriculum_group_members_user_idx').on(t.userId)],
);

/** A curriculum: its name and current version; the modules live in its versions. */
export const curricula = pgTable(
  'curricula',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('curricula_name_key').on(t.organizationId, sql`lower(${t.name})`),
    unique('curricula_id_organization_key').on(t.id, t.organizationId),
  ],
);

/**
 * One version of a curriculum: its ordered modules (the contracts' `curriculumModule` without `position`, in order).
 * A version once assigned never changes: an edit makes the next version.
 */
export const curriculumVersions = pgTable(
  'curriculum_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The curriculum's name when this version was made (a certificate names it). */
    name: text('name').notNull(),
    modules: jsonb('modules').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('curriculum_versions_version_key').on(t.curriculumId, t.version)],
);

/**
 * A curriculum version assigned to a group with a due date: once per curriculum and group (the unique index; a second
 * answers 409 however many race).
 */
export const curriculumAssignments = pgTable(
  'curriculum_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    curriculumId: uuid('curriculum_id').notNull(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => curriculumVersions.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    dueOn: date('due_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('curriculum_assignments_group_key').on(t.curriculumId, t.groupId),
    index('curriculum_assignments_group_idx').on(t.groupId),
    index('curriculum_assignments_organization_idx').on(t.organizationId, t.createdAt),
    foreignKey({
      name: 'curriculum_assignments_curriculum_fk',
      columns: [t.curriculumId, t.organizationId],
      foreignColumns: [curricula.id, curricula.organizationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'curriculum_assignments_group_fk',
      columns: [t.groupId, t.organizationId],
      foreignColumns: [curriculumGroups.id, curriculumGroups.organizationId],
    }),
  ],
);

/**
 * A trainee's completion of a curriculum version: written once (the primary key, `ON CONFLICT DO NOTHING`) by the
 * `curriculum-progress` job, which publishes `curricula.completed` for the certificate when it wrote the row.
 */
export const curriculumCompletions = pgTable(
  'curriculum_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => curriculumVersions.id, { onDelete: 'cascade' }),
    /** The day the last module's rule was met (the attempt's day). */
    completedOn: date('completed_on').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.versionId] })],
);
