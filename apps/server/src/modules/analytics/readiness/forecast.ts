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
 */
import { FLS_TASKS, type FlsTask, SCORE_KINDS, type ScoreKind } from '@portal/contracts';
import { DAY_MS } from '../../../lib/calendar-day.js';
import { seededRandom } from '../../../lib/seeded-random.js';
import { CALIBRATION } from './calibration.js';
import { FORECAST, type ForecastPrior, PUBLISHED_PRIOR, type ScorePrior } from './forecast-constants.js';
import { READINESS_MODEL, targetsFor } from './model.js';
import { ruleLeft } from './rule.js';
import type {
  FoldState,
  RecentAttempt,
  Scores,
  TaskForecast,
  TaskForecastInput,
  TaskPrior,
  TaskState,
} from './types.js';

export { CALIBRATION, FORECAST, type ForecastPrior, PUBLISHED_PRIOR, type ScorePrior };

// ---------------------------------------------------------------------------------------------------
// Randomness and the normal distribution

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

/** The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * Normal draws from a table of 8,192 equally likely quantiles: one PRNG call each, several times cheaper than
 * Box–Muller, and the tails beyond ±3.8 sd (which the cap absorbs anyway) are all the Monte Carlo gives up.
 */
const NORMAL_TABLE_SIZE = 8192;
const NORMAL_TABLE = Float64Array.from({ length: NORMAL_TABLE_SIZE }, (_, i) =>
  normalQuantile((i + 0.5) / NORMAL_TABLE_SIZE),
);
const normalSource = (random: () => number) => () => NORMAL_TABLE[(random() * NORMAL_TABLE_SIZE) | 0] as number;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  if (z > 8) return 1;
  if (z < -8) return 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

// Gauss–Hermite nodes and weights (5 points, for a standard normal): the pass chance with correlated scores.
const GH_NODES = [-2.856970013872806, -1.355626179974266, 0, 1.355626179974266, 2.856970013872806];
const GH_WEIGHTS = [0.011257411327721, 0.222075922005613, 0.533333333333333, 0.222075922005613, 0.011257411327721];

/**
 * The chance that all three scores are at or above zero margin, each normal with mean `mu[k]` and sd `sd[k]`, their
 * scatter sharing a common part of correlation `rho` (conditionally independent given the common part).
 */
export function passChanceOf(mu: readonly number[], sd: readonly number[], rho: number): number {
  const common = Math.sqrt(rho);
  const own = Math.sqrt(1 - rho);
  let chance = 0;
  for (let g = 0; g < GH_NODES.length; g++) {
    const z0 = GH_NODES[g] as number;
    let product = 1;
    for (let k = 0; k < mu.length; k++) {
      const s = sd[k] as number;
      product *= normalCdf(((mu[k] as number) + s * common * z0) / (s * own));
    }
    chance += (GH_WEIGHTS[g] as number) * product;
  }
  return Math.min(1, Math.max(0, chance));
}

// ---------------------------------------------------------------------------------------------------
// Priors and decay

const finite = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * The prior a task's forecast uses: `prior` when it is a well-formed `ForecastPrior` (priors.ts; stored as JSON by the
 * analytics pipeline), else the published one. Each number is bounded, so a bad stored prior cannot break a figure.
 */
export function priorOf(prior: TaskPrior | ForecastPrior | null | undefined): ForecastPrior {
  const p = (prior ?? {}) as Partial<ForecastPrior>;
  const base = PUBLISHED_PRIOR;
  const bound = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  const scores = {} as Record<ScoreKind, ScorePrior>;
  for (const kind of SCORE_KINDS) {
    const s = (p.scores?.[kind] ?? {}) as Partial<ScorePrior>;
    const b = base.scores[kind];
    scores[kind] = {
      plateau: bound(finite(s.plateau, b.plateau), -50, 50),
      plateauSd: bound(finite(s.plateauSd, b.plateauSd), 1, 30),
      gain: bound(finite(s.gain, b.gain), -20, 100),
      gainSd: bound(finite(s.gainSd, b.gainSd), 1, 50),
      noise: bound(finite(s.noise, b.noise), 1, 30),
    };
  }
  return {
    scores,
    rho: bound(finite(p.rho, base.rho), 0, 0.9),
    minutesPerAttempt: bound(finite(p.minutesPerAttempt, base.minutesPerAttempt), 0.5, 60),
    flsShare: bound(finite(p.flsShare, base.flsShare), FORECAST.shareBounds[0], FORECAST.shareBounds[1]),
    source: p.source === 'organization' || p.source === 'portal' ? p.source : 'published',
    trainees: Math.max(0, Math.round(finite(p.trainees, 0))),
  };
}

