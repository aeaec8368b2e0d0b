/**
 * The seam between the assessment and the forecast (forecast.ts, the FORECAST helper's): what `assessReadiness` asks
 * of a forecast, and the default one. A test puts in a forecaster with known answers, so the assessment's own logic
 * (states, progress, practise next, rounding) is tested apart from the forecast's calibration.
 */
import type { FlsTask } from '@portal/contracts';
import type { TaskForecast, TaskForecastInput } from './types.js';

/** A task's (or the whole) hours left: the median and the 80 % interval. */
export interface HoursLeft {
  median: number;
  low: number;
  high: number;
}

export interface ForecastOutcome {
  /** Per task asked for: the forecast (pass chance, plateau, cohort). */
  tasks: Partial<Record<FlsTask, TaskForecast>>;
  /** Per task asked for: its hours left on its own. */
  hours: Partial<Record<FlsTask, HoursLeft>>;
  /** Per task: the minutes per attempt the forecast used (the trainee's own, or the cohort's before any attempt). */
  minutesPerAttempt: Partial<Record<FlsTask, number>>;
  /** The hours left of all tasks asked for together; null when none could be forecast. */
  total: HoursLeft | null;
}

export interface Forecaster {
  forecast(inputs: TaskForecastInput[], options: { seed: string; flsShare: number | null }): ForecastOutcome;
}

/** A seeded PRNG from a string (xmur3 to a 32-bit seed, then mulberry32): the same seed gives the same paths. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  let a = (h ^ (h >>> 16)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * PROVISIONAL until forecast.ts is merged (then `defaultForecaster` wraps its `forecastTask` and `combineForecast`):
 * the passes still needed over the recent pass rate (at least 0.1), at the trainee's minutes per attempt (5 before
 * any), over their share of time on FLS tasks; no interval of its own (half to twice the median).
 */
export const defaultForecaster: Forecaster = {
  forecast(inputs, { flsShare }) {
    const outcome: ForecastOutcome = { tasks: {}, hours: {}, minutesPerAttempt: {}, total: null };
    let total = 0;
    for (const input of inputs) {
      const { state, left } = input;
      const rate = state.recent.length ? state.recent.filter((a) => a.pass).length / state.recent.length : 0.5;
      const needed = Math.max(0, left.consecutive - left.streak) + left.further;
      const attempts = needed / Math.max(0.1, rate);
      const minutes = state.attempts > 0 && state.seconds > 0 ? state.seconds / 60 / state.attempts : 5;
      const median = (attempts * minutes) / 60 / (flsShare ?? 1);
      outcome.tasks[input.task] = {
        paths: Float64Array.of(attempts),
        passChance: rate,
        plateauBelow: null,
        fromCohort: state.attempts < 5,
      };
      outcome.hours[input.task] = { median, low: median / 2, high: median * 2 };
      outcome.minutesPerAttempt[input.task] = minutes;
      total += median;
    }
    if (inputs.length > 0) {
      outcome.total = { median: total, low: total / 2, high: total * 2 };
    }
    return outcome;
  },
};
