import { type CurriculumModule, FORECAST_CAP_HOURS, type ModuleProgress, SCORE_KINDS } from '@portal/contracts';
import { addDays } from '../../lib/calendar-day.js';
import {
  type BenchmarkTargets,
  benchmarkTargetsAt,
  READINESS_MODEL,
  type ReadinessFigure,
  targetsFor,
} from '../analytics/index.js';
import type { ExerciseAttempt } from '../training/index.js';

/**
 * A trainee's progress through a curriculum version and its forecast finish (docs/curricula.md). Pure functions over
 * the trainee's completed attempts, the stored readiness figure and the recent training seconds.
 */

/** Attempts the pass chance of a module is estimated from (the most recent counted ones). */
export const PASS_CHANCE_WINDOW = 10;
/** The days the pace is measured over. */
export const PACE_DAYS = 28;
/** Minutes an attempt takes when nothing is known of the trainee's own (the readiness model's default is alike). */
export const DEFAULT_MINUTES_PER_ATTEMPT = 3;

/** One module's running state after the trainee's attempts. */
export interface ModuleFold {
  attempts: number;
  /** Passes in a row towards `consecutive_passes`; once met, `pairDone` and the further passes count. */
  streak: number;
  pairDone: boolean;
  further: number;
  /** When the rule was met (epoch ms), null before. */
  completedAt: number | null;
  /** Whether each of the last `PASS_CHANCE_WINDOW` counted attempts passed, oldest first. */
  recent: boolean[];
  /** Seconds of the counted attempts. */
  seconds: number;
}

/**
 * The targets that judge an attempt: the module's own, else the benchmark that judges the trainee's organization (its
 * row for the task at the attempt's level), else the published targets of the attempt's game version.
 */
export function targetsOf(
  module: CurriculumModule,
  attempt: Pick<ExerciseAttempt, 'gameVersion' | 'level'>,
  benchmark: BenchmarkTargets | null = null,
) {
  if (module.targets) return module.targets;
  if (!module.fls_task) throw new Error('a module without targets is an FLS task');
  if (benchmark) return benchmarkTargetsAt(benchmark, module.fls_task, attempt.level);
  return targetsFor(attempt.gameVersion)[module.fls_task];
}

const sameExercise = (module: CurriculumModule, attempt: ExerciseAttempt) =>
  attempt.skill === module.skill && attempt.exercise.trim().toLowerCase() === module.exercise.trim().toLowerCase();

/**
 * Fold a trainee's attempts (oldest first, any exercise) through one module's rule: completed attempts of its exercise
 * at `min_level` or above count; an attempt passes when it meets the targets on all three scores; `consecutive_passes`
 * in a row (a fail starts the row again), then `further_passes` more in any order. Once met the module stays complete.
 */
export function foldModule(
  module: CurriculumModule,
  attempts: readonly ExerciseAttempt[],
  benchmark: BenchmarkTargets | null = null,
): ModuleFold {
  const fold: ModuleFold = {
    attempts: 0,
    streak: 0,
    pairDone: false,
    further: 0,
    completedAt: null,
    recent: [],
    seconds: 0,
  };
  for (const attempt of attempts) {
    if (!sameExercise(module, attempt) || attempt.level < module.min_level) continue;
    fold.attempts += 1;
    fold.seconds += attempt.durationSeconds;
    const targets = targetsOf(module, attempt, benchmark);
    const pass = SCORE_KINDS.every((kind) => attempt[kind] >= targets[kind]);
    fold.recent.push(pass);
    if (fold.recent.length > PASS_CHANCE_WINDOW) fold.recent.shift();
    if (fold.completedAt !== null) continue;
    if (!fold.pairDone) {
      fold.streak = pass ? fold.streak + 1 : 0;
      if (fold.streak >= module.consecutive_passes) fold.pairDone = true;
    } else if (pass) {
      fold.further += 1;
    }
    if (fold.pairDone && fold.further >= module.further_passes) fold.completedAt = attempt.at;
  }
  return fold;
}

export const requiredOf = (module: CurriculumModule) => module.consecutive_passes + module.further_passes;

/** Passes counted towards the rule: the row so far, or the whole row and the further passes. */
export const passesOf = (module: CurriculumModule, fold: ModuleFold) =>
  fold.pairDone ? module.consecutive_passes + Math.min(fold.further, module.further_passes) : fold.streak;

export function moduleProgressOf(module: CurriculumModule, fold: ModuleFold): ModuleProgress {
  return {
    ...module,
    attempts: fold.attempts,
    passes: passesOf(module, fold),
    required: requiredOf(module),
    complete: fold.completedAt !== null,
  };
}

