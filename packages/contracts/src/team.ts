import { z } from 'zod';
import { FLS_TASKS } from './analytics.js';
import { defineList } from './lists.js';
import type { Skill } from './training.js';

/** The team dashboards (manager, admin, trainer), their export and the admin's platform figures. */

// ---------------------------------------------------------------------------------------------------
// Team (manager, admin, trainer)

/**
 * A team member's state (docs/fls-readiness.md, "The team"): `ready`; `refresh_due` (a task is due or relapsed);
 * `not_on_course` (with the blocking task); `on_course` (with the forecast); `idle` (no training for
 * `IDLE_DAYS` days, or never). Idle wins over on and not on course: a forecast for someone who stopped says little.
 */
export const TEAM_STATES = ['ready', 'on_course', 'not_on_course', 'refresh_due', 'idle'] as const;
export type TeamState = (typeof TEAM_STATES)[number];
export const IDLE_DAYS = 14;

const level = z.number().int().nullable();
/** The highest level completed per skill, every skill named (an object, so the OpenAPI document lists them). */
const skillLevels = z.object({
  'positioning-orienting': level,
  grasping: level,
  transferring: level,
  ligation: level,
  cutting: level,
  suturing: level,
  clipping: level,
  dissection: level,
}) satisfies z.ZodType<Record<Skill, number | null>>;

export const teamMember = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Trainee, user or trainer (the trainee-section roles the member holds; a trainee may also be a trainer). */
  roles: z.array(z.string()),
  training_seconds: z.number().int(),
  /** 0..1. */
  fls_progress: z.number(),
  ready: z.boolean(),
  /** The highest level completed per skill (all eight keys; null when none). */
  skill_levels: skillLevels,
  last_trained_at: z.string().nullable(),
  state: z.enum(TEAM_STATES),
  /** The forecast's median and 80 % interval (hours); null unless on course (0 when ready). */
  hours_left: z.number().nullable(),
  hours_low: z.number().nullable(),
  hours_high: z.number().nullable(),
  /** `not_on_course`: the task that blocks; `refresh_due`: the first task due. Null otherwise. */
  task: z.enum(FLS_TASKS).nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/**
 * `GET /api/manager/team`, `/api/admin/organizations/{id}/team`, `/api/trainee/team` (trainers): the
 * organization's active trainees (role trainee or user) with their figures. Only trainees are counted, so trainers
 * and members not active are not listed. Sorting by `forecast` orders by hours left: ready first, then on course
 * by the median, then refresh due, not on course and idle.
 */
export const teamList = defineList({
  includes: [],
  sorts: ['last_name', 'first_name', 'email', 'training_seconds', 'fls_progress', 'forecast', 'last_trained_at'],
  filters: {
    search: z.string(),
    state: z.enum(TEAM_STATES, { error: 'validation.one_of' }),
  },
  defaultSort: 'last_name',
});

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The most rows an export writes (an organization's members; far above any team). */
export const TEAM_EXPORT_MAX_ROWS = 10_000;

/** `GET …/team/export?format=csv|xlsx&sort=…&filter[…]=…`: the filtered, sorted table, every page. */
export const teamExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'validation.one_of' }),
});

/** `GET …/team/hours-per-week`: the team's hours per ISO week (Monday), the last `TEAM_WEEKS` weeks, oldest first. */
export const TEAM_WEEKS = 12;
export const teamHoursPerWeek = z.object({
  weeks: z.array(
    z.object({
      /** The week's Monday (`YYYY-MM-DD`). */
      week_start: z.string(),
      hours: z.number(),
      /** Members who trained that week. */
      active_members: z.number().int(),
    }),
  ),
});
export type TeamHoursPerWeek = z.infer<typeof teamHoursPerWeek>;

// ---------------------------------------------------------------------------------------------------
// GET /api/admin/dashboard

export const ACTIVE_TRAINEE_DAYS = 7;
export const adminDashboard = z.object({
  organizations: z.number().int(),
  /** Attached seats of licenses active today. */
  active_seats: z.number().int(),
  /** Hours trained since the first of this month (UTC). */
  training_hours_this_month: z.number(),
  /** Users who trained in the last `ACTIVE_TRAINEE_DAYS` days. */
  active_trainees: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
