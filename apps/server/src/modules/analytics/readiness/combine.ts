/**
 * The forecast's attempts into hours (forecast.ts, step 3): each path's attempts per task × the trainee's minutes per
 * attempt, added over the tasks, divided by their share of time on FLS tasks; the median and the 80 % interval,
 * widened by the conformal calibration.
 */
import type { FlsTask, ScoreKind } from '@portal/contracts';
import { CALIBRATION } from './calibration.js';
import { FORECAST, type ForecastPrior, PUBLISHED_PRIOR } from './forecast-constants.js';
import { READINESS_MODEL } from './model.js';
import { finite, priorOf } from './posterior.js';
import type { TaskForecast, TaskPrior, TaskState } from './types.js';

export interface CombineTask {
  task: FlsTask;
  forecast: TaskForecast;
  /** The task's counted attempts and their seconds (the trainee's own pace once there are `ownPaceFrom`). */
  state: Pick<TaskState, 'attempts' | 'seconds'>;
  prior: TaskPrior | ForecastPrior | null;
}

export interface CombineInput {
  tasks: CombineTask[];
  /** The trainee's seconds on every skill and on counted FLS attempts (their share of time on FLS tasks). */
  allSeconds: number;
  flsSeconds: number;
}

export interface TaskHours {
  task: FlsTask;
  minutesPerAttempt: number;
  /** The task's attempts left (median over the paths). */
  attemptsLeft: number;
  /** The task's own hours left: median and 80 % interval (calibrated like the total); null when it is not on course. */
  hoursLeft: number | null;
  low: number | null;
  high: number | null;
  /** Its plateau lies below a target, or its median alone is above the cap. */
  notOnCourse: boolean;
}

export interface CombinedForecast {
  method: 'reached' | 'simulated' | 'cohort' | 'not_on_course';
  /** Median and 80 % interval of the hours of portal training left; null when not on course. Finite, ≤ the cap. */
  hoursLeft: number | null;
  low: number | null;
  high: number | null;
  blocking: { task: FlsTask; score: ScoreKind | null }[];
  tasks: TaskHours[];
  /** The share of training time on FLS tasks the hours were divided by. */
  flsShare: number;
  /** The paths' own 10th, 50th and 90th percentiles of the total hours, before the calibration (the backtest's). */
  raw: { p10: number; p50: number; p90: number };
}

const round1 = (hours: number) => Math.round(hours * 10) / 10;

