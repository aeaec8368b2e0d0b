import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * The readiness read model's tables (modules/analytics: the readiness job writes them from the training data;
 * docs/decisions/0013-analytics-reads.md). Once in `training.ts`; the tables are the same.
 */

/**
 * Each trainee's FLS readiness as the model (`modules/analytics/readiness/`, named by `model_version`, a hash of its
 * constants) last assessed it: by the `readiness-compute` job after an upload, the start-up recompute after a model
 * change, or the `readiness-refresh` retry of a stale figure. `figure` is the answer as computed (the contracts'
 * `flsReadiness` but `computed_at` and `stale`); the columns beside it are what the team tables sort and filter by:
 * the state, the forecast, the task that blocks or is due, hours trained, the highest level per skill, the last
 * session's start (docs/decisions/0013-analytics-reads.md).
 */
export const trainingReadiness = pgTable(
  'training_readiness',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    modelVersion: text('model_version').notNull(),
    /** The benchmark version whose targets judged it (`benchmarks`); null: the portal's published targets. */
    benchmarkId: uuid('benchmark_id'),
    benchmarkVersion: text('benchmark_version'),
    ready: boolean('ready').notNull(),
    /** The contracts' `READINESS_STATES`. */
    state: text('state').notNull().default('not_started'),
    // Double precision: a figure the model makes is never refused for its size (a `real` once failed an upload).
    progress: doublePrecision('progress').notNull(),
    forecastMethod: text('forecast_method').notNull(),
    hoursLeft: doublePrecision('hours_left'),
    hoursLow: doublePrecision('hours_low'),
    hoursHigh: doublePrecision('hours_high'),
    /** The figure as answered (the contracts' `flsReadiness` without `computed_at` and `stale`). */
    figure: jsonb('figure').notNull(),
    /** Not on course: the first task that blocks. */
    blockingTask: text('blocking_task'),
    /** The first task due a refresh or relapsed; else the proficient task that becomes due first. */
    refreshTask: text('refresh_task'),
    /** The earliest day a proficient task becomes due without training (the daily refresh-due job reads it). */
    refreshDueOn: date('refresh_due_on'),
    trainingSeconds: integer('training_seconds').notNull(),
    /** The highest level completed per skill (skills never completed are left out). */
    skillLevels: jsonb('skill_levels').$type<Record<string, number>>().notNull(),
    lastTrainedAt: timestamp('last_trained_at', { withTimezone: true }),
    /** Per skill trained: the rollups' totals, bests and recent sums (`SkillTotalsRow`), so the overview reads one row. */
    skillTotals: jsonb('skill_totals').notNull().default(sql`'[]'::jsonb`),
    sessionCount: integer('session_count').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    /** The figure misses sessions: an upload since has queued its recompute (or that failed and is retried). */
    stale: boolean('stale').notNull().default(false),
  },
  (t) => [
    // The team table: one organization's rows by user, with what it sorts and filters by (never a scan of every
    // trainee's row on the platform).
    index('training_readiness_org_user_idx').on(t.organizationId, t.userId),
    index('training_readiness_refresh_due_idx').on(t.refreshDueOn),
    check('training_readiness_progress_check', sql`${t.progress} between 0 and 1`),
  ],
);

/**
 * Each user's running readiness state (the model's `FoldState`: per FLS task the rule's counters, the CUSUMs and the
 * last attempts; constant in size): the job folds only the results after `state.through` into it, so its work per
 * upload stays constant however long the history (docs/decisions/0013-analytics-reads.md).
 */
export const readinessStates = pgTable('readiness_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  /** The sessions folded into it: fewer than the user's sessions up to `through` means a late upload (fold again). */
  sessions: integer('sessions').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The cohort priors of the forecast (docs/fls-readiness.md, "Priors"): per organization (null: the whole portal),
 * game major version and FLS task, from the stored states of the trainees like them; recomputed daily by the
 * `readiness-priors` job. An assessment takes the organization's, else the portal's, else the published prior.
 */
export const readinessPriors = pgTable(
  'readiness_priors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    gameMajor: text('game_major').notNull(),
    task: text('task').notNull(),
    prior: jsonb('prior').notNull(),
    trainees: integer('trainees').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('readiness_priors_scope_key').on(t.organizationId, t.gameMajor, t.task).nullsNotDistinct()],
);

/**
 * A proficient FLS task that became due a refresh (not trained for `REFRESH_DUE_DAYS`), told to the trainee once:
 * the `readiness-decay` schedule inserts the row with its mail in one transaction, and the primary key makes a
 * second run, or a hundred at once, send nothing more. `due_since` is the day it became due: a task trained again
 * and left again becomes due on a later day, and is told again. `mailed_at` is null when the trainee had turned
 * these mails off (the row still records it, so turning them on later does not send old news).
 */
export const readinessNotices = pgTable(
  'readiness_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    dueSince: date('due_since', { mode: 'string' }).notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.task, t.dueSince] })],
);