/** Expected attempts until `k` passes in a row at pass chance `p`, from none in a row: (1 − pᵏ) / ((1 − p) pᵏ). */
export function attemptsForRow(k: number, p: number): number {
  if (k <= 0) return 0;
  if (p >= 1) return k;
  return (1 - p ** k) / ((1 - p) * p ** k);
}

/** Whether the module is the FLS task under the published rule exactly (the readiness forecast's hours apply). */
function isPublishedRule(module: CurriculumModule): boolean {
  if (!module.fls_task || module.targets) return false;
  const task = READINESS_MODEL.tasks[module.fls_task];
  return (
    module.min_level === task.minLevel &&
    module.consecutive_passes === READINESS_MODEL.consecutivePasses &&
    module.further_passes === task.extraPasses
  );
}

/**
 * Training hours left on one module that is not complete (docs/curricula.md, "Forecast"):
 * - the FLS task under the published rule and targets: the readiness forecast's hours left for the task (its Monte
 *   Carlo median), when it has one;
 * - otherwise the expected attempts: for the passes in a row left from the current row `s`, E(k) − E(s) with
 *   E(k) = (1 − pᵏ) / ((1 − p) pᵏ), then the further passes left over p; p is the readiness model's pass chance of
 *   the task (an FLS task on the published targets) or the trainee's own over the last 10 counted attempts, (passes
 *   + 1) / (attempts + 2); times the minutes an attempt takes (the trainee's own mean, else the readiness figure's,
 *   else 3).
 */
export function moduleHoursLeft(module: CurriculumModule, fold: ModuleFold, figure: ReadinessFigure | null): number {
  if (fold.completedAt !== null) return 0;
  const task = module.fls_task ? figure?.skills.find((skill) => skill.task === module.fls_task) : undefined;
  if (isPublishedRule(module) && task?.hours_left !== null && task?.hours_left !== undefined) return task.hours_left;
  const own = (fold.recent.filter(Boolean).length + 1) / (fold.recent.length + 2);
  const p = Math.min(0.99, Math.max(0.01, !module.targets && task?.pass_chance != null ? task.pass_chance : own));
  const rowLeft = fold.pairDone ? 0 : attemptsForRow(module.consecutive_passes, p) - attemptsForRow(fold.streak, p);
  const furtherLeft = Math.max(0, module.further_passes - fold.further) / p;
  const minutes =
    fold.attempts > 0 ? fold.seconds / 60 / fold.attempts : (task?.minutes_per_attempt ?? DEFAULT_MINUTES_PER_ATTEMPT);
  return ((rowLeft + furtherLeft) * minutes) / 60;
}

export interface CurriculumForecast {
  modulesComplete: number;
  nextModule: number | null;
  completedOn: string | null;
  hoursLeft: number | null;
  forecastFinish: string | null;
  behind: boolean;
}

/**
 * The forecast finish: the hours left over the trainee's pace, the seconds a day trained on the curriculum's skills over
 * the last `PACE_DAYS` days (none on them: every skill's, as if that training moved to the curriculum). Without
 * training in those days, or beyond `FORECAST_CAP_HOURS`, there is no forecast. Behind: not complete, and today or
 * the forecast is past the due date, or there is no forecast.
 */
export function forecastOf(input: {
  modules: readonly CurriculumModule[];
  folds: readonly ModuleFold[];
  figure: ReadinessFigure | null;
  curriculumSeconds: number;
  allSeconds: number;
  today: string;
  dueOn: string;
}): CurriculumForecast {
  const { modules, folds, figure, today, dueOn } = input;
  const incomplete = modules.findIndex((_, i) => folds[i]?.completedAt === null);
  const modulesComplete = folds.filter((fold) => fold.completedAt !== null).length;
  if (incomplete < 0) {
    const at = Math.max(...folds.map((fold) => fold.completedAt ?? 0));
    return {
      modulesComplete,
      nextModule: null,
      completedOn: new Date(at).toISOString().slice(0, 10),
      hoursLeft: 0,
      forecastFinish: null,
      behind: false,
    };
  }
  const hours = modules.reduce((sum, module, i) => sum + moduleHoursLeft(module, folds[i] as ModuleFold, figure), 0);
  const hoursLeft = Number.isFinite(hours) && hours <= FORECAST_CAP_HOURS ? Math.round(hours * 10) / 10 : null;
  const perDay = (input.curriculumSeconds > 0 ? input.curriculumSeconds : input.allSeconds) / PACE_DAYS;
  const forecastFinish =
    hoursLeft !== null && perDay > 0 ? addDays(today, Math.max(0, Math.ceil((hoursLeft * 3600) / perDay))) : null;
  const behind = today > dueOn || forecastFinish === null || forecastFinish > dueOn;
  return {
    modulesComplete,
    nextModule: (modules[incomplete] as CurriculumModule).position,
    completedOn: null,
    hoursLeft,
    forecastFinish,
    behind,
  };
}
