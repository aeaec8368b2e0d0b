import { z } from 'zod';

/**
 * Practice nudges (issue 27, must-have 5): the trainee's weekly goal, the organization's inactivity reminder and the
 * manager's list of members who have not trained for a while.
 */

export const WEEKLY_GOAL_MIN = 10;
export const WEEKLY_GOAL_MAX = 3000;
export const INACTIVITY_DAYS_MIN = 3;
export const INACTIVITY_DAYS_MAX = 60;
/** The manager's card: members who have not trained for this many days. */
export const INACTIVE_MEMBER_DAYS = 14;

/** A whole number between `min` and `max`, or null ('' from a form is null too). */
const wholeOrNone = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(min, { error: 'validation.min_number' })
      .max(max, { error: 'validation.max_number' })
      .nullable(),
  );

/** `PUT /api/trainee/weekly-goal`: minutes a week (10–3000), or null for none. */
export const weeklyGoalBody = z.strictObject({ goal_minutes: wholeOrNone(WEEKLY_GOAL_MIN, WEEKLY_GOAL_MAX) });
export type WeeklyGoalBody = z.input<typeof weeklyGoalBody>;

/** `GET /api/trainee/weekly-goal`: this ISO week (Monday–Sunday, UTC, as the weekly rollups) against the goal. */
export const weeklyGoal = z.object({
  goal_minutes: z.number().int().nullable(),
  /** Whole minutes trained this week (rounded down). */
  minutes: z.number().int(),
  week_start: z.string(),
  week_end: z.string(),
});
export type WeeklyGoal = z.infer<typeof weeklyGoal>;

/** `PUT /api/manager/practice-reminders`: days without training before the reminder (3–60), or null for off. */
export const practiceRemindersBody = z.strictObject({
  inactivity_days: wholeOrNone(INACTIVITY_DAYS_MIN, INACTIVITY_DAYS_MAX),
});
export type PracticeRemindersBody = z.input<typeof practiceRemindersBody>;

export const practiceReminders = z.object({ inactivity_days: z.number().int().nullable() });
export type PracticeReminders = z.infer<typeof practiceReminders>;

/** `GET /api/manager/inactive-members`: members with a seat who have not trained for `days` days. */
export const inactiveMember = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The last UTC day trained; null: never. */
  last_trained_on: z.string().nullable(),
});
export const inactiveMembers = z.object({ days: z.number().int(), members: z.array(inactiveMember) });
export type InactiveMembers = z.infer<typeof inactiveMembers>;
