import { z } from 'zod';
import { FLS_TASKS, type FlsTask } from './analytics.js';
import { optionalText, requiredString } from './fields.js';
import { calendarDay } from './licensing.js';
import { SKILLS, type Skill } from './training.js';

/**
 * Groups and curricula (issue 27, must-have 2; docs/curricula.md): a group is a named set of an organization's
 * members; a curriculum an ordered list of modules, each an exercise of the game at a minimum level with its targets
 * and its rule (passes in a row, then further passes); assigned to a group with a due date.
 */

/** The game's exercises per skill, as the game names them (`exercise_name`). */
export const GAME_EXERCISES: Record<Skill, readonly string[]> = {
  'positioning-orienting': ['Camera navigation'],
  grasping: ['Peg grasp'],
  transferring: ['Peg transfer'],
  ligation: ['Endoloop ligation'],
  cutting: ['Precision pattern cutting'],
  suturing: ['Intracorporeal knot', 'Extracorporeal knot'],
  clipping: ['Clip application'],
  dissection: ['Gallbladder dissection'],
};

/** The exercise of each FLS task (the readiness model's; a server test holds the two equal). */
export const FLS_TASK_EXERCISES: Record<FlsTask, { skill: Skill; exercise: string }> = {
  peg_transfer: { skill: 'transferring', exercise: 'Peg transfer' },
  pattern_cutting: { skill: 'cutting', exercise: 'Precision pattern cutting' },
  ligating_loop: { skill: 'ligation', exercise: 'Endoloop ligation' },
  extracorporeal_suturing: { skill: 'suturing', exercise: 'Extracorporeal knot' },
  intracorporeal_suturing: { skill: 'suturing', exercise: 'Intracorporeal knot' },
};

/** The FLS task an exercise is, or null (a game skill's own exercise). */
export function flsTaskOf(skill: string, exercise: string): FlsTask | null {
  return (
    FLS_TASKS.find(
      (task) => FLS_TASK_EXERCISES[task].skill === skill && FLS_TASK_EXERCISES[task].exercise === exercise,
    ) ?? null
  );
}

export const CURRICULUM_MAX_LEVEL = 10;
export const CURRICULUM_MAX_MODULES = 20;
export const CURRICULUM_MAX_CONSECUTIVE = 20;
export const CURRICULUM_MAX_FURTHER = 50;
export const GROUP_MAX_MEMBERS = 500;
export const CURRICULUM_NAME_MAX = 100;

const int = (min: number, max: number) =>
  z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min_number' })
    .max(max, { error: 'validation.max_number' });

const target = int(0, 100);
export const moduleTargets = z.strictObject({ accuracy: target, speed: target, gameplay: target });
export type ModuleTargets = z.infer<typeof moduleTargets>;

/**
 * One module of a curriculum as written: an exercise of a skill (an FLS task's or the game's own), the lowest level
 * that counts, the targets (null: the portal's published targets of the FLS task, judged by each attempt's game
 * version; an exercise that is no FLS task needs its own), the passes in a row, then the further passes.
 */
export const curriculumModuleBody = z
  .strictObject({
    skill: z.enum(SKILLS, { error: 'validation.one_of' }),
    exercise: requiredString(200),
    min_level: int(1, CURRICULUM_MAX_LEVEL),
    targets: moduleTargets.nullable().default(null),
    consecutive_passes: int(1, CURRICULUM_MAX_CONSECUTIVE),
    further_passes: int(0, CURRICULUM_MAX_FURTHER),
  })
  .superRefine((module, ctx) => {
    if (!GAME_EXERCISES[module.skill].includes(module.exercise)) {
      ctx.addIssue({ code: 'custom', path: ['exercise'], message: 'validation.curriculum_exercise' });
    } else if (module.targets === null && flsTaskOf(module.skill, module.exercise) === null) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: 'validation.curriculum_targets' });
    }
  });
export type CurriculumModuleBody = z.input<typeof curriculumModuleBody>;

/** `POST /api/manager/curricula`, `PUT …/{id}`: editing an assigned curriculum makes a new version. */
export const curriculumBody = z.strictObject({
  name: requiredString(CURRICULUM_NAME_MAX),
  description: optionalText(500),
  modules: z
    .array(curriculumModuleBody, { error: 'validation.curriculum_modules' })
    .min(1, { error: 'validation.curriculum_modules' })
    .max(CURRICULUM_MAX_MODULES, { error: 'validation.max_number' }),
});
export type CurriculumBody = z.input<typeof curriculumBody>;