/** How many points an idle gap of `days` takes off every margin (0 up to `fromDays`, all `points` from `fullDays`). */
export function decayDrop(days: number): number {
  const { fromDays, fullDays, points } = FORECAST.decay;
  if (!(days > fromDays)) return 0;
  return points * Math.min(1, (days - fromDays) / (fullDays - fromDays));
}

/**
 * The decay each recent attempt carried (its gap's drop, or what is left of an earlier one after `recovery` per
 * attempt), and what is left of it now, after `idleDays` more.
 */
function decayOf(recent: readonly RecentAttempt[], idleDays: number): { history: Float64Array; now: number } {
  const history = new Float64Array(recent.length);
  let carried = 0;
  for (let i = 0; i < recent.length; i++) {
    const a = recent[i] as RecentAttempt;
    const before = i > 0 ? (recent[i - 1] as RecentAttempt).at : a.at;
    carried = Math.max(decayDrop((a.at - before) / DAY_MS), carried * FORECAST.decay.recovery);
    history[i] = carried;
  }
  return { history, now: Math.max(decayDrop(idleDays), carried * FORECAST.decay.recovery) };
}

// ---------------------------------------------------------------------------------------------------
// The pass model: a posterior of each score's curve

/** One score's posterior of (plateau, gain): mean, covariance, and the scatter of a single attempt. */
export interface ScorePosterior {
  plateau: number;
  gain: number;
  /** Covariance: var(plateau), cov(plateau, gain), var(gain). */
  vPlateau: number;
  cov: number;
  vGain: number;
  noise: number;
}

/** One curve family's posterior: its weight (the evidence of the attempts for it) and each score's fit. */
export interface CurvePosterior {
  curve: CurveBasis;
  weight: number;
  scores: Record<ScoreKind, ScorePosterior>;
}

export interface TaskPosterior {
  /** The curve families, weighted by their evidence (Bayesian model averaging). */
  curves: CurvePosterior[];
  /** Each score's plateau and gain averaged over the curves (their mixture's mean and variance). */
  scores: Record<ScoreKind, ScorePosterior>;
  rho: number;
  /** The decay left at the next attempt (points off every margin). */
  decayNow: number;
}

/** Bayesian linear regression of y = plateau − gain·x with a normal prior and a known noise. */
function regress(xs: Float64Array, ys: Float64Array, prior: ScorePrior, noise: number): ScorePosterior {
  // Precision of the prior, then add the data: the rows are (1, −x).
  const v2 = noise * noise;
  let p11 = 1 / (prior.plateauSd * prior.plateauSd);
  let p12 = 0;
  let p22 = 1 / (prior.gainSd * prior.gainSd);
  let r1 = p11 * prior.plateau;
  let r2 = p22 * prior.gain;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    const y = ys[i] as number;
    p11 += 1 / v2;
    p12 -= x / v2;
    p22 += (x * x) / v2;
    r1 += y / v2;
    r2 -= (x * y) / v2;
  }
  const det = p11 * p22 - p12 * p12;
  const vPlateau = p22 / det;
  const vGain = p11 / det;
  const cov = -p12 / det;
  return { plateau: vPlateau * r1 + cov * r2, gain: cov * r1 + vGain * r2, vPlateau, cov, vGain, noise };
}

