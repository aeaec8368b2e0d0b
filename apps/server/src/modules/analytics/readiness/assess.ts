/**
 * The assessment: a user's fold state at a moment `now` into the readiness figure the API answers and the storage keeps
 * (the contracts' `FlsReadiness` but for `computed_at` and `stale`). Per FLS task: what counts towards it, the rule's
 * counter, its state (decay is judged here too: a proficient task not trained for `refreshDueDays` is due, whatever
 * the fold saw), its weakest score and its share of the forecast; overall: ready, the state, progress (the rule only:
 * hours never count), the forecast, what needs a refresh and what to practise next.
 *
 * Every number is finite and rounded: hours to 0.1 (never above the cap), progress and chances to 0.01, mean scores to
 * 0.1, CUSUMs to 0.01.
 */
import {
  FLS_TASKS,
  type FlsTask,
  type ForecastMethod,
  type PractiseNext,
  type ReadinessState,
  SCORE_KINDS,
  type ScoreKind,
  type SkillReadinessFigure,
  type TaskState as TaskStateName,
} from '@portal/contracts';
import { DAY_MS, dayOf } from '../../../lib/calendar-day.js';
import { type BenchmarkTargets, benchmarkTargetsAt } from './benchmark.js';
import { cusumShown } from './cusum.js';
import { defaultForecaster, type Forecaster } from './forecaster.js';
import { READINESS_MODEL, READINESS_VERSION, requiredPasses, targetsFor } from './model.js';
import { ruleLeft, rulePasses } from './rule.js';
import type { FoldState, ReadinessFigure, RuleLeft, Scores, TaskForecast, TaskPrior, TaskState } from './types.js';

export interface AssessContext {
  now: Date;
  /** The cohort's prior of a task (priors.ts): the forecast leans on it while the trainee's own attempts say little. */
  priorFor: (task: FlsTask) => TaskPrior;
  /** Seeds the forecast's Monte Carlo paths: the same state, moment and seed give the same figure. */
  seed: string;
  /** The forecast (forecast.ts by default); a test may put in one with known answers. */
  forecaster?: Forecaster;
  /** The organization's benchmark (the state was folded with it): its targets at each task's level are shown and aimed at. */
  benchmark?: BenchmarkTargets | null;
}

const round = (value: number, step: number) => {
  const rounded = Math.round(value / step) * step;
  // 0.1 steps in binary: 0.30000000000000004 → 0.3.
  return Number(rounded.toFixed(Math.max(0, -Math.floor(Math.log10(step)))));
};
const finiteOr = (value: number | null | undefined, fallback: number) =>
  value !== null && value !== undefined && Number.isFinite(value) ? value : fallback;
/** Hours to 0.1, never above the cap (a figure above it is not on course and not shown). */
const hours = (value: number) => round(Math.min(READINESS_MODEL.forecastCapHours, Math.max(0, value)), 0.1);
const share = (value: number) => round(Math.min(1, Math.max(0, finiteOr(value, 0))), 0.01);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A proficient task not trained for `refreshDueDays` days at `now` (Kowalewski et al. 2012), or due since the fold. */
export function isDue(t: TaskState, now: number): boolean {
  if (t.proficientAt === null) return false;
  if (t.dueSince !== null) return true;
  return t.lastAttemptAt !== null && now - t.lastAttemptAt >= READINESS_MODEL.refreshDueDays * DAY_MS;
}

/**
 * What a task still needs, the rule's passes or, for a task due or relapsed, `restorePasses` passes in a row (those
 * already in a row count): what the forecast simulates.
 */
export function leftOf(t: TaskState, task: FlsTask, now: number): RuleLeft {
  if (t.proficientAt !== null && (isDue(t, now) || t.relapseSince !== null)) {
    const inRow = t.dueSince !== null || t.relapseSince !== null ? t.restorePasses : 0;
    return { consecutive: READINESS_MODEL.restorePasses, streak: inRow, further: 0 };
  }
  return ruleLeft(t, task);
}

/** The score furthest below its target (the lowest mean of the recent attempts as a share of its target). */
export function weakestOf(t: TaskState, targets: Scores): SkillReadinessFigure['weakest'] {
  const recent = t.recent.slice(-READINESS_MODEL.weakestOver);
  if (recent.length === 0) return null;
  let weakest: { score: ScoreKind; value: number; share: number } | null = null;
  for (const score of SCORE_KINDS) {
    const value = recent.reduce((sum, a) => sum + a[score], 0) / recent.length;
    const ofTarget = targets[score] > 0 ? value / targets[score] : Number.POSITIVE_INFINITY;
    if (weakest === null || ofTarget < weakest.share) weakest = { score, value, share: ofTarget };
  }
  const { score, value } = weakest as { score: ScoreKind; value: number };
  return { score, value: round(finiteOr(value, 0), 0.1), target: targets[score] };
}

