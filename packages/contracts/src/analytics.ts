import { z } from 'zod';
import { addDays, daysInRange } from './calendar-day.js';
import { DATE_RANGE_MAX_DAYS, DATE_RANGE_PRESETS } from './constants.js';
import { SKILLS, type Skill } from './training.js';

/**
 * Training analytics (issue 18): the trainee's overview, training activity and skill pages, the team
 * dashboards and the admin's platform figures. Every figure comes from the daily rollups
 * (`training_daily`), the sessions' summaries and the stored FLS readiness (docs/fls-readiness.md),
 * never from a scan over raw results. A manager's, an admin's and a trainer's member reads answer the
 * same shapes as the trainee's own.
 */

// ---------------------------------------------------------------------------------------------------
// Skills and their pages (seed §2, "Per skill")

/** The pages a skill has besides its main page. */
export const SKILL_SCORE_PAGES = ['accuracy', 'gameplay'] as const;
export type SkillScorePage = (typeof SKILL_SCORE_PAGES)[number];

/** The seed's table: which skills have an accuracy page and a gameplay page (every skill has its main page). */
export const SKILL_PAGES: Record<Skill, readonly SkillScorePage[]> = {
  'positioning-orienting': ['accuracy', 'gameplay'],
  grasping: ['accuracy', 'gameplay'],
  transferring: ['accuracy', 'gameplay'],
  ligation: ['accuracy', 'gameplay'],
  cutting: ['accuracy', 'gameplay'],
  suturing: ['accuracy'],
  clipping: [],
  dissection: [],
};

export const isSkill = (value: string): value is Skill => (SKILLS as readonly string[]).includes(value);

/** Whether `skill` is one of the eight and has `page` ('main' always). */
export function skillHasPage(skill: string, page: 'main' | SkillScorePage): boolean {
  return isSkill(skill) && (page === 'main' || SKILL_PAGES[skill].includes(page));
}

/** The game's skills that train the five FLS manual-skills tasks (suturing trains both suturing tasks). */
export const FLS_SKILLS = ['transferring', 'cutting', 'ligation', 'suturing'] as const satisfies readonly Skill[];
export type FlsSkill = (typeof FLS_SKILLS)[number];

/**
 * The five tasks of the FLS manual-skills exam (docs/fls-readiness.md). Which game skill, exercises and minimum
 * level count towards each is the readiness model's (`readiness.skills[].skill`, `exercises`, `min_level`).
 */
export const FLS_TASKS = [
  'peg_transfer',
  'pattern_cutting',
  'ligating_loop',
  'extracorporeal_suturing',
  'intracorporeal_suturing',
] as const;
export type FlsTask = (typeof FLS_TASKS)[number];

export const SCORE_KINDS = ['accuracy', 'speed', 'gameplay'] as const;
export type ScoreKind = (typeof SCORE_KINDS)[number];

/**
 * How the readiness forecast was made (docs/fls-readiness.md): `reached` (ready: every task proficient and none
 * due); `simulated` (Monte Carlo paths through the rule from the trainee's own attempts); `cohort` (too few
 * attempts of some task: that task borrows from trainees like them, said on screen); `not_on_course` (the median
 * is above `FORECAST_CAP_HOURS` or a score's plateau lies below its target: no hours figure, `blocking` names why).
 */
export const FORECAST_METHODS = ['reached', 'simulated', 'cohort', 'not_on_course'] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

/** Above this median the forecast says "not on course" and shows no hours figure. */
export const FORECAST_CAP_HOURS = 150;

/**
 * One FLS task's state: `not_started` (no attempt counts yet), `on_course`, `not_on_course` (a score's plateau lies
 * below its target, or its share of the forecast is above the cap), `proficient`, `refresh_due` (proficient, but not
 * trained for `REFRESH_DUE_DAYS`: two passes restore it), `refresh_needed` (the CUSUM saw a relapse after sign-off:
 * passing it again restores it).
 */
export const TASK_STATES = [
  'not_started',
  'on_course',
  'not_on_course',
  'proficient',
  'refresh_due',
  'refresh_needed',
] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** A mastered task not trained for this many days is due a refresh (Kowalewski et al. 2012: kept at 6 weeks). */
export const REFRESH_DUE_DAYS = 42;

