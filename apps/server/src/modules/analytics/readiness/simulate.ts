/**
 * The forecast's Monte Carlo through the rule (forecast.ts, step 2): per path a task's curves drawn from their
 * posterior (posterior.ts), then attempts simulated pass or fail through what is left of the rule until it is met.
 */
import { SCORE_KINDS, type ScoreKind } from '@portal/contracts';
import { FORECAST } from './forecast-constants.js';
import { normalCdf, normalSource, passChanceOf } from './normal.js';
import { type CurveBasis, curveX, finite, priorOf, type TaskPosterior, taskPosterior } from './posterior.js';
import type { RecentAttempt, TaskForecast, TaskForecastInput } from './types.js';

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
 * of the ones before by `trendPoints` and by `trendZ` standard errors of the difference, with `noise` a single
 * attempt's scatter (a curve that still climbs has not levelled off, whatever its fit says).
 */
function stillRising(input: Pick<TaskForecastInput, 'state'>, kind: ScoreKind, noise: number): boolean {
  const { trendAttempts, trendPoints, trendZ } = FORECAST;
  const recent = input.state.recent;
  if (recent.length < 2 * trendAttempts) return false;
  let late = 0;
  let early = 0;
  for (let i = 0; i < trendAttempts; i++) {
    late += finite((recent[recent.length - 1 - i] as RecentAttempt)[kind], 0);
    early += finite((recent[recent.length - 1 - trendAttempts - i] as RecentAttempt)[kind], 0);
  }
  return (late - early) / trendAttempts >= Math.max(trendPoints, trendZ * noise * Math.sqrt(2 / trendAttempts));
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

  // A score whose plateau lies below its target (by a quarter of its scatter) with high probability, on enough of the
  // trainee's own attempts.
  let plateauBelow: ScoreKind | null = null;
  if (attempts >= FORECAST.plateauFrom) {
    let worst = FORECAST.plateauBelowChance;
    for (const kind of SCORE_KINDS) {
      // Below under the mixture of the curves: each curve's chance, weighted.
      let below = 0;
      for (const c of post.curves) {
        const s = c.scores[kind];
        below += c.weight * normalCdf((-FORECAST.plateauBelowBy * s.noise - s.plateau) / Math.sqrt(s.vPlateau));
      }
      if (below >= worst && !stillRising(input, kind, post.scores[kind].noise)) {
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