/** The trainee's own minutes per counted attempt (when the forecast gives none). */
const ownMinutesPerAttempt = (t: TaskState) => (t.attempts > 0 && t.seconds > 0 ? t.seconds / 60 / t.attempts : 0);

interface TaskPart {
  task: FlsTask;
  t: TaskState;
  figure: SkillReadinessFigure;
  due: boolean;
  relapse: boolean;
  /** Not proficient, or due or relapsed: the forecast's hours count. */
  needs: boolean;
  forecast: TaskForecast | null;
  /** The task's median hours left (Infinity when not on course); null when it needs nothing. */
  median: number | null;
}

/** The trainee's readiness at `ctx.now` from their fold state (docs/fls-readiness.md). */
export function assessReadiness(state: FoldState, ctx: AssessContext): ReadinessFigure {
  const forecaster = ctx.forecaster ?? defaultForecaster;
  const now = ctx.now.getTime();
  const published = targetsFor(state.gameVersion);
  const benchmark = ctx.benchmark ?? null;
  const targetsNow = Object.fromEntries(
    FLS_TASKS.map((task) => [
      task,
      benchmark
        ? benchmarkTargetsAt(benchmark, task, Math.max(state.tasks[task].level, READINESS_MODEL.tasks[task].minLevel))
        : published[task],
    ]),
  ) as Record<FlsTask, Scores>;

  // Every task is forecast (its pass chance); those that still need something (the rule's passes, or the two that
  // restore it) have hours.
  const inputs = FLS_TASKS.map((task) => {
    const t = state.tasks[task];
    const due = isDue(t, now);
    const relapse = t.relapseSince !== null;
    const needs = t.proficientAt === null || due || relapse;
    return { task, t, due, relapse, needs, left: leftOf(t, task, now) };
  });
  const forecasts = forecaster.forecast(
    inputs.map(({ task, t, left }) => ({
      task,
      state: t,
      targets: targetsNow[task],
      left,
      idleDays: t.lastAttemptAt === null ? 0 : Math.max(0, (now - t.lastAttemptAt) / DAY_MS),
      prior: ctx.priorFor(task),
    })),
    { seed: ctx.seed, allSeconds: state.allSeconds, flsSeconds: state.flsSeconds },
  );

  const parts: TaskPart[] = inputs.map(({ task, t, due, relapse, needs }) => {
    const definition = READINESS_MODEL.tasks[task];
    const targets = targetsNow[task];
    const forecast = forecasts.tasks[task] ?? null;
    const proficient = t.proficientAt !== null;
    const required = requiredPasses(task);
    const passes = rulePasses(t, task);
    const cap = READINESS_MODEL.forecastCapHours;
    const taskHours = needs ? forecasts.hours[task] : undefined;
    const notOnCourse =
      needs &&
      forecast !== null &&
      (forecast.plateauBelow !== null || (taskHours !== undefined && taskHours.median > cap));
    let taskState: TaskStateName;
    if (t.attempts === 0) taskState = 'not_started';
    else if (relapse) taskState = 'refresh_needed';
    else if (due) taskState = 'refresh_due';
    else if (proficient) taskState = 'proficient';
    else if (notOnCourse) taskState = 'not_on_course';
    else taskState = 'on_course';
    const showHours = taskHours !== undefined && !notOnCourse && !(proficient && !due && !relapse);
    const cusum = cusumShown(t);
    const figure: SkillReadinessFigure = {
      task,
      skill: definition.skill,
      exercises: [...definition.exercises],
      min_level: definition.minLevel,
      targets: { ...targets },
      attempts: t.attempts,
      passes,
      required,
      proficient,
      state: taskState,
      progress: proficient ? 1 : share(passes / required),
      weakest: weakestOf(t, targets),
      pass_chance: t.attempts > 0 && forecast ? share(forecast.passChance) : null,
      hours_left: showHours ? hours(taskHours.median) : null,
      low: showHours ? hours(taskHours.low) : null,
      high: showHours ? hours(taskHours.high) : null,
      minutes_per_attempt: round(finiteOr(forecasts.minutesPerAttempt[task], ownMinutesPerAttempt(t)), 0.1),
      blocked_by: needs && forecast && t.attempts > 0 ? forecast.plateauBelow : null,
      last_attempt_at: iso(t.lastAttemptAt),
      refresh_due_on:
        taskState === 'proficient' && t.lastAttemptAt !== null
          ? dayOf(t.lastAttemptAt + READINESS_MODEL.refreshDueDays * DAY_MS)
          : null,
      cusum: {
        signed_off: cusum.signed_off,
        value: round(finiteOr(cusum.value, 0), 0.01),
        limit: cusum.limit,
        relapse: cusum.relapse,
      },
    };
    const median = !needs ? null : notOnCourse ? Number.POSITIVE_INFINITY : finiteOr(taskHours?.median, 0);
    return { task, t, figure, due, relapse, needs, forecast, median };
  });

  const skills = parts.map((p) => p.figure);
  const ready = parts.every((p) => p.figure.proficient && !p.due && !p.relapse);
  const started = parts.some((p) => p.t.attempts > 0);
  const refresh = parts
    .filter((p) => p.relapse || p.due)
    .map((p) => ({ task: p.task, reason: p.relapse ? ('relapse' as const) : ('decay' as const) }));

  // The forecast as a whole: not on course when a task's plateau lies below its target, or the median is above the cap.
  const blocking = parts
    .filter((p) => p.needs && p.forecast?.plateauBelow)
    .map((p) => ({ task: p.task, score: p.forecast?.plateauBelow ?? null }));
  const total = forecasts.total;
  let method: ForecastMethod;
  if (ready) method = 'reached';
  else if (blocking.length > 0 || total === null || !(total.median <= READINESS_MODEL.forecastCapHours)) {
    method = 'not_on_course';
    if (blocking.length === 0) {
      // The cap: name the task the forecast waits on longest.
      const longest = parts.filter((p) => p.median !== null).sort((a, b) => (b.median ?? 0) - (a.median ?? 0))[0];
      if (longest) blocking.push({ task: longest.task, score: null });
    }
  } else method = parts.some((p) => p.needs && p.forecast?.fromCohort) ? 'cohort' : 'simulated';
  const forecast =
    method === 'reached'
      ? { method, hours_left: 0, low: 0, high: 0, blocking: [] }
      : method === 'not_on_course' || total === null
        ? { method, hours_left: null, low: null, high: null, blocking }
        : { method, hours_left: hours(total.median), low: hours(total.low), high: hours(total.high), blocking };

  let readinessState: ReadinessState;
  if (ready) readinessState = 'ready';
  else if (!started) readinessState = 'not_started';
  else if (parts.some((p) => p.relapse)) readinessState = 'refresh_needed';
  else if (parts.some((p) => p.due)) readinessState = 'refresh_due';
  else if (method === 'not_on_course') readinessState = 'not_on_course';
  else readinessState = 'on_course';

  // Progress: the five tasks' share of the rule, weighted equally; below 1 until ready (floored, so 0.996 never
  // reads 100 %).
  const meanProgress = skills.reduce((sum, s) => sum + s.progress, 0) / skills.length;
  const progress = ready ? 1 : Math.min(0.99, Math.floor(meanProgress * 100) / 100);

  return {
    model_version: READINESS_VERSION,
    ready,
    state: readinessState,
    progress,
    hours_trained: hours(state.allSeconds / 3600),
    forecast,
    refresh,
    practise_next: ready ? null : practiseNext(parts),
    skills,
  };
}