/**
 * The trainee's readiness as a whole: `ready` (every task proficient), `on_course`, `not_on_course`, `refresh_due`
 * and `refresh_needed` (some task is; it names them), `not_started` (no FLS attempt counts yet).
 */
export const READINESS_STATES = [
  'not_started',
  'on_course',
  'not_on_course',
  'refresh_due',
  'refresh_needed',
  'ready',
] as const;
export type ReadinessState = (typeof READINESS_STATES)[number];

// ---------------------------------------------------------------------------------------------------
// Paths and queries

/** `{skill}` in a skill path: one of the eight; anything else is a 404 like an unknown resource. */
export const skillParams = z.strictObject({ skill: z.enum(SKILLS, { error: 'error.not_found' }) });
/** A member's skill page (`…/members/{userId}/skills/{skill}`). */
export const memberSkillParams = skillParams.extend({ userId: z.uuid({ error: 'error.not_found' }) });
/** The admin's member skill page (`/api/admin/organizations/{id}/members/{userId}/skills/{skill}`). */
export const organizationMemberSkillParams = memberSkillParams.extend({ id: z.uuid({ error: 'error.not_found' }) });

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

const calendarDate = () => z.iso.date({ error: 'validation.date' });

const isCalendarDate = (value: string | undefined): value is string =>
  value !== undefined && calendarDate().safeParse(value).success;

/**
 * `GET …/training-activity?preset=…&start_date=…&end_date=…`. The preset defaults to `last_7_days`; the
 * dates (`YYYY-MM-DD`, UTC days, both included) are required with `custom` and ignored otherwise. A custom
 * range ends on or after its start and spans at most `DATE_RANGE_MAX_DAYS` days (the end at most 364 days
 * after the start): 'The start date must be less than 365 days from the end date.' on `start_date`.
 */
export const trainingActivityQuery = z
  .strictObject({
    preset: z.enum(DATE_RANGE_PRESETS, { error: 'validation.one_of' }).default('last_7_days'),
    start_date: calendarDate().optional(),
    end_date: calendarDate().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.preset !== 'custom') return;
    if (!query.start_date) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'validation.custom_range' });
    if (!query.end_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.custom_range' });
    if (!isCalendarDate(query.start_date) || !isCalendarDate(query.end_date)) return;
    const days = daysInRange(query.start_date, query.end_date);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.date_order' });
    else if (days > DATE_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['start_date'],
        message: 'validation.date_range',
        params: { days: DATE_RANGE_MAX_DAYS },
      });
    }
  });
export type TrainingActivityQuery = z.input<typeof trainingActivityQuery>;

/**
 * The days a preset covers, ending `today` (`YYYY-MM-DD`, UTC); a custom range's own dates. The server and
 * the range picker both read ranges with it.
 */
export function rangeOf(
  query: { preset: DateRangePreset; start_date?: string; end_date?: string },
  today: string,
): { start_date: string; end_date: string } {
  if (query.preset === 'custom' && query.start_date && query.end_date) {
    return { start_date: query.start_date, end_date: query.end_date };
  }
  const days = query.preset === 'last_30_days' ? 30 : 7;
  return { start_date: addDays(today, 1 - days), end_date: today };
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** Whose figures these are: the signed-in trainee, or the member a manager, trainer or admin looks at. */
export const analyticsSubject = z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string() });

/** Scores 0–100 of one kind of score; null when there is no attempt. */
export const score = z.number().nullable();
export const scoreTriple = z.object({ accuracy: score, speed: score, gameplay: score });
export type ScoreTriple = z.infer<typeof scoreTriple>;

/** One day of a chart: minutes trained (one decimal). */
export const dayMinutes = z.object({ date: z.string(), minutes: z.number() });
export type DayMinutes = z.infer<typeof dayMinutes>;

/** One skill's part of a session: attempts, time and the mean scores. */
export const sessionSkill = z.object({
  skill: z.enum(SKILLS),
  attempts: z.number().int(),
  seconds: z.number().int(),
  highest_level: z.number().int().nullable(),
  accuracy: z.number(),
  speed: z.number(),
  gameplay: z.number(),
});
export type SessionSkill = z.infer<typeof sessionSkill>;