/**
 * The log evidence of the attempts for a fit (up to a constant shared by every curve): the normal linear model's
 * marginal likelihood, −½ [‖y − Hμ‖²/σ² + (μ − m0)ᵀS0⁻¹(μ − m0) + m·ln σ² + ln|P| + ln|S0|].
 */
function logEvidence(xs: Float64Array, ys: Float64Array, prior: ScorePrior, fit: ScorePosterior): number {
  const v2 = fit.noise * fit.noise;
  let ssr = 0;
  for (let i = 0; i < xs.length; i++) ssr += ((ys[i] as number) - (fit.plateau - fit.gain * (xs[i] as number))) ** 2;
  const sa2 = prior.plateauSd * prior.plateauSd;
  const sb2 = prior.gainSd * prior.gainSd;
  const quad = (fit.plateau - prior.plateau) ** 2 / sa2 + (fit.gain - prior.gain) ** 2 / sb2;
  // |P| = 1 / |posterior covariance|.
  const detCov = fit.vPlateau * fit.vGain - fit.cov * fit.cov;
  return -0.5 * (ssr / v2 + quad + xs.length * Math.log(v2) - Math.log(detCov) + Math.log(sa2 * sb2));
}

/** A curve family: margin(n) = plateau − gain·x(n), with x(n) = n^(−c) (power) or e^(−(n−1)/τ) (exponential). */
export type CurveBasis = { kind: 'power'; c: number } | { kind: 'exponential'; tau: number };

export const curveX = (curve: CurveBasis, n: number) =>
  curve.kind === 'power' ? Math.max(1, n) ** -curve.c : Math.exp(-(Math.max(1, n) - 1) / curve.tau);

/**
 * The posterior of a task's curves from its recent window: margins over each attempt's own version's targets (the
 * forecast's `targets` for a version the model no longer knows), corrected for the decay each attempt carried.
 */