/**
 * What to practise next: a task due or relapsed first (`refresh`); else, of the tasks not proficient, the one with the
 * largest median hours left (not on course counts as the largest), `start` when it has no attempt yet, else
 * `blocking`. The exercise is the task's first, at the trainee's level (never below the task's minimum).
 */
function practiseNext(parts: TaskPart[]): PractiseNext | null {
  const pick = (p: TaskPart, reason: PractiseNext['reason']): PractiseNext => {
    const definition = READINESS_MODEL.tasks[p.task];
    return {
      task: p.task,
      skill: definition.skill,
      exercise: definition.exercises[0] as string,
      level: Math.max(definition.minLevel, p.t.level),
      reason,
    };
  };
  const refresh = parts.find((p) => p.relapse) ?? parts.find((p) => p.due);
  if (refresh) return pick(refresh, 'refresh');
  const open = parts.filter((p) => !p.figure.proficient);
  if (open.length === 0) return null;
  // Ties (no forecast yet) go to the task first in FLS order.
  const longest = open.reduce((best, p) => (finiteOr(p.median, 0) > finiteOr(best.median, 0) ? p : best));
  const infinite = open.find((p) => p.median === Number.POSITIVE_INFINITY);
  const chosen = infinite ?? longest;
  return pick(chosen, chosen.t.attempts === 0 ? 'start' : 'blocking');
}
