/**
 * The forecast's pass model (forecast.ts, step 1): the prior a task uses, the decay over idle days, and the posterior
 * of each score's learning curve (its margin over the target) from the task's recent window, weighed over the curve
 * families by their evidence.
 */
import { SCORE_KINDS, type ScoreKind } from '@portal/contracts';
import { DAY_MS } from '../../../lib/calendar-day.js';
import { FORECAST, type ForecastPrior, PUBLISHED_PRIOR, type ScorePrior } from './forecast-constants.js';
import { READINESS_MODEL } from './model.js';
import type { RecentAttempt, Scores, TaskForecastInput, TaskPrior } from './types.js';

export const finite = (value: unknown, fallback: number) =>
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