export const curriculumModule = z.object({
  /** From 1, in the curriculum's order. */
  position: z.number().int(),
  skill: z.enum(SKILLS),
  exercise: z.string(),
  fls_task: z.enum(FLS_TASKS).nullable(),
  min_level: z.number().int(),
  targets: z.object({ accuracy: z.number(), speed: z.number(), gameplay: z.number() }).nullable(),
  consecutive_passes: z.number().int(),
  further_passes: z.number().int(),
});
export type CurriculumModule = z.infer<typeof curriculumModule>;

export const curriculum = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The current version (from 1): an edit of an assigned curriculum makes the next. */
  version: z.number().int(),
  modules: z.array(curriculumModule),
  /** Groups it is assigned to (any version). */
  assignments: z.number().int(),
  updated_at: z.string(),
});
export type Curriculum = z.infer<typeof curriculum>;

// ----- groups

export const groupBody = z.strictObject({
  name: requiredString(CURRICULUM_NAME_MAX),
  member_ids: z
    .array(z.uuid({ error: 'validation.group_members' }), { error: 'validation.required' })
    .max(GROUP_MAX_MEMBERS, { error: 'validation.max_number' }),
});
export type GroupBody = z.input<typeof groupBody>;

export const groupMember = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type GroupMember = z.infer<typeof groupMember>;

export const group = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.array(groupMember),
  /** Curricula assigned to it. */
  assignments: z.number().int(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof group>;

// ----- assignments and progress

/** `POST /api/manager/curricula/{id}/assignments`: a due date of today or later. */
export const assignmentBody = z.strictObject({
  group_id: z.uuid({ error: 'validation.required' }),
  due_date: calendarDay(),
});
export type AssignmentBody = z.input<typeof assignmentBody>;

export const assignment = z.object({
  id: z.uuid(),
  curriculum_id: z.uuid(),
  curriculum_name: z.string(),
  /** The curriculum's version it was assigned with (a later edit leaves it on this one). */
  version: z.number().int(),
  group_id: z.uuid(),
  group_name: z.string(),
  due_date: z.string(),
  members: z.number().int(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

/** A module's progress for one trainee. */
export const moduleProgress = curriculumModule.extend({
  /** Attempts that count (completed, at `min_level` or above). */
  attempts: z.number().int(),
  /** Passes towards the rule (the ones in a row, then the further ones) and how many it takes. */
  passes: z.number().int(),
  required: z.number().int(),
  complete: z.boolean(),
});
export type ModuleProgress = z.infer<typeof moduleProgress>;

/**
 * One trainee's progress on a curriculum version and the forecast finish (docs/curricula.md, "Forecast"): hours left
 * over the trainee's recent pace. `behind`: not complete and the forecast (or today) is after the due date.
 */
const progressFigures = {
  modules_complete: z.number().int(),
  /** The first module not complete (its position), null once all are. */
  next_module: z.number().int().nullable(),
  /** The day the last module was completed; null before. */
  completed_on: z.string().nullable(),
  /** Training hours left on the curriculum's exercises; 0 once complete. */
  hours_left: z.number().nullable(),
  /** The forecast day of completion; null without recent training (nothing to extrapolate). */
  forecast_finish: z.string().nullable(),
  behind: z.boolean(),
};

export const traineeCurriculum = z.object({
  assignment_id: z.uuid(),
  curriculum_id: z.uuid(),
  name: z.string(),
  version: z.number().int(),
  group_name: z.string(),
  due_date: z.string(),
  modules: z.array(moduleProgress),
  ...progressFigures,
});
export type TraineeCurriculum = z.infer<typeof traineeCurriculum>;

export const traineeProgress = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Passes and required of the module they are on (the last one once complete). */
  passes: z.number().int(),
  required: z.number().int(),
  ...progressFigures,
});
export type TraineeProgress = z.infer<typeof traineeProgress>;

export const assignmentProgress = z.object({
  assignment,
  modules: z.array(curriculumModule),
  trainees: z.array(traineeProgress),
});
export type AssignmentProgress = z.infer<typeof assignmentProgress>;

/** `GET …/assignments/{id}/progress/export?format=csv|xlsx`. */
export const progressExportQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.one_of' }),
});
