import { z } from 'zod';
import { analyticsSubject, FLS_TASKS, SKILL_SCORE_PAGES, score, skillReadiness } from './analytics.js';
import { SKILLS } from './training.js';

/** The skill pages' answers (`GET …/skills/{skill}`, `…/accuracy`, `…/gameplay`): learning curves and score details. */

// ---------------------------------------------------------------------------------------------------
// GET …/skills/{skill}, …/accuracy, …/gameplay

/** One point of a skill's trend: a session in which the skill was trained. */
export const skillTrendPoint = z.object({
  session_id: z.uuid(),
  started_at: z.string(),
  highest_level: z.number().int().nullable(),
  attempts: z.number().int(),
  accuracy: z.number(),
  speed: z.number(),
  gameplay: z.number(),
});
export type SkillTrendPoint = z.infer<typeof skillTrendPoint>;

/** The attempts a task's curve shows on the skill page. */
export const TASK_CURVE_ATTEMPTS = 60;

/** One counted attempt of an FLS task: its number, scores, whether it passed, and the CUSUM after it. */
export const taskAttempt = z.object({
  /** The attempt's number among the task's counted attempts (from 1). */
  n: z.number().int(),
  at: z.string(),
  level: z.number().int(),
  accuracy: z.number(),
  speed: z.number(),
  gameplay: z.number(),
  pass: z.boolean(),
  /** The LC-CUSUM before sign-off, the relapse CUSUM after. */
  cusum: z.number(),
});
export type TaskAttempt = z.infer<typeof taskAttempt>;

/** Best and mean of one kind of score over every attempt; the mean of the recent days. */
export const scoreStats = z.object({ best: score, mean: score, recent: score });
export type ScoreStats = z.infer<typeof scoreStats>;

export const skillPerformance = z.object({
  subject: analyticsSubject,
  skill: z.enum(SKILLS),
  /** The pages this skill has besides the main page (`SKILL_PAGES`). */
  pages: z.array(z.enum(SKILL_SCORE_PAGES)),
  attempts: z.number().int(),
  seconds: z.number().int(),
  completed: z.number().int(),
  highest_level: z.number().int().nullable(),
  last_trained_on: z.string().nullable(),
  /** Mean seconds per attempt; null without attempts. */
  seconds_per_attempt: z.number().nullable(),
  scores: z.object({ accuracy: scoreStats, speed: scoreStats, gameplay: scoreStats }),
  /** The last `CHART_LAST_SESSIONS` sessions with this skill, oldest first. */
  trend: z.array(skillTrendPoint),
  /** The FLS tasks this skill trains (suturing: two); empty for the others. */
  readiness: z.array(skillReadiness),
  /**
   * Per FLS task of this skill, its last `TASK_CURVE_ATTEMPTS` counted attempts, oldest first: the learning curve with
   * the target line, each pass marked, and the CUSUM (empty for the others).
   */
  curves: z.array(
    z.object({
      task: z.enum(FLS_TASKS),
      attempts: z.array(taskAttempt),
      /** The attempt (`n`) whose LC-CUSUM signed the task off, when it is among these; null otherwise. */
      signed_off_n: z.number().int().nullable(),
      /** The LC-CUSUM's limit (sign-off) and the relapse CUSUM's limit. */
      sign_off_limit: z.number(),
      relapse_limit: z.number(),
    }),
  ),
});
export type SkillPerformance = z.infer<typeof skillPerformance>;

/** The accuracy or the gameplay page: one kind of score in detail. */
export const skillScoreDetail = z.object({
  subject: analyticsSubject,
  skill: z.enum(SKILLS),
  kind: z.enum(SKILL_SCORE_PAGES),
  attempts: z.number().int(),
  stats: scoreStats,
  /** The FLS target of this score (FLS skills only), else null. */
  target: z.number().nullable(),
  /** The score per session over the last `CHART_LAST_SESSIONS` sessions with this skill, oldest first. */
  trend: z.array(
    z.object({
      session_id: z.uuid(),
      started_at: z.string(),
      highest_level: z.number().int().nullable(),
      value: z.number(),
    }),
  ),
  /** The daily mean over the past `CHART_PAST_DAYS` days, today last; null on a day without attempts. */
  past_days: z.array(z.object({ date: z.string(), value: z.number().nullable() })),
});
export type SkillScoreDetail = z.infer<typeof skillScoreDetail>;