export function taskPosterior(
  input: Pick<TaskForecastInput, 'task' | 'state' | 'targets' | 'idleDays'> & {
    prior: TaskPrior | ForecastPrior | null;
  },
) {
  const prior = priorOf(input.prior);
  const recent = input.state.recent;
  const m = recent.length;
  const { history, now } = decayOf(recent, Math.max(0, finite(input.idleDays, 0)));
  const nu = FORECAST.noisePseudoAttempts;
  const ys = SCORE_KINDS.map((kind) => {
    const y = new Float64Array(m);
    for (let i = 0; i < m; i++) {
      const a = recent[i] as RecentAttempt;
      const targets = (READINESS_MODEL.targets[a.version]?.[input.task] ?? input.targets) as Scores;
      y[i] = finite(a[kind], 0) - targets[kind] + (history[i] as number);
    }
    return y;
  });
  let residuals: Float64Array[] = [];
  let bestLog = Number.NEGATIVE_INFINITY;
  const curves: CurvePosterior[] = [];
  const logs: number[] = [];
  for (const curve of FORECAST.curves as CurveBasis[]) {
    const xs = new Float64Array(m);
    for (let i = 0; i < m; i++) xs[i] = curveX(curve, (recent[i] as RecentAttempt).n);
    const scores = {} as Record<ScoreKind, ScorePosterior>;
    const res: Float64Array[] = [];
    let log = 0;
    SCORE_KINDS.forEach((kind, k) => {
      const y = ys[k] as Float64Array;
      const p = prior.scores[kind];
      let fit = regress(xs, y, p, p.noise);
      // The noise from the residuals around the fit, with the prior's noise worth `nu` attempts; then fit again.
      const r = new Float64Array(m);
      let ssr = 0;
      for (let i = 0; i < m; i++) {
        r[i] = (y[i] as number) - (fit.plateau - fit.gain * (xs[i] as number));
        ssr += (r[i] as number) ** 2;
      }
      const noise = Math.min(30, Math.max(1, Math.sqrt((nu * p.noise * p.noise + ssr) / (nu + m))));
      if (m > 0) fit = regress(xs, y, p, noise);
      scores[kind] = fit;
      res.push(r);
      log += m > 0 ? logEvidence(xs, y, p, fit) : 0;
    });
    curves.push({ curve, weight: 0, scores });
    logs.push(log);
    if (log > bestLog) {
      bestLog = log;
      residuals = res;
    }
  }
  const total = logs.reduce((sum, log) => sum + Math.exp(log - bestLog), 0);
  curves.forEach((c, i) => {
    c.weight = Math.exp((logs[i] as number) - bestLog) / total;
  });
  // The mixture's mean and variance of each score's plateau and gain.
  const scores = {} as Record<ScoreKind, ScorePosterior>;
  for (const kind of SCORE_KINDS) {
    let plateau = 0;
    let gain = 0;
    let noise = 0;
    for (const c of curves) {
      plateau += c.weight * c.scores[kind].plateau;
      gain += c.weight * c.scores[kind].gain;
      noise += c.weight * c.scores[kind].noise;
    }
    let vPlateau = 0;
    let vGain = 0;
    let cov = 0;
    for (const c of curves) {
      const f = c.scores[kind];
      vPlateau += c.weight * (f.vPlateau + (f.plateau - plateau) ** 2);
      vGain += c.weight * (f.vGain + (f.gain - gain) ** 2);
      cov += c.weight * (f.cov + (f.plateau - plateau) * (f.gain - gain));
    }
    scores[kind] = { plateau, gain, vPlateau, cov, vGain, noise };
  }
  // The scores' correlation: the mean pairwise correlation of the residuals, shrunk towards the prior's.
  let rho = prior.rho;
  if (m >= 3) {
    let sum = 0;
    let pairs = 0;
    for (let a = 0; a < 3; a++) {
      for (let b = a + 1; b < 3; b++) {
        const ra = residuals[a] as Float64Array;
        const rb = residuals[b] as Float64Array;
        let sab = 0;
        let saa = 0;
        let sbb = 0;
        for (let i = 0; i < m; i++) {
          sab += (ra[i] as number) * (rb[i] as number);
          saa += (ra[i] as number) ** 2;
          sbb += (rb[i] as number) ** 2;
        }
        if (saa > 0 && sbb > 0) {
          sum += sab / Math.sqrt(saa * sbb);
          pairs += 1;
        }
      }
    }
    if (pairs > 0) rho = (nu * prior.rho + m * (sum / pairs)) / (nu + m);
  }
  rho = Math.min(0.9, Math.max(0, rho));
  return { curves, scores, rho, decayNow: now } satisfies TaskPosterior;
}

// ---------------------------------------------------------------------------------------------------
// The Monte Carlo through the rule

/**
 * The mean attempts to finish the rule at a constant pass chance p: `row` passes in a row from a streak of `streak`
 * (E = Σ_{i=streak+1..row} p^(−i)), then `further` passes (further / p).
 */
export function meanAttemptsLeft(p: number, row: number, streak: number, further: number): number {
  let total = further / p;
  for (let i = streak + 1; i <= row; i++) total += p ** -i;
  return total;
}

/**
 * Whether a score still rises over the recent window: the mean margin of the last `trendAttempts` attempts above that
 * of the ones before by `trendPoints` or more (a curve that still climbs has not levelled off, whatever its fit says).
 */
function stillRising(input: Pick<TaskForecastInput, 'state'>, kind: ScoreKind): boolean {
  const { trendAttempts, trendPoints } = FORECAST;
  const recent = input.state.recent;
  if (recent.length < 2 * trendAttempts) return false;
  let late = 0;
  let early = 0;
  for (let i = 0; i < trendAttempts; i++) {
    late += finite((recent[recent.length - 1 - i] as RecentAttempt)[kind], 0);
    early += finite((recent[recent.length - 1 - trendAttempts - i] as RecentAttempt)[kind], 0);
  }
  return (late - early) / trendAttempts >= trendPoints;
}

/** The rise's ramp at the j-th attempt ahead (j from 1): 1 − e^(−j/`FORECAST.rise.attempts`), a table per horizon. */
const RISE_RAMP = Float64Array.from(
  { length: FORECAST.horizonAttempts },
  (_, j) => 1 - Math.exp(-(j + 1) / FORECAST.rise.attempts),
);

