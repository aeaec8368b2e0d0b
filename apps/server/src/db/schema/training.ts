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
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.js';
import { users } from './users.js';

/**
 * Training data the game uploads (migration 0018, written by hand: `exercise_results` is
 * partitioned by month; docs/decisions/0010-training-data.md). Every row carries the
 * organization, copied from the user at upload, so each query can be keyed by it.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    /** The game's own UUID: a retried upload never stores a session twice. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id'),
    deviceTokenId: uuid('device_token_id'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    hardwareSerial: text('hardware_serial'),
    gameVersion: text('game_version').notNull(),
    platform: text('platform').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    flagged: boolean('flagged').notNull().default(false),
    /**
     * Per skill played: attempts, seconds, highest level completed and mean scores (contracts'
     * `sessionSkill`), written at upload so that the charts of sessions never read raw results.
     */
    summary: jsonb('summary').$type<SessionSkillSummary[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('training_sessions_org_user_started_idx').on(t.organizationId, t.userId, t.startedAt),
    index('training_sessions_user_started_idx').on(t.userId, t.startedAt),
    // A user's sessions with results, in the fold's order: how many lie at or before where the readiness fold stopped
    // (a late upload folds again) and how many there are, counted from this index alone, not from each session's row.
    index('training_sessions_user_folded_idx').on(t.userId, t.startedAt, t.id).where(sql`${t.summary} <> '[]'::jsonb`),
    check(
      'training_sessions_span_check',
      sql`${t.endedAt} >= ${t.startedAt} and ${t.endedAt} - ${t.startedAt} <= interval '24 hours'`,
    ),
  ],
);

/**
 * One exercise of a session; partitioned by `started_at` (the session's start), one partition per month. Written only
 * with its session, in the upload's transaction (`storeSessions`), and deleted with it by the statement trigger
 * `training_sessions_delete_results` (migration 0031): no foreign key, whose check per row was most of a maximal
 * upload's time (20,000 look-ups of the session just inserted).
 */
export const exerciseResults = pgTable(
  'exercise_results',
  {
    sessionId: uuid('session_id').notNull(),
    position: smallint('position').notNull(),
    userId: uuid('user_id').notNull(),
    organizationId: uuid('organization_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    skill: text('skill').notNull(),
    level: integer('level').notNull(),
    exerciseName: text('exercise_name').notNull(),
    completed: boolean('completed').notNull(),
    /** Scores to hundredths (ingest rounds), in double precision: read back as sent (migration 0024). */
    accuracy: doublePrecision('accuracy').notNull(),
    speed: doublePrecision('speed').notNull(),
    gameplay: doublePrecision('gameplay').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    errors: integer('errors').notNull(),
    metrics: jsonb('metrics'),
  },
  (t) => [
    // A user's results in the readiness fold's order (start, session, position): the fold reads on from where it
    // stopped as one ordered range of this key (`resultsAfter`), never sorting what it reads. The only index, so an
    // upload keeps one up to date (a result is its session's, which has one user and one start: unique as before).
    primaryKey({ name: 'exercise_results_pk', columns: [t.userId, t.startedAt, t.sessionId, t.position] }),
    check(
      'exercise_results_scores_check',
      sql`${t.accuracy} between 0 and 100 and ${t.speed} between 0 and 100 and ${t.gameplay} between 0 and 100`,
    ),
  ],
);

/**
 * Per user, UTC day (of the session's start) and skill: sums and counts, so means compose
 * over any range (mean = sum / attempts), and bests. Written in the upload's transaction.
 */
export const trainingDaily = pgTable(
  'training_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id'),
    day: date('day').notNull(),
    skill: text('skill').notNull(),
    seconds: integer('seconds').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    accuracySum: doublePrecision('accuracy_sum').notNull().default(0),
    speedSum: doublePrecision('speed_sum').notNull().default(0),
    gameplaySum: doublePrecision('gameplay_sum').notNull().default(0),
    accuracyBest: doublePrecision('accuracy_best').notNull().default(0),
    speedBest: doublePrecision('speed_best').notNull().default(0),
    gameplayBest: doublePrecision('gameplay_best').notNull().default(0),
    highestLevelCompleted: integer('highest_level_completed'),
  },
  (t) => [
    primaryKey({ name: 'training_daily_pk', columns: [t.userId, t.day, t.skill] }),
    // The platform's figures (hours this month, trainees active this week) read a few days of every user.
    index('training_daily_day_idx').on(t.day),
  ],
);

/**
 * Per user and ISO week (its Monday, UTC): the seconds trained, with the organization of the week's latest
 * upload. The team's hours per week read it (a 200-member team's 12 weeks are at most
 * 2,400 rows, where the daily rollups hold up to eight a member a day). Written in the upload's transaction
 * beside the daily rollups (`storeResults`), from the same results.
 */
export const trainingWeekly = pgTable(
  'training_weekly',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    organizationId: uuid('organization_id'),
    seconds: integer('seconds').notNull(),
  },
  (t) => [
    primaryKey({ name: 'training_weekly_pk', columns: [t.userId, t.weekStart] }),
    // The team's hours per week: one organization's weeks, from the index alone.
    index('training_weekly_org_week_idx').on(t.organizationId, t.weekStart, t.userId, t.seconds),
  ],
);

/** One skill's part of a session, as `training_sessions.summary` keeps it. */
export interface SessionSkillSummary {
  skill: string;
  attempts: number;
  seconds: number;
  highest_level: number | null;
  accuracy: number;
  speed: number;
  gameplay: number;
}
