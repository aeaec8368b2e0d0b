import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** One target row of a benchmark version (the contracts' `benchmarkTarget`). */
export interface BenchmarkTargetRow {
  task: string;
  level: number;
  accuracy: number;
  speed: number;
  gameplay: number;
}

/** Per task over every expert attempt used: count, mean, standard deviation and the target made of them. */
export interface BenchmarkTaskStats {
  task: string;
  attempts: number;
  mean: { accuracy: number; speed: number; gameplay: number };
  sd: { accuracy: number; speed: number; gameplay: number };
  target: { accuracy: number; speed: number; gameplay: number };
}

/**
 * A benchmark version of an organization (owned by `modules/analytics`, issue 27): FLS targets per task and level,
 * set by hand or from the organization's experts (docs/fls-readiness.md, "Benchmarks"). `number` counts the
 * organization's versions (1, 2, …). A version's targets change only while it is a draft (`activated_at` null); one
 * version per organization is `active` (partial unique index), and one version of the portal may be the portal's
 * default for organizations without an active one (`portal_default`, partial unique index).
 */
export const benchmarks = pgTable(
  'benchmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name'),
    /** `manual` or `experts`; null for an empty draft. */
    source: text('source'),
    targets: jsonb('targets').$type<BenchmarkTargetRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** From experts: N (their last N attempts per task) and the statistics per task. */
    expertAttempts: integer('expert_attempts'),
    expertTasks: jsonb('expert_tasks').$type<BenchmarkTaskStats[]>(),
    active: boolean('active').notNull().default(false),
    portalDefault: boolean('portal_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** First activation: from then on the targets are fixed. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('benchmarks_organization_number_key').on(t.organizationId, t.number),
    uniqueIndex('benchmarks_one_active_per_organization').on(t.organizationId).where(sql`${t.active}`),
    uniqueIndex('benchmarks_one_portal_default').on(t.portalDefault).where(sql`${t.portalDefault}`),
  ],
);

/**
 * The expert data a version was built from, one row per expert: their attempts used and mean scores per task. The
 * expert's account may go (`user_id` set null, the figures stay: they made the targets).
 */
export const benchmarkExperts = pgTable(
  'benchmark_experts',
  {
    benchmarkId: uuid('benchmark_id')
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Per task: `{ task, attempts, mean: { accuracy, speed, gameplay } }`. */
    tasks: jsonb('tasks')
      .$type<Array<{ task: string; attempts: number; mean: { accuracy: number; speed: number; gameplay: number } }>>()
      .notNull(),
  },
  (t) => [
    primaryKey({ name: 'benchmark_experts_pk', columns: [t.benchmarkId, t.position] }),
    index('benchmark_experts_user_idx').on(t.userId),
  ],
);