/**
 * One task's forecast: its pass chance now, whether a score's plateau lies below its target, and per Monte Carlo path
 * the attempts left until the rule is met (`FORECAST.capAttempts` at most). Deterministic for the same `random`.
 */
export function forecastTask(input: TaskForecastInput, random: () => number): TaskForecast {
  const { paths: count, horizonAttempts, capAttempts } = FORECAST;
  const post = taskPosterior(input);
  const attempts = Math.max(0, input.state.attempts);
  const fromCohort = attempts < FORECAST.ownFrom;
  const inRow = Math.max(0, input.left.consecutive - input.left.streak);
  const further = Math.max(0, input.left.further);
  const normal = normalSource(random);

  // A score whose plateau lies below its target with high probability (only on enough of the trainee's own attempts).
  let plateauBelow: ScoreKind | null = null;
  if (attempts >= FORECAST.plateauFrom) {
    let worst = FORECAST.plateauBelowChance;
    for (const kind of SCORE_KINDS) {
      // Below under the mixture of the curves: each curve's chance, weighted.
      let below = 0;
      for (const c of post.curves) {
        const s = c.scores[kind];
        below += c.weight * normalCdf(-s.plateau / Math.sqrt(s.vPlateau));
      }
      if (below >= worst && !stillRising(input, kind)) {
        worst = below;
        plateauBelow = kind;
      }
    }
  }

  // Per curve: x for the attempts ahead, and the Cholesky factors of each score's (plateau, gain).
  const curves = post.curves.map((c) => {
    const xs = new Float64Array(horizonAttempts);
    for (let j = 0; j < horizonAttempts; j++) xs[j] = curveX(c.curve, attempts + j + 1);
    const chol = SCORE_KINDS.map((kind) => {
      const s = c.scores[kind];
      const l11 = Math.sqrt(Math.max(1e-9, s.vPlateau));
      const l21 = s.cov / l11;
      const l22 = Math.sqrt(Math.max(1e-9, s.vGain - l21 * l21));
      return { s, l11, l21, l22 };
    });
    return { weight: c.weight, xs, chol, noise: chol.map((k) => k.s.noise) };
  });
  const common = Math.sqrt(post.rho);
  const own = Math.sqrt(1 - post.rho);
  const plateau = new Float64Array(3);
  const gain = new Float64Array(3);
  // The rise towards the cohort's level (FORECAST.rise): per rising path each score's points still to come.
  const { pi: risePi, from: riseFrom } = FORECAST.rise;
  const canRise = attempts >= riseFrom && risePi > 0;
  const cohortScores = canRise ? priorOf(input.prior).scores : null;
  const rise = new Float64Array(3);
  const mu = [0, 0, 0];
  const m3 = new Float64Array(3);

  const paths = new Float64Array(count);
  for (let p = 0; p < count; p++) {
    // The path's curve: drawn by the curves' weights, then its parameters from that curve's posterior.
    let u = random();
    let pick = curves[curves.length - 1] as (typeof curves)[number];
    for (const c of curves) {
      u -= c.weight;
      if (u < 0) {
        pick = c;
        break;
      }
    }
    const { xs, chol, noise } = pick;
    for (let k = 0; k < 3; k++) {
      const { s, l11, l21, l22 } = chol[k] as (typeof chol)[number];
      const z1 = normal();
      const z2 = normal();
      plateau[k] = s.plateau + l11 * z1;
      gain[k] = s.gain + l21 * z1 + l22 * z2;
    }
    let decay = post.decayNow;
    if (inRow === 0 && further === 0) continue;
    rise.fill(0);
    if (cohortScores && random() < risePi) {
      SCORE_KINDS.forEach((kind, k) => {
        const c = cohortScores[kind];
        rise[k] = Math.max(0, c.plateau + c.plateauSd * normal() - (plateau[k] as number));
      });
    }
    // A path whose pass chance is still negligible at the horizon never finishes: the cap, without simulating it
    // (a score 4 sd below its target there passes less often than that whatever the others do).
    const xEnd = xs[horizonAttempts - 1] as number;
    const rampEnd = RISE_RAMP[horizonAttempts - 1] as number;
    let hopeless = false;
    for (let k = 0; k < 3; k++) {
      mu[k] = (plateau[k] as number) - (gain[k] as number) * xEnd + (rise[k] as number) * rampEnd;
      if ((mu[k] as number) < -4 * (noise[k] as number)) hopeless = true;
    }
    const chanceEnd = hopeless ? 0 : passChanceOf(mu, noise, post.rho);
    if (chanceEnd < 1e-3) {
      paths[p] = capAttempts;
      continue;
    }
    // Attempt by attempt through the rule: the pair (a fail starts the streak again), then the further passes.
    const row = input.left.consecutive;
    let streak = Math.min(input.left.streak, row);
    let needFurther = further;
    let j = 0;
    for (; j < horizonAttempts && (streak < row || needFurther > 0); j++) {
      const x = xs[j] as number;
      const ramp = RISE_RAMP[j] as number;
      let pass = true;
      // Far below a target (4 sd) an attempt fails without drawing: the cheap early stretch of a long path.
      for (let k = 0; k < 3; k++) {
        m3[k] = (plateau[k] as number) - (gain[k] as number) * x - decay + (rise[k] as number) * ramp;
        if ((m3[k] as number) < -4 * (noise[k] as number)) pass = false;
      }
      if (pass) {
        const z0 = normal();
        for (let k = 0; k < 3; k++) {
          if ((m3[k] as number) + (noise[k] as number) * (common * z0 + own * normal()) < 0) {
            pass = false;
            break;
          }
        }
      }
      decay *= FORECAST.decay.recovery;
      if (streak < row) streak = pass ? streak + 1 : 0;
      else if (pass) needFurther -= 1;
    }
    let left = j;
    if (streak < row || needFurther > 0) {
      // Beyond the horizon the pass chance hardly moves: the rest is its mean at a constant chance.
      left = j + meanAttemptsLeft(chanceEnd, row, streak, needFurther);
    }
    paths[p] = Math.min(capAttempts, left);
  }
  const passChance = attempts > 0 ? nextPassChance(post, attempts) : priorPassChance(input, post);
  return { paths, passChance, plateauBelow, fromCohort };
}