/** The q-quantile of sorted values (linear between neighbours). */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const pos = (n - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(pos);
  const hi = Math.min(n - 1, lo + 1);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** The trainee's minutes per attempt of a task: their own once they have `ownPaceFrom` attempts, else the prior's. */
export function minutesPerAttemptOf(state: Pick<TaskState, 'attempts' | 'seconds'>, prior: ForecastPrior): number {
  if (state.attempts >= FORECAST.ownPaceFrom && state.seconds > 0) {
    return Math.min(60, Math.max(0.5, state.seconds / 60 / state.attempts));
  }
  return prior.minutesPerAttempt;
}

/**
 * The trainee's share of training time on counted FLS attempts: their own, with the prior's share worth
 * `ownShareFromHours` hours, bounded by `shareBounds`.
 */
export function flsShareOf(allSeconds: number, flsSeconds: number, priorShare: number): number {
  const all = Math.max(0, finite(allSeconds, 0));
  const fls = Math.min(all, Math.max(0, finite(flsSeconds, 0)));
  const weight = FORECAST.ownShareFromHours * 3600;
  const share = (fls + priorShare * weight) / (all + weight);
  return Math.min(FORECAST.shareBounds[1], Math.max(FORECAST.shareBounds[0], share));
}

/**
 * The conformal calibration's part the figures use: the log-space widening `q` and the median's `bias`, and the same
 * for forecasts the cohort's prior carries (`fromCohort`: a Mondrian split, as their errors differ from those of forecasts
 * on the trainee's own attempts).
 */
export interface Calibration {
  q: number;
  bias: number;
  fromCohort?: { q: number; bias: number };
}

/** Calibrated (median, low, high) in hours from sorted path hours (CQR in log space). */
function calibrated(sorted: Float64Array, { q, bias }: Calibration) {
  return {
    median: quantileSorted(sorted, 0.5) * Math.exp(bias),
    low: quantileSorted(sorted, 0.1) * Math.exp(bias - q),
    high: quantileSorted(sorted, 0.9) * Math.exp(bias + q),
  };
}

/**
 * The tasks' paths into hours of portal training left: per path, each task's attempts × its minutes per attempt,
 * added over the tasks, divided by the share of training time on FLS tasks. The median and the 80 % interval (10th to
 * 90th percentile, conformally widened); "not on course" (no hours) when a score's plateau lies below its target or the
 * median is above `forecastCapHours`. Every number is finite and at most the cap.
 */
export function combineForecast(input: CombineInput, calibration: Calibration = CALIBRATION): CombinedForecast {
  const cap = READINESS_MODEL.forecastCapHours;
  const priors = input.tasks.map((t) => priorOf(t.prior));
  const shareOfPrior = priors.length
    ? priors.reduce((sum, p) => sum + p.flsShare, 0) / priors.length
    : PUBLISHED_PRIOR.flsShare;
  const flsShare = flsShareOf(input.allSeconds, input.flsSeconds, shareOfPrior);
  const count = input.tasks.reduce((most, t) => Math.max(most, t.forecast.paths.length), 0);
  const total = new Float64Array(count);
  const tasks: TaskHours[] = [];
  const blocking: CombinedForecast['blocking'] = [];
  let cohort = false;
  let anyLeft = false;
  input.tasks.forEach((t, i) => {
    const prior = priors[i] as ForecastPrior;
    const minutes = minutesPerAttemptOf(t.state, prior);
    const perAttempt = minutes / 60 / flsShare;
    const hours = new Float64Array(count);
    for (let p = 0; p < count; p++) {
      const a = finite(t.forecast.paths[p % Math.max(1, t.forecast.paths.length)], 0);
      hours[p] = a * perAttempt;
      total[p] = (total[p] as number) + (hours[p] as number);
    }
    const left = hours.some((h) => h > 0);
    anyLeft ||= left;
    if (left && t.forecast.fromCohort) cohort = true;
    const attemptsSorted = Float64Array.from(t.forecast.paths).sort();
    hours.sort();
    const figure = calibrated(hours, t.forecast.fromCohort ? (calibration.fromCohort ?? calibration) : calibration);
    const notOnCourse = t.forecast.plateauBelow !== null || figure.median > cap;
    if (t.forecast.plateauBelow !== null) blocking.push({ task: t.task, score: t.forecast.plateauBelow });
    tasks.push({
      task: t.task,
      minutesPerAttempt: round1(minutes),
      attemptsLeft: Math.round(quantileSorted(attemptsSorted, 0.5)),
      hoursLeft: notOnCourse ? null : round1(Math.min(cap, figure.median)),
      low: notOnCourse ? null : round1(Math.min(cap, figure.low)),
      high: notOnCourse ? null : round1(Math.min(cap, figure.high)),
      notOnCourse,
    });
  });
  const flsShareRounded = Math.round(flsShare * 1000) / 1000;
  if (!anyLeft && blocking.length === 0) {
    return {
      method: 'reached',
      hoursLeft: 0,
      low: 0,
      high: 0,
      blocking,
      tasks,
      flsShare: flsShareRounded,
      raw: { p10: 0, p50: 0, p90: 0 },
    };
  }
  total.sort();
  const figure = calibrated(total, cohort ? (calibration.fromCohort ?? calibration) : calibration);
  const raw = { p10: quantileSorted(total, 0.1), p50: quantileSorted(total, 0.5), p90: quantileSorted(total, 0.9) };
  if (blocking.length === 0 && figure.median > cap) {
    // The cap: the task that holds the forecast up most.
    const size = (t: TaskHours) => t.attemptsLeft * t.minutesPerAttempt;
    const longest = tasks.reduce((most, t) => (size(t) > size(most) ? t : most));
    blocking.push({ task: longest.task, score: null });
  }
  if (blocking.length > 0) {
    return {
      method: 'not_on_course',
      hoursLeft: null,
      low: null,
      high: null,
      blocking,
      tasks,
      flsShare: flsShareRounded,
      raw,
    };
  }
  const median = round1(Math.min(cap, figure.median));
  return {
    method: cohort ? 'cohort' : 'simulated',
    hoursLeft: median,
    low: Math.min(median, round1(Math.min(cap, figure.low))),
    high: Math.max(median, round1(Math.min(cap, figure.high))),
    blocking,
    tasks,
    flsShare: flsShareRounded,
    raw,
  };
}