/** A training session as the charts and the last-session card show it. */
export const sessionSummary = z.object({
  id: z.uuid(),
  started_at: z.string(),
  ended_at: z.string(),
  /** From start to end, the pauses between exercises included. */
  duration_seconds: z.number().int(),
  /**
   * The time trained: the exercises' durations added up, as the minutes per day, the hours trained and the
   * team's hours count it (a day's bar is the sum of its sessions' `training_seconds`).
   */
  training_seconds: z.number().int(),
  attempts: z.number().int(),
  /** Per skill played, in the order of `SKILLS`. */
  skills: z.array(sessionSkill),
  /** The means over the session's attempts. */
  scores: scoreTriple,
});
export type SessionSummary = z.infer<typeof sessionSummary>;

const targetTriple = z.object({ accuracy: z.number(), speed: z.number(), gameplay: z.number() });

/** The LC-CUSUM that signs a task off and the CUSUM that then watches it for a relapse (docs/fls-readiness.md). */
export const taskCusum = z.object({
  /** The LC-CUSUM crossed its limit: the attempts show an acceptable failure rate. */
  signed_off: z.boolean(),
  /** The LC-CUSUM's value and limit before sign-off; the relapse CUSUM's after. */
  value: z.number(),
  limit: z.number(),
  /** The relapse CUSUM crossed its limit since sign-off (the task is `refresh_needed` until passed again). */
  relapse: z.boolean(),
});

/**
 * One FLS task's readiness (docs/fls-readiness.md): what counts towards it (the game skill, its exercises, the lowest
 * level, the targets per score of the game version the trainee plays now), the rule's counter, the state and the
 * task's share of the forecast. Kept under `readiness.skills[]` (one entry per task; suturing's two tasks share the
 * skill).
 */
export const skillReadiness = z.object({
  task: z.enum(FLS_TASKS),
  skill: z.enum(FLS_SKILLS),
  /** The game's exercises that count towards the task (`exercise_name`). */
  exercises: z.array(z.string()),
  /** Only completed attempts at this level or above count. */
  min_level: z.number().int(),
  targets: targetTriple,
  /** Attempts that count (completed, at `min_level` or above). */
  attempts: z.number().int(),
  /** Passes counted towards proficiency (the two in a row, then the further ones), and how many it takes. */
  passes: z.number().int(),
  required: z.number().int(),
  proficient: z.boolean(),
  state: z.enum(TASK_STATES),
  /** 0..1: the share of the task's rule met (passes of required; 1 once proficient). */
  progress: z.number(),
  /** The score furthest from its target over the recent attempts (their mean against the target); null without attempts. */
  weakest: z.object({ score: z.enum(SCORE_KINDS), value: z.number(), target: z.number() }).nullable(),
  /** The model's chance that the next attempt passes on all three scores (0..1); null without attempts. */
  pass_chance: z.number().nullable(),
  /** The task's hours left (median) and 80 % interval; null when proficient or not on course. */
  hours_left: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  minutes_per_attempt: z.number(),
  /** The score whose plateau lies below its target (`not_on_course`); null otherwise. */
  blocked_by: z.enum(SCORE_KINDS).nullable(),
  last_attempt_at: z.string().nullable(),
  /** A proficient task's day (`YYYY-MM-DD`) it becomes `refresh_due` without training; null otherwise. */
  refresh_due_on: z.string().nullable(),
  cusum: taskCusum,
});
export type SkillReadinessFigure = z.infer<typeof skillReadiness>;

/** What blocks the forecast: a task and the score whose plateau lies below its target (null: the cap). */
export const forecastBlock = z.object({ task: z.enum(FLS_TASKS), score: z.enum(SCORE_KINDS).nullable() });

/** The exercise that moves readiness most now, at the trainee's level. */
export const practiseNext = z.object({
  task: z.enum(FLS_TASKS),
  skill: z.enum(FLS_SKILLS),
  exercise: z.string(),
  level: z.number().int(),
  /** Why: `refresh` (a due or relapsed task), `blocking` (the task the forecast waits on longest), `start` (not started). */
  reason: z.enum(['refresh', 'blocking', 'start']),
});
export type PractiseNext = z.infer<typeof practiseNext>;

