/**
 * The forecast's constants (forecast.ts, priors.ts): `READINESS_MODEL.forecast` is this object, so the model's content
 * hash covers every number here. Plain data only (model.ts's `canonicalJson` refuses anything else).
 *
 * A score's learning curve is read as its MARGIN over its own game version's target, margin(n) = plateau − gain·n^(−c)
 * at the task's n-th counted attempt, with a single attempt scattering around it by `noise` points; the three scores of
 * an attempt scatter together (correlation `rho`).
 */
import type { ScoreKind } from '@portal/contracts';

/** One score's prior: the curve's plateau margin and gain (mean and between-trainee sd), a single attempt's noise. */
export interface ScorePrior {
  plateau: number;
  plateauSd: number;
  gain: number;
  gainSd: number;
  noise: number;
}

/**
 * What the forecast knows of a task before the trainee's own attempts say much: the cohort's curves, pace and share
 * of FLS time (priors.ts computes one from a cohort; `PUBLISHED_PRIOR` is the last fallback).
 */
export interface ForecastPrior {
  scores: Record<ScoreKind, ScorePrior>;
  /** The correlation of the three scores' scatter within one attempt. */
  rho: number;
  /** Minutes per counted attempt, until the trainee has `ownPaceFrom` attempts of the task. */
  minutesPerAttempt: number;
  /** The share of portal training time spent on counted FLS attempts, until the trainee has `ownShareFromHours`. */
  flsShare: number;
  /** Where it came from and how many trainees it pools ('published': none). */
  source: 'organization' | 'portal' | 'published';
  trainees: number;
}

/**
 * The published constants (Scott et al. 2008: 9.7 ± 2.4 h and 119 ± 31 repetitions to proficiency over the five
 * tasks, about 24 repetitions of about 5 minutes per task; the specification's ~15 h of portal training), as margins
 * of the game's scores over their targets, calibrated against the game simulator's dedicated cohort
 * (`npm run backtest:readiness` prints the cohort's own prior, which these round).
 */
export const PUBLISHED_PRIOR: ForecastPrior = {
  scores: {
    accuracy: { plateau: 6, plateauSd: 4, gain: 28, gainSd: 8, noise: 4.6 },
    speed: { plateau: 6, plateauSd: 4, gain: 29, gainSd: 8, noise: 4.7 },
    gameplay: { plateau: 6, plateauSd: 4, gain: 25, gainSd: 8, noise: 4.6 },
  },
  rho: 0.5,
  minutesPerAttempt: 3,
  flsShare: 0.65,
  source: 'published',
  trainees: 0,
};

export const FORECAST = {
  /** Monte Carlo paths per task (every task the same number: `combineForecast` adds them path by path). */
  paths: 200,
  /**
   * The learning curves weighed against each other by the evidence of the trainee's attempts (Bayesian model
   * averaging): margin(n) = plateau − gain·x(n), x = n^(−c) (power law, Newell and Rosenbloom 1981) or e^(−(n−1)/τ).
   */
  curves: [
    { kind: 'power', c: 0.5 },
    { kind: 'power', c: 1 },
    { kind: 'exponential', tau: 6 },
    { kind: 'exponential', tau: 15 },
  ] as ({ kind: 'power'; c: number } | { kind: 'exponential'; tau: number })[],
  /** Attempts simulated one by one per path; beyond, the pass chance is taken as constant and the rest is its mean. */
  horizonAttempts: 200,
  /** A path needing more attempts than this for one task counts as this many. */
  capAttempts: 3000,
  /** The prior's weight for the noise and the correlation, in attempts. */
  noisePseudoAttempts: 8,
  /** Below this many counted attempts of a task the cohort's prior carries its forecast (`method: 'cohort'`). */
  ownFrom: 8,
  /** The trainee's own minutes per attempt of a task from this many counted attempts on. */
  ownPaceFrom: 5,
  /** The trainee's own share of time on FLS tasks from this many hours of training on, bounded to [min, max]. */
  ownShareFromHours: 20,
  shareBounds: [0.25, 1] as [number, number],
  /**
   * A score's plateau is below its target when its posterior puts it `plateauBelowBy` × a single attempt's scatter or
   * more under the target with this chance, from `plateauFrom` attempts (a score just under its target still passes
   * about 40 % of its attempts, and the rule's 2 + 10 comes by luck: not a plateau that stops the trainee).
   */
  plateauBelowChance: 0.99,
  plateauBelowBy: 0.25,
  plateauFrom: 60,
  /**
   * …and the score no longer rises: the mean of its last `trendAttempts` attempts is not above that of the ones before
   * by `trendPoints` and by `trendZ` standard errors of that difference (the score's scatter × √(2/`trendAttempts`)),
   * so a flat score's noise does not pass for a rise (a rise by chance: 2.3 % instead of about 40 % at 0.5 points).
   */
  trendAttempts: 15,
  trendPoints: 0.5,
  trendZ: 2,
  /**
   * Skill decay over idle days (Kowalewski et al. 2012: retained at 6 weeks, deteriorated by 11): the margin drops by
   * `points` × the ramp from `fromDays` (0) to `fullDays` (1), and recovers by `recovery` per attempt after the gap.
   */
  decay: { fromDays: 21, fullDays: 77, points: 10, recovery: 0.6 },
  /**
   * The rise (docs/fls-readiness-forecast.md §7): in a share `pi` of each task's paths (tasks with at least `from`
   * counted attempts) every score draws a level from the cohort's prior plateau (mean + sd·z) and, when it lies above
   * the path's own plateau, rises to it over the attempts ahead as 1 − e^(−j/`attempts`) (j: attempts from now). It
   * says what the trainee's own attempts cannot: a level far below the cohort's may still rise (a two-phase curve's
   * second phase, a power curve's long tail).
   */
  rise: { pi: 0.85, attempts: 15, from: 8 },
  /** Pace and share of FLS time fall back to the prior's for tasks and trainees without data. */
  prior: PUBLISHED_PRIOR,
  /** Cohort priors (priors.ts): the fewest trainees (with `cohortMinAttempts` of the task) a cohort prior pools. */
  cohortMinTrainees: 10,
  cohortMinAttempts: 10,
};
