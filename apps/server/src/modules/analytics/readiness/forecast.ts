/**
 * The forecast of training hours left (docs/fls-readiness.md, "The forecast"):
 *
 * 1. The pass model, per task: each score's learning curve as its MARGIN over the target of the attempt's own game
 *    version, margin(n) = plateau − gain·n^(−c) at the task's n-th counted attempt (a straight line in x = n^(−c)), with
 *    a conjugate-normal posterior of (plateau, gain) from the task's recent window and a prior (the cohort's, else the
 *    published one). Idle days lower the margin (decay), a few attempts restore it. An attempt passes when all three
 *    scores are at or above their margins' zero; the three scatter together (correlation `rho`).
 * 2. Monte Carlo through the rule: per path the curves are drawn from the posterior, then attempts are simulated pass
 *    or fail through what is left of the rule (`RuleLeft`) until it is met (capped). Seeded: the same state gives the
 *    same figure.
 * 3. `combineForecast` turns each path's attempts into hours (the trainee's minutes per attempt per task, their share
 *    of time on FLS tasks), adds the tasks path by path, and answers the median and the 80 % interval, widened by the
 *    conformal calibration (`CALIBRATION`).
 *
 * Pure and cheap (a few milliseconds for five tasks): it runs in a job per upload and daily for every trainee.
 * The parts: normal.ts (the normal distribution, the pass chance), posterior.ts (step 1), simulate.ts (step 2, with
 * the rise towards the cohort's level), combine.ts (step 3); this file puts them together for a fold state.
 */
import { FLS_TASKS, type FlsTask } from '@portal/contracts';
import { DAY_MS } from '../../../lib/calendar-day.js';
import { seededRandom } from '../../../lib/seeded-random.js';
import { CALIBRATION } from './calibration.js';
import { type Calibration, type CombinedForecast, combineForecast } from './combine.js';
import { FORECAST, type ForecastPrior, PUBLISHED_PRIOR, type ScorePrior } from './forecast-constants.js';
import { targetsFor } from './model.js';
import { ruleLeft } from './rule.js';
import { forecastTask } from './simulate.js';
import type { FoldState, TaskForecast, TaskPrior } from './types.js';

export * from './combine.js';
export { normalCdf, normalQuantile, passChanceOf } from './normal.js';
export * from './posterior.js';
export * from './simulate.js';
export { CALIBRATION, FORECAST, type ForecastPrior, PUBLISHED_PRIOR, type ScorePrior };

// ---------------------------------------------------------------------------------------------------
// The seed

/** The forecast's paths are the same for the same seed (the one seeded PRNG, `lib/seeded-random.ts`). */
export const forecastRandom = seededRandom;

/**
 * The seed of a user's forecast: the user and the last result folded (the state), so the same input gives the same
 * figure, and a new upload draws new paths.
 */
export function forecastSeed(userId: string, state: Pick<FoldState, 'through'>): string {
  const t = state.through;
  return t ? `${userId}:${t.at}:${t.sessionId}:${t.position}` : `${userId}:none`;
}

// ---------------------------------------------------------------------------------------------------
// A trainee's forecast from their fold state

export interface StateForecastOptions {
  /** The assessment's time (ms): idle days are counted to it. */
  now: number;
  /** The Monte Carlo's seed (`forecastSeed`); each task draws from its own stream of it. */
  seed: string;
  /** The prior of each task (priors.ts, `choosePrior`); the published one when null. */
  priorFor?: (task: FlsTask) => TaskPrior | ForecastPrior | null;
  calibration?: Calibration;
}

export interface StateForecast extends CombinedForecast {
  /** Each task's own forecast (pass chance, plateau, paths), in the order of `FLS_TASKS`. */
  perTask: { task: FlsTask; forecast: TaskForecast }[];
}

/**
 * The forecast from a fold state: each task through what is left of its rule (`ruleLeft`), aimed at the targets of
 * the trainee's current game version, then combined into hours. A task due a refresh or relapsed is the assessment's
 * to pass on as its own `RuleLeft` (forecastTask); here only the rule counts.
 */
export function forecastReadiness(state: FoldState, options: StateForecastOptions): StateForecast {
  const targets = targetsFor(state.gameVersion);
  const perTask = FLS_TASKS.map((task) => {
    const t = state.tasks[task];
    const idleDays = t.lastAttemptAt === null ? 0 : Math.max(0, (options.now - t.lastAttemptAt) / DAY_MS);
    const prior = (options.priorFor?.(task) ?? null) as TaskPrior;
    const forecast = forecastTask(
      { task, state: t, targets: targets[task], left: ruleLeft(t, task), idleDays, prior },
      forecastRandom(`${options.seed}:${task}`),
    );
    return { task, forecast, prior };
  });
  const combined = combineForecast(
    {
      tasks: perTask.map(({ task, forecast, prior }) => ({ task, forecast, state: state.tasks[task], prior })),
      allSeconds: state.allSeconds,
      flsSeconds: state.flsSeconds,
    },
    options.calibration ?? CALIBRATION,
  );
  return { ...combined, perTask: perTask.map(({ task, forecast }) => ({ task, forecast })) };
}