/** The FLS readiness as last computed (or the cohort's figure before any training). */
export const flsReadiness = z.object({
  /** A hash of every constant of the model (docs/fls-readiness.md, "Version"). */
  model_version: z.string(),
  /**
   * The benchmark version whose targets judged it (`v3`, the organization's or the portal's default, benchmarks.ts);
   * null: the portal's published targets.
   */
  benchmark_version: z.string().nullable(),
  /** When it was computed (ISO date-time); null for the figure of a trainee who has not trained. */
  computed_at: z.string().nullable(),
  /** True while a newer upload's figure is being computed (the figure misses the newest sessions). */
  stale: z.boolean(),
  ready: z.boolean(),
  state: z.enum(READINESS_STATES),
  /** 0..1: the share of the rule met, the five tasks weighted equally; hours never count. 1 only when ready. */
  progress: z.number(),
  hours_trained: z.number(),
  forecast: z.object({
    method: z.enum(FORECAST_METHODS),
    /** The median of the hours left; null when not on course. */
    hours_left: z.number().nullable(),
    /** The 80 % interval (10th to 90th percentile, widened by the conformal calibration); null when not on course. */
    low: z.number().nullable(),
    high: z.number().nullable(),
    /** Why not on course (empty otherwise). */
    blocking: z.array(forecastBlock),
  }),
  /** Tasks due a refresh or relapsed (empty otherwise). */
  refresh: z.array(z.object({ task: z.enum(FLS_TASKS), reason: z.enum(['decay', 'relapse']) })),
  practise_next: practiseNext.nullable(),
  /** The five tasks, in the order of `FLS_TASKS`. */
  skills: z.array(skillReadiness),
});
export type FlsReadiness = z.infer<typeof flsReadiness>;

// ---------------------------------------------------------------------------------------------------
// GET …/overview

/** One skill at a glance: recent means, bests, attempts, the highest level completed. */
export const skillGlance = z.object({
  skill: z.enum(SKILLS),
  attempts: z.number().int(),
  seconds: z.number().int(),
  /** Means over the skill's last `CHART_LAST_SESSIONS` training days (the rollups' days). */
  recent: scoreTriple,
  best: scoreTriple,
  highest_level: z.number().int().nullable(),
  last_trained_on: z.string().nullable(),
});
export type SkillGlance = z.infer<typeof skillGlance>;

export const traineeOverview = z.object({
  subject: analyticsSubject,
  /** False before the first uploaded session: the screen shows how to connect the game (`/device`). */
  has_training: z.boolean(),
  total_seconds: z.number().int(),
  session_count: z.number().int(),
  readiness: flsReadiness,
  /** All eight, in the order of `SKILLS`. */
  skills: z.array(skillGlance),
  last_session: sessionSummary.nullable(),
});
export type TraineeOverview = z.infer<typeof traineeOverview>;

// ---------------------------------------------------------------------------------------------------
// GET …/training-activity

export const skillActivity = z.object({
  skill: z.enum(SKILLS),
  minutes: z.number(),
  attempts: z.number().int(),
  completed: z.number().int(),
});
export type SkillActivity = z.infer<typeof skillActivity>;

export const trainingActivity = z.object({
  subject: analyticsSubject,
  has_training: z.boolean(),
  /** Minutes per day over the past `CHART_PAST_DAYS` days, today last. */
  past_days: z.array(dayMinutes),
  /** The last `CHART_LAST_SESSIONS` sessions, oldest first. */
  last_sessions: z.array(sessionSummary),
  /** The chosen range (both days included). */
  range: z.object({
    preset: z.enum(DATE_RANGE_PRESETS),
    start_date: z.string(),
    end_date: z.string(),
    days: z.number().int(),
  }),
  /** Every day of the range, oldest first (days without training are 0). */
  daily: z.array(dayMinutes),
  /** All eight skills, in the order of `SKILLS`. */
  skills: z.array(skillActivity),
  totals: z.object({
    minutes: z.number(),
    attempts: z.number().int(),
    sessions: z.number().int(),
    active_days: z.number().int(),
  }),
});
export type TrainingActivity = z.infer<typeof trainingActivity>;
