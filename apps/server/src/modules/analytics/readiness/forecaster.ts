/**
 * The seam between the assessment and the forecast (forecast.ts): what `assessReadiness` asks of a forecast, and the
 * default one, forecast.ts's `forecastTask` per task and `combineForecast` over the tasks that still need something.
 * A test puts in a forecaster with known answers, so the assessment's own logic (states, progress, practise next,
 * rounding) is tested apart from the forecast's calibration.
 */
import type { FlsTask } from '@portal/contracts';
import {
  type CombineTask,
  combineForecast,
  forecastRandom,
  forecastTask,
  minutesPerAttemptOf,
  priorOf,
} from './forecast.js';
import type { RuleLeft, TaskForecast, TaskForecastInput } from './types.js';

/** A task's (or the whole) hours left: the median and the 80 % interval; Infinity above the cap. */
export interface HoursLeft {
  median: number;
  low: number;
  high: number;
}

export interface ForecastOutcome {
  /** Per task asked for: the forecast (pass chance, plateau, cohort). */
  tasks: Partial<Record<FlsTask, TaskForecast>>;
  /** Per task that still needs something: its own hours left. */
  hours: Partial<Record<FlsTask, HoursLeft>>;
  /** Per task: the minutes per attempt the forecast uses (the trainee's own, or the cohort's before enough attempts). */
  minutesPerAttempt: Partial<Record<FlsTask, number>>;
  /** The hours left of the tasks that still need something, together; null when none does. */
  total: HoursLeft | null;
}

export interface ForecastOptions {
  /** Seeds the Monte Carlo paths (each task's from the seed and the task). */
  seed: string;
  /** The trainee's seconds on every skill and on counted FLS attempts (their share of time on FLS tasks). */
  allSeconds: number;
  flsSeconds: number;
}

export interface Forecaster {
  /** Every task is asked for (its pass chance); a task whose `left` is all 0 needs nothing and has no hours. */
  forecast(inputs: TaskForecastInput[], options: ForecastOptions): ForecastOutcome;
}

/** Nothing left of the rule (a proficient task that is neither due nor relapsed). */
export const needsNothing = (left: RuleLeft) => Math.max(0, left.consecutive - left.streak) + left.further <= 0;

const NOT_ON_COURSE: HoursLeft = {
  median: Number.POSITIVE_INFINITY,
  low: Number.POSITIVE_INFINITY,
  high: Number.POSITIVE_INFINITY,
};

/** forecast.ts: seeded Monte Carlo through the rule per task, combined into hours with the conformal calibration. */
export const defaultForecaster: Forecaster = {
  forecast(inputs, { seed, allSeconds, flsSeconds }) {
    const outcome: ForecastOutcome = { tasks: {}, hours: {}, minutesPerAttempt: {}, total: null };
    const open: CombineTask[] = [];
    for (const input of inputs) {
      const forecast = forecastTask(input, forecastRandom(`${seed}:${input.task}`));
      outcome.tasks[input.task] = forecast;
      outcome.minutesPerAttempt[input.task] = minutesPerAttemptOf(input.state, priorOf(input.prior));
      if (!needsNothing(input.left)) open.push({ task: input.task, forecast, state: input.state, prior: input.prior });
    }
    if (open.length === 0) return outcome;
    const combined = combineForecast({ tasks: open, allSeconds, flsSeconds });
    for (const t of combined.tasks) {
      outcome.minutesPerAttempt[t.task] = t.minutesPerAttempt;
      outcome.hours[t.task] =
        t.hoursLeft === null
          ? NOT_ON_COURSE
          : { median: t.hoursLeft, low: t.low ?? t.hoursLeft, high: t.high ?? t.hoursLeft };
    }
    outcome.total =
      combined.hoursLeft === null
        ? NOT_ON_COURSE
        : {
            median: combined.hoursLeft,
            low: combined.low ?? combined.hoursLeft,
            high: combined.high ?? combined.hoursLeft,
          };
    return outcome;
  },
};