/**
 * The chance that the next attempt passes: per curve (weighted), each score's margin at the next attempt with the
 * uncertainty of its curve added to the scatter of a single attempt, and today's decay.
 */
function nextPassChance(post: TaskPosterior, attempts: number): number {
  let chance = 0;
  for (const c of post.curves) {
    const x = curveX(c.curve, attempts + 1);
    const mu = SCORE_KINDS.map((kind) => c.scores[kind].plateau - c.scores[kind].gain * x - post.decayNow);
    const sd = SCORE_KINDS.map((kind) => {
      const s = c.scores[kind];
      return Math.sqrt(s.noise ** 2 + Math.max(0, s.vPlateau + x * x * s.vGain - 2 * x * s.cov));
    });
    chance += c.weight * passChanceOf(mu, sd, post.rho);
  }
  return Math.min(1, Math.max(0, chance));
}

/** Without attempts: the pass chance of the prior's curve at the first attempt. */
function priorPassChance(input: TaskForecastInput, post: TaskPosterior): number {
  const x = curveX((FORECAST.curves as CurveBasis[])[0] as CurveBasis, Math.max(0, input.state.attempts) + 1);
  const mu = SCORE_KINDS.map((kind) => post.scores[kind].plateau - post.scores[kind].gain * x - post.decayNow);
  const sd = SCORE_KINDS.map((kind) => Math.sqrt(post.scores[kind].noise ** 2 + post.scores[kind].vPlateau));
  return passChanceOf(mu, sd, post.rho);
}

// ---------------------------------------------------------------------------------------------------
// Attempts into hours

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
