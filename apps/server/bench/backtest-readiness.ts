/**
 * The readiness forecast's backtest (issue 25; docs/fls-readiness.md, "The backtest"): `npm run backtest:readiness`.
 *
 * Two cohorts of simulated trainees (the game simulator, apps/server/src/db/seed/simulation.ts): a
 * CALIBRATION cohort (the simulator's default draws) and a HELD-OUT cohort whose curves, noise, decay and breaks are
 * drawn differently (`HELDOUT_VARIATION`). Both mix dedicated, steady and occasional trainees with curves of four
 * shapes the model does not assume (exponential, power, logistic, two-phase), plateaus at and below the targets,
 * levels and decay. The portal's cohort prior comes from the calibration cohort's final states.
 *
 * At every `--every`-th training day before readiness (every one by default; at most `--max-snapshots` per trainee,
 * spread evenly) the results so far are folded and the forecast is made; the truth is the rule applied to the
 * trainee's simulated future: the hours of portal training until every task is proficient (none when never within the
 * horizon). Scored on the held-out cohort; `--write-calibration` stores the conformal calibration computed from the
 * CALIBRATION cohort in src/modules/analytics/readiness/calibration.ts (the model's version changes with it).
 *
 * Options: --trainees 1000 (held-out) --calibration 1000 --days 540 --every 1 --max-snapshots 40 --workers 2
 *          --relapse 300 (trainees with an injected 15-point drop) --revocations 400 (trainees watched for false
 *          revocations) --seed bt --write-calibration; the oracle (bench/readiness-oracle.ts): --oracle 40 (futures per
 *          snapshot) --oracle-snapshots 3 (at most per held-out trainee); --dump file.json (the held-out snapshots)
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FLS_TASKS, type FlsTask, SCORE_KINDS } from '@portal/contracts';
import {
  DEFAULT_VARIATION,
  drawTrainee,
  PROFILES,
  type ProfileName,
  type TraineeVariation,
} from '../src/db/seed/simulation.js';
import { DAY_MS, dayOf } from '../src/lib/calendar-day.js';
import { CALIBRATION } from '../src/modules/analytics/readiness/calibration.js';
import { emptyFoldState, foldResults } from '../src/modules/analytics/readiness/fold.js';
import { type Calibration, forecastReadiness, forecastSeed } from '../src/modules/analytics/readiness/forecast.js';
import type { ForecastPrior } from '../src/modules/analytics/readiness/forecast-constants.js';
import { READINESS_MODEL, READINESS_VERSION } from '../src/modules/analytics/readiness/model.js';
import { cohortPrior } from '../src/modules/analytics/readiness/priors.js';
import { taskOf } from '../src/modules/analytics/readiness/rule.js';
import type { FoldState, ResultInput } from '../src/modules/analytics/readiness/types.js';
import { quantile, simulateTrainee } from './readiness-cohort.js';
import { type OracleForecast, oracleForecast } from './readiness-oracle.js';

/** The held-out cohort: other shape weights, wider spreads, other noise, a harder and earlier decay, more breaks. */
export const HELDOUT_VARIATION: TraineeVariation = {
  shapes: { exponential: 1, power: 2, logistic: 1, 'two-phase': 2 },
  speedSpread: 0.35,
  exerciseSpread: 0.25,
  marginSpread: 3.5,
  plateauAtTarget: 0.06,
  plateauBelowTarget: 0.06,
  noiseSpread: 0.4,
  commonNoise: 0.3,
  decay: { fromDays: 21, fullDays: 70, points: 14, recovery: 0.5 },
  breakChance: 0.15,
};

export type CohortName = 'calibration' | 'heldout';

export interface BacktestOptions {
  trainees: number;
  calibration: number;
  days: number;
  every: number;
  maxSnapshots: number;
  workers: number;
  relapse: number;
  revocations: number;
  seed: string;
  /** The oracle (bench/readiness-oracle.ts): K futures per snapshot of the held-out cohort (0: none), at most
   *  `oracleSnapshots` scored snapshots per trainee (0: every one). */
  oracle?: number;
  oracleSnapshots?: number;
}

export const DEFAULT_OPTIONS: BacktestOptions = {
  trainees: 1000,
  calibration: 1000,
  days: 540,
  every: 1,
  maxSnapshots: 40,
  workers: 2,
  relapse: 300,
  revocations: 400,
  seed: 'bt',
  oracle: 0,
  oracleSnapshots: 0,
};

const profileOf = (i: number): ProfileName => (i % 20 < 10 ? 'dedicated' : i % 20 < 17 ? 'steady' : 'occasional');
const variationOf = (cohort: CohortName) => (cohort === 'calibration' ? DEFAULT_VARIATION : HELDOUT_VARIATION);
const seedOf = (options: Pick<BacktestOptions, 'seed'>, cohort: CohortName, i: number) =>
  `${options.seed}:${cohort}:${i}`;

/** One forecast at one training day. */
export interface Snapshot {
  trainee: number;
  profile: ProfileName;
  /** Training day (from the trainee's first) and counted FLS attempts so far. */
  day: number;
  flsAttempts: number;
  /** The true hours of portal training left; null when never ready within the horizon. */
  truth: number | null;
  /** The paths' percentiles before the calibration; null when every task is blocked by a plateau. */
  p10: number;
  p50: number;
  p90: number;
  /** A score's plateau below its target (not on course whatever the hours). */
  plateau: boolean;
  cohort: boolean;
  ms: number;
  /** The oracle's forecast (held-out, with `--oracle`): the true parameters, K fresh futures; beside it the trainee's
   *  curve shape and the model's median attempts left per task (FLS_TASKS order). */
  oracle?: OracleForecast;
  shape?: string;
  modelAttempts?: number[];
}

export interface TraineeOutcome {
  trainee: number;
  profile: ProfileName;
  readyHours: number | null;
  snapshots: Snapshot[];
  /** Relapse: the counted attempts from the drop to the relapse signal (null: none within the horizon). */
  relapseDelay?: number | null;
  /** False revocations: relapse signals without a drop, and the counted attempts watched after sign-off. */
  revocations?: number;
  watchedAttempts?: number;
}

const totalAttempts = (state: FoldState) => FLS_TASKS.reduce((sum, task) => sum + state.tasks[task].attempts, 0);

/** Fold sessions [from, to) onto a state. */
const foldSessions = (state: FoldState, results: ResultInput[][], from: number, to: number) =>
  to > from ? foldResults(state, results.slice(from, to).flat()) : state;

/** The snapshots of one trainee: the forecast at training days before readiness, against the truth. */
function traineeSnapshots(
  i: number,
  cohort: CohortName,
  options: BacktestOptions,
  priors: Partial<Record<FlsTask, ForecastPrior>>,
): TraineeOutcome {
  const profile = profileOf(i);
  const seed = seedOf(options, cohort, i);
  const t = simulateTrainee(seed, profile, options.days, variationOf(cohort));
  const last = t.readySession ?? t.results.length;
  // Training days before readiness, every `every`-th, at most `maxSnapshots` spread evenly.
  let picks: number[] = [];
  for (let s = options.every - 1; s < last; s += options.every) picks.push(s);
  if (picks.length > options.maxSnapshots) {
    const step = picks.length / options.maxSnapshots;
    picks = Array.from({ length: options.maxSnapshots }, (_, k) => picks[Math.floor(k * step)] as number);
  }
  const snapshots: Snapshot[] = [];
  let state = emptyFoldState();
  let folded = 0;
  const first = t.results[0]?.[0]?.at ?? 0;
  const oracleK = cohort === 'heldout' && t.readyHours !== null ? (options.oracle ?? 0) : 0;
  const eligible: number[] = [];
  for (const [k, s] of oracleK > 0 ? picks.entries() : []) {
    state = foldSessions(state, t.results, folded, s + 1);
    folded = s + 1;
    if (totalAttempts(state) >= CALIBRATION.minAttempts) eligible.push(k);
  }
  const max = options.oracleSnapshots ?? 0;
  const oracleAt = new Set(
    max > 0 && eligible.length > max
      ? Array.from({ length: max }, (_, j) => eligible[Math.floor(((j + 0.5) * eligible.length) / max)] as number)
      : eligible,
  );
  state = emptyFoldState();
  folded = 0;
  for (const [k, s] of picks.entries()) {
    state = foldSessions(state, t.results, folded, s + 1);
    folded = s + 1;
    const session = t.results[s] as ResultInput[];
    const now = (session[0]?.at ?? 0) + 12 * 3_600_000;
    const started = performance.now();
    const f = forecastReadiness(state, {
      now,
      seed: forecastSeed(seed, state),
      priorFor: (task) => priors[task] ?? null,
      calibration: { q: 0, bias: 0 },
    });
    const ms = performance.now() - started;
    snapshots.push({
      trainee: i,
      profile,
      day: Math.floor((now - first) / DAY_MS),
      flsAttempts: totalAttempts(state),
      truth: t.readyHours === null ? null : Math.max(0, t.readyHours - state.allSeconds / 3600),
      p10: f.raw.p10,
      p50: f.raw.p50,
      p90: f.raw.p90,
      plateau: f.perTask.some((p) => p.forecast.plateauBelow !== null),
      cohort: f.perTask.some((p) => p.forecast.fromCohort && p.forecast.paths.some((a) => a > 0)),
      ms,
      ...(oracleAt.has(k)
        ? {
            oracle: oracleForecast(t, s, state, oracleK, options.days, variationOf(cohort)),
            shape: drawTrainee(seed, PROFILES[profile], variationOf(cohort)).shape,
            modelAttempts: f.perTask.map((p) => quantile(Array.from(p.forecast.paths), 0.5)),
          }
        : {}),
    });
  }
  return { trainee: i, profile, readyHours: t.readyHours, snapshots };
}

const RELAPSE_POINTS = 15;

/**
 * Relapse: a ready trainee's task, signed off, drops by 15 points on every score from a few attempts after sign-off
 * and proficiency on. The delay: counted attempts of the task from the first dropped one to the relapse signal.
 */
function relapseDelay(i: number, cohort: CohortName, options: BacktestOptions): number | null | undefined {
  const profile = profileOf(i);
  const seed = seedOf(options, cohort, i);
  const variation = variationOf(cohort);
  const base = simulateTrainee(seed, profile, options.days, variation);
  if (base.readyAt === null) return undefined;
  const final = foldResults(emptyFoldState(), base.results.flat());
  const task = FLS_TASKS[i % FLS_TASKS.length] as FlsTask;
  const ts = final.tasks[task];
  if (ts.signedOffAt === null || ts.proficientAt === null) return undefined;
  const exercise = READINESS_MODEL.tasks[task].exercises[0] as string;
  const since = Math.max(ts.signedOffAt, ts.proficientAt);
  let n = 0;
  let fromAttempt: number | null = null;
  for (const r of base.results.flat()) {
    if (r.exercise !== exercise) continue;
    n += 1;
    if (r.at > since) {
      fromAttempt = n + 3;
      break;
    }
  }
  if (fromAttempt === null) return undefined;
  const dropped = simulateTrainee(seed, profile, options.days, variation, {
    exercise,
    fromAttempt,
    points: RELAPSE_POINTS,
  });
  // The counted attempts before the first dropped one, and the results up to 40 counted attempts after it.
  const flat = dropped.results.flat();
  let seen = 0;
  let countedBefore: number | null = null;
  let counted = 0;
  let end = flat.length;
  for (const [k, r] of flat.entries()) {
    if (r.exercise === exercise) seen += 1;
    const isCounted = taskOf(r) === task;
    if (countedBefore === null && r.exercise === exercise && seen >= fromAttempt) countedBefore = counted;
    if (isCounted) counted += 1;
    if (countedBefore !== null && counted - countedBefore >= 40) {
      end = k + 1;
      break;
    }
  }
  if (countedBefore === null) return undefined;
  // Fold in chunks so that no relapse leaves the task's recent window unseen.
  const { h } = READINESS_MODEL.cusum.relapse;
  let state = emptyFoldState();
  const chunk = 40;
  for (let start = 0; start < end; start += chunk) {
    const slice = flat.slice(start, Math.min(end, start + chunk));
    // A chunk must end at a session's end: the fold takes whole sessions only in order, which slices keep.
    state = foldResults(state, slice);
    for (const a of state.tasks[task].recent) {
      if (a.n > (countedBefore as number) && a.cusum >= h) return a.n - (countedBefore as number);
    }
  }
  return null;
}

/** False revocations: relapse signals of trainees without a drop, per counted attempt watched after sign-off. */
function falseRevocations(i: number, cohort: CohortName, options: BacktestOptions) {
  const t = simulateTrainee(seedOf(options, cohort, i), profileOf(i), options.days, variationOf(cohort));
  const { h } = READINESS_MODEL.cusum.relapse;
  const seen = Object.fromEntries(FLS_TASKS.map((task) => [task, 0])) as Record<FlsTask, number>;
  let revocations = 0;
  let watched = 0;
  let state = emptyFoldState();
  const flat = t.results.flat();
  const chunk = 40;
  for (let start = 0; start < flat.length; start += chunk) {
    state = foldResults(state, flat.slice(start, start + chunk));
    for (const task of FLS_TASKS) {
      const ts = state.tasks[task];
      for (const a of ts.recent) {
        if (a.n <= seen[task]) continue;
        seen[task] = a.n;
        if (ts.signedOffAt === null || a.at <= ts.signedOffAt) continue;
        watched += 1;
        if (a.cusum >= h) revocations += 1;
      }
    }
  }
  return { revocations, watched };
}

/** A part of a cohort (in this process). */
export function runPart(
  cohort: CohortName,
  indices: number[],
  options: BacktestOptions,
  priors: Partial<Record<FlsTask, ForecastPrior>>,
): TraineeOutcome[] {
  return indices.map((i) => {
    const outcome = traineeSnapshots(i, cohort, options, priors);
    if (cohort === 'heldout' && i < options.relapse) outcome.relapseDelay = relapseDelay(i, cohort, options);
    if (cohort === 'heldout' && i < options.revocations) {
      const { revocations, watched } = falseRevocations(i, cohort, options);
      Object.assign(outcome, { revocations, watchedAttempts: watched });
    }
    return outcome;
  });
}

/** The portal's prior per task from the calibration cohort's states at the horizon. */
export function calibrationPriors(options: BacktestOptions): Partial<Record<FlsTask, ForecastPrior>> {
  const members: FoldState[] = [];
  for (let i = 0; i < Math.min(options.calibration, 300); i++) {
    const t = simulateTrainee(seedOf(options, 'calibration', i), profileOf(i), options.days, DEFAULT_VARIATION);
    members.push(foldResults(emptyFoldState(), t.results.flat()));
  }
  const priors: Partial<Record<FlsTask, ForecastPrior>> = {};
  for (const task of FLS_TASKS) {
    const prior = cohortPrior(members, task, 'portal');
    if (prior) priors[task] = prior;
  }
  return priors;
}

async function runCohort(
  cohort: CohortName,
  count: number,
  options: BacktestOptions,
  priors: Partial<Record<FlsTask, ForecastPrior>>,
): Promise<TraineeOutcome[]> {
  const indices = Array.from({ length: count }, (_, i) => i);
  if (options.workers <= 1) return runPart(cohort, indices, options, priors);
  const parts = Array.from({ length: options.workers }, (_, w) => indices.filter((i) => i % options.workers === w));
  const results = await Promise.all(
    parts.map(
      (part) =>
        new Promise<TraineeOutcome[]>((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), ['--part'], {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          child.once('message', (message) => {
            resolve(message as TraineeOutcome[]);
            child.kill();
          });
          child.once('error', reject);
          child.once('exit', (code) => {
            if (code !== 0 && code !== null) reject(new Error(`backtest part exited with ${code}`));
          });
          child.send({ cohort, indices: part, options, priors });
        }),
    ),
  );
  return results.flat().sort((a, b) => a.trainee - b.trainee);
}

// ---------------------------------------------------------------------------------------------------
// Scoring

const CAP = READINESS_MODEL.forecastCapHours;

/** The figure a trainee would see from a snapshot's raw percentiles with a calibration (as `combineForecast`). */
export function shown(s: Snapshot, calibration: Calibration) {
  const c = s.cohort ? (calibration.fromCohort ?? calibration) : calibration;
  const median = s.p50 * Math.exp(c.bias);
  if (s.plateau || median > CAP) return null;
  return {
    median: Math.min(CAP, median),
    low: Math.min(CAP, s.p10 * Math.exp(c.bias - c.q)),
    high: Math.min(CAP, s.p90 * Math.exp(c.bias + c.q)),
  };
}

const scored = (outcomes: TraineeOutcome[], minAttempts: number) =>
  outcomes.flatMap((o) => o.snapshots).filter((s) => s.flsAttempts >= minAttempts && s.truth !== null && s.truth > 0);

/**
 * The conformal calibration (CQR in log space) from a cohort's snapshots: forecasts on the trainee's own attempts (with
 * `minAttempts` FLS attempts or more), and apart from them those the cohort's prior carries (any number of attempts).
 */
export function conformal(
  outcomes: TraineeOutcome[],
  target = CALIBRATION.target,
  minAttempts = CALIBRATION.minAttempts,
) {
  const own = conformalOf(
    scored(outcomes, minAttempts).filter((s) => !s.cohort),
    target,
  );
  const fromCohort = conformalOf(
    scored(outcomes, 0).filter((s) => s.cohort),
    target,
  );
  return { q: own.q, bias: own.bias, snapshots: own.snapshots, fromCohort };
}

function conformalOf(snapshots: Snapshot[], target: number) {
  const eligible = snapshots.filter((s) => shown(s, { q: 0, bias: 0 }) !== null && s.p50 > 0);
  const bias = quantile(
    eligible.map((s) => Math.log((s.truth as number) / s.p50)),
    0.5,
  );
  const scores = eligible.map((s) => {
    const truth = Math.log(s.truth as number);
    const low = s.p10 > 0 ? Math.log(s.p10) + bias : Number.NEGATIVE_INFINITY;
    return Math.max(low - truth, truth - (Math.log(Math.max(1e-9, s.p90)) + bias));
  });
  const n = scores.length;
  const level = Math.min(1, Math.ceil((n + 1) * target) / n);
  const q = n > 0 ? Math.max(0, quantile(scores, level)) : 0;
  return { q: Math.round(q * 1000) / 1000, bias: Math.round(bias * 1000) / 1000, snapshots: n };
}

export interface Figures {
  trainees: number;
  ready: number;
  snapshots: number;
  scoredSnapshots: number;
  coverage: number;
  medianAbsLn: number;
  p90AbsLn: number;
  /** Not-on-course verdicts (snapshots with ≥ 20 attempts) of trainees who did become ready; and per trainee. */
  falseAlarmSnapshots: number;
  falseAlarmTrainees: number;
  /** Of these, plateau verdicts only. */
  plateauFalseAlarmSnapshots: number;
  /** Not-on-course verdicts for trainees never ready (≥ 20 attempts): the true alarms. */
  trueAlarmSnapshots: number;
  relapseCases: number;
  relapseWithin10: number;
  relapseMedianDelay: number;
  falseRevocationsPer100: number;
  watchedAttempts: number;
  changeMedian: number;
  changeP90: number;
  nonFinite: number;
  overCap: number;
  msMedian: number;
  msP99: number;
  byProfile: Record<string, { coverage: number; medianAbsLn: number; snapshots: number }>;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

export function score(outcomes: TraineeOutcome[], c: Calibration, minAttempts = CALIBRATION.minAttempts): Figures {
  const all = outcomes.flatMap((o) => o.snapshots);
  const eligible = scored(outcomes, minAttempts);
  const onCourse = eligible.filter((s) => shown(s, c) !== null);
  const covered = onCourse.filter((s) => {
    const f = shown(s, c) as NonNullable<ReturnType<typeof shown>>;
    return f.low <= (s.truth as number) + 0.05 && (s.truth as number) - 0.05 <= f.high;
  });
  const absLn = onCourse.map((s) =>
    Math.abs(Math.log(Math.max(0.1, (shown(s, c) as { median: number }).median) / (s.truth as number))),
  );
  const readyOnes = outcomes.filter((o) => o.readyHours !== null);
  const withAttempts = (o: TraineeOutcome) => o.snapshots.filter((s) => s.flsAttempts >= minAttempts);
  const alarms = readyOnes.flatMap(withAttempts).filter((s) => shown(s, c) === null);
  const readySnapshots = readyOnes.flatMap(withAttempts);
  const neverSnapshots = outcomes.filter((o) => o.readyHours === null).flatMap(withAttempts);
  const relapse = outcomes.map((o) => o.relapseDelay).filter((d): d is number | null => d !== undefined);
  const delays = relapse.filter((d): d is number => d !== null);
  const revocations = outcomes.reduce((sum, o) => sum + (o.revocations ?? 0), 0);
  const watched = outcomes.reduce((sum, o) => sum + (o.watchedAttempts ?? 0), 0);
  // Day to day: consecutive snapshots of a trainee, both on course.
  const changes: number[] = [];
  for (const o of outcomes) {
    for (let k = 1; k < o.snapshots.length; k++) {
      const a = shown(o.snapshots[k - 1] as Snapshot, c);
      const b = shown(o.snapshots[k] as Snapshot, c);
      if (a && b) changes.push(Math.abs(b.median - a.median));
    }
  }
  let nonFinite = 0;
  let overCap = 0;
  for (const s of all) {
    const f = shown(s, c);
    if (!f) continue;
    for (const v of [f.median, f.low, f.high]) {
      if (!Number.isFinite(v)) nonFinite += 1;
      if (v > CAP) overCap += 1;
    }
  }
  const byProfile: Figures['byProfile'] = {};
  for (const profile of ['dedicated', 'steady', 'occasional']) {
    const mine = onCourse.filter((s) => s.profile === profile);
    const cov = mine.filter((s) => covered.includes(s)).length;
    byProfile[profile] = {
      coverage: round(mine.length ? cov / mine.length : Number.NaN),
      medianAbsLn: round(
        quantile(
          mine.map((s) =>
            Math.abs(Math.log(Math.max(0.1, (shown(s, c) as { median: number }).median) / (s.truth as number))),
          ),
          0.5,
        ),
      ),
      snapshots: mine.length,
    };
  }
  const ms = all.map((s) => s.ms);
  return {
    trainees: outcomes.length,
    ready: readyOnes.length,
    snapshots: all.length,
    scoredSnapshots: onCourse.length,
    coverage: round(onCourse.length ? covered.length / onCourse.length : Number.NaN),
    medianAbsLn: round(quantile(absLn, 0.5)),
    p90AbsLn: round(quantile(absLn, 0.9)),
    falseAlarmSnapshots: round(readySnapshots.length ? alarms.length / readySnapshots.length : 0),
    falseAlarmTrainees: round(
      readyOnes.length
        ? readyOnes.filter((o) => withAttempts(o).some((s) => shown(s, c) === null)).length / readyOnes.length
        : 0,
    ),
    plateauFalseAlarmSnapshots: round(
      readySnapshots.length ? readySnapshots.filter((s) => s.plateau).length / readySnapshots.length : 0,
    ),
    trueAlarmSnapshots: round(
      neverSnapshots.length ? neverSnapshots.filter((s) => shown(s, c) === null).length / neverSnapshots.length : 0,
    ),
    relapseCases: relapse.length,
    relapseWithin10: round(relapse.length ? delays.filter((d) => d <= 10).length / relapse.length : Number.NaN),
    relapseMedianDelay: round(quantile(delays, 0.5), 1),
    falseRevocationsPer100: round(watched ? (100 * revocations) / watched : 0),
    watchedAttempts: watched,
    changeMedian: round(quantile(changes, 0.5), 2),
    changeP90: round(quantile(changes, 0.9), 2),
    nonFinite,
    overCap,
    msMedian: round(quantile(ms, 0.5), 2),
    msP99: round(quantile(ms, 0.99), 2),
    byProfile,
  };
}

/**
 * The oracle against the model on the same snapshots: those scored (≥ 20 FLS attempts, a truth, on course with the
 * calibration `c`) that have an oracle forecast; and all of them with a truth (on course or not).
 */
export function oracleFigures(outcomes: TraineeOutcome[], c: Calibration, minAttempts = CALIBRATION.minAttempts) {
  const withOracle = scored(outcomes, minAttempts).filter((s) => s.oracle !== undefined);
  const onCourse = withOracle.filter((s) => shown(s, c) !== null);
  const absLn = (predicted: number, truth: number) =>
    Number.isFinite(predicted) ? Math.abs(Math.log(Math.max(0.1, predicted) / truth)) : 99;
  const within = (low: number, high: number, truth: number) => low <= truth + 0.05 && truth - 0.05 <= high;
  const figures = (list: Snapshot[]) => {
    const o = list.map((s) => absLn((s.oracle as OracleForecast).p50, s.truth as number));
    const onCourseOnes = list.filter((s) => shown(s, c) !== null);
    const m = onCourseOnes.map((s) => absLn((shown(s, c) as { median: number }).median, s.truth as number));
    const signed = list
      .map((s) => Math.log(Math.max(0.1, (s.oracle as OracleForecast).p50) / (s.truth as number)))
      .filter(Number.isFinite);
    return {
      snapshots: list.length,
      oracleMedian: round(quantile(o, 0.5)),
      oracleP90: round(quantile(o, 0.9)),
      oracleCoverage: round(
        list.filter((s) =>
          within((s.oracle as OracleForecast).p10, (s.oracle as OracleForecast).p90, s.truth as number),
        ).length / Math.max(1, list.length),
      ),
      oracleSignedMedian: round(quantile(signed, 0.5)),
      /** The truth under the oracle's 10th percentile, over its 90th. */
      oracleBelow: round(
        list.filter((s) => (s.truth as number) + 0.05 < (s.oracle as OracleForecast).p10).length /
          Math.max(1, list.length),
      ),
      oracleAbove: round(
        list.filter((s) => (s.truth as number) - 0.05 > (s.oracle as OracleForecast).p90).length /
          Math.max(1, list.length),
      ),
      modelMedian: round(quantile(m, 0.5)),
      modelP90: round(quantile(m, 0.9)),
      modelCoverage: round(
        onCourseOnes.filter((s) => {
          const f = shown(s, c) as NonNullable<ReturnType<typeof shown>>;
          return within(f.low, f.high, s.truth as number);
        }).length / Math.max(1, onCourseOnes.length),
      ),
    };
  };
  const bands: [string, number, number][] = [
    ['20–50', 20, 50],
    ['50–100', 50, 100],
    ['100–200', 100, 200],
    ['200+', 200, Number.POSITIVE_INFINITY],
  ];
  const paths = withOracle.map((s) => s.oracle as OracleForecast);
  // Where the model's error against the oracle lies: attempts (the pass model) or hours per attempt (pace, share).
  const decomposition = (list: Snapshot[]) => {
    const rows = list
      .filter((s) => Number.isFinite((s.oracle as OracleForecast).p50) && (s.oracle as OracleForecast).p50 > 0)
      .map((s) => {
        const o = s.oracle as OracleForecast;
        const sum = (values: number[]) => values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
        const total = Math.log(Math.max(0.1, (shown(s, c) as { median: number }).median) / o.p50);
        const attempts = Math.log(Math.max(1, sum(s.modelAttempts ?? [])) / Math.max(1, sum(o.attempts)));
        return { total, attempts, perAttempt: total - attempts };
      });
    const abs = (values: number[]) => round(quantile(values.map(Math.abs), 0.5));
    const mid = (values: number[]) => round(quantile(values, 0.5));
    return {
      n: rows.length,
      total: `|ln(model/oracle)| ${abs(rows.map((r) => r.total))} (median ln ${mid(rows.map((r) => r.total))})`,
      attempts: `attempts ${abs(rows.map((r) => r.attempts))} (median ln ${mid(rows.map((r) => r.attempts))})`,
      perAttempt: `hours per attempt ${abs(rows.map((r) => r.perAttempt))} (median ln ${mid(rows.map((r) => r.perAttempt))}, 10th–90th ${round(
        quantile(
          rows.map((r) => r.perAttempt),
          0.1,
        ),
      )}–${round(
        quantile(
          rows.map((r) => r.perAttempt),
          0.9,
        ),
      )})`,
    };
  };
  const perTask = FLS_TASKS.map((task, i) => {
    const ratios = onCourse
      .map((s) => ({ m: s.modelAttempts?.[i] ?? 0, o: (s.oracle as OracleForecast).attempts[i] ?? 0 }))
      .filter((r) => r.o > 0 && r.m > 0)
      .map((r) => Math.log(r.m / r.o));
    return `${task}: n ${ratios.length}, |ln(model/oracle attempts)| ${round(quantile(ratios.map(Math.abs), 0.5))} (median ln ${round(quantile(ratios, 0.5))})`;
  });
  return {
    decomposition: decomposition(onCourse),
    decompositionByShape: Object.fromEntries(
      ['exponential', 'power', 'logistic', 'two-phase'].map((shape) => [
        shape,
        decomposition(onCourse.filter((s) => s.shape === shape)),
      ]),
    ),
    perTask,
    byShape: Object.fromEntries(
      ['exponential', 'power', 'logistic', 'two-phase'].map((shape) => [
        shape,
        figures(onCourse.filter((s) => s.shape === shape)),
      ]),
    ),
    onCourse: figures(onCourse),
    all: figures(withOracle),
    byAttempts: Object.fromEntries(
      bands.map(([name, lo, hi]) => [name, figures(onCourse.filter((s) => s.flsAttempts >= lo && s.flsAttempts < hi))]),
    ),
    byProfile: Object.fromEntries(
      ['dedicated', 'steady', 'occasional'].map((p) => [p, figures(onCourse.filter((s) => s.profile === p))]),
    ),
    neverPaths: paths.reduce((sum, o) => sum + o.never, 0),
    mismatches: paths.reduce((sum, o) => sum + o.mismatches, 0),
  };
}

export async function runBacktest(options: BacktestOptions) {
  const priors = calibrationPriors(options);
  const calibrationCohort = await runCohort(
    'calibration',
    options.calibration,
    { ...options, relapse: 0, revocations: 0 },
    priors,
  );
  const suggested = conformal(calibrationCohort);
  const heldout = await runCohort('heldout', options.trainees, options, priors);
  const stored: Calibration = CALIBRATION as Calibration;
  return {
    priors,
    suggested,
    stored,
    calibration: score(calibrationCohort, stored),
    heldout: score(heldout, stored),
    heldoutSuggested: score(heldout, suggested),
    calibrationSuggested: score(calibrationCohort, suggested),
    oracle: options.oracle ? oracleFigures(heldout, stored) : null,
    heldoutOutcomes: heldout,
  };
}

function parseOptions(argv: string[]): BacktestOptions & { writeCalibration: boolean; dump: string | null } {
  const options = { ...DEFAULT_OPTIONS, writeCalibration: false, dump: null as string | null };
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (arg === '--write-calibration') options.writeCalibration = true;
    else if (arg === '--dump') options.dump = argv[++k] as string;
    else if (arg.startsWith('--')) {
      const key = arg.slice(2).replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase()) as keyof BacktestOptions;
      const value = argv[++k] as string;
      if (!(key in DEFAULT_OPTIONS)) throw new Error(`unknown option ${arg}`);
      (options as Record<string, unknown>)[key] = key === 'seed' ? value : Number(value);
    }
  }
  return options;
}

function writeCalibration(
  c: { q: number; bias: number; snapshots: number; fromCohort: { q: number; bias: number; snapshots: number } },
  options: BacktestOptions,
) {
  const path = fileURLToPath(new URL('../src/modules/analytics/readiness/calibration.ts', import.meta.url));
  const header = `/**
 * The conformal calibration of the forecast's 80 % interval (forecast.ts, \`combineForecast\`), written by
 * \`npm run backtest:readiness -- --write-calibration\` from its CALIBRATION cohort (never the held-out one):
 * the interval is [p10·e^(bias − q), p90·e^(bias + q)] with the median ·e^(bias), in hours, so that the calibration
 * cohort's snapshots (≥ \`minAttempts\` FLS attempts) are covered in \`target\` of cases (CQR in log space: Romano et al.
 * 2019); \`fromCohort\` the same for forecasts the cohort's prior carries (a Mondrian split). \`READINESS_MODEL.calibration\` is this object: the model's version changes with it.
 */
`;
  const body = {
    q: c.q,
    bias: c.bias,
    target: CALIBRATION.target,
    minAttempts: CALIBRATION.minAttempts,
    cohort: `backtest calibration cohort: ${options.calibration} trainees, seed '${options.seed}', ${options.days} days, every ${options.every} training day(s), at most ${options.maxSnapshots} snapshots each`,
    snapshots: c.snapshots,
    fromCohort: c.fromCohort,
    date: dayOf(new Date()),
  };
  const lines = Object.entries(body).map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`);
  writeFileSync(path, `${header}export const CALIBRATION = {\n${lines.join('\n')}\n};\n`);
}

function printFigures(name: string, f: Figures) {
  console.log(`\n${name}`);
  const rows: [string, string][] = [
    ['trainees (ready within the horizon)', `${f.trainees} (${f.ready})`],
    ['snapshots (scored: ≥ 20 FLS attempts, on course, with a truth)', `${f.snapshots} (${f.scoredSnapshots})`],
    ['80 % interval covers the truth', `${(100 * f.coverage).toFixed(1)} %`],
    ['|ln(predicted / true)| median, 90th percentile', `${f.medianAbsLn}, ${f.p90AbsLn}`],
    [
      'not on course for trainees who became ready: snapshots, trainees',
      `${(100 * f.falseAlarmSnapshots).toFixed(1)} %, ${(100 * f.falseAlarmTrainees).toFixed(1)} %`,
    ],
    ['  of which a plateau verdict (snapshots)', `${(100 * f.plateauFalseAlarmSnapshots).toFixed(1)} %`],
    ['not on course for trainees never ready (true alarms, snapshots)', `${(100 * f.trueAlarmSnapshots).toFixed(1)} %`],
    [
      'relapse (15-point drop) flagged within 10 attempts',
      `${(100 * f.relapseWithin10).toFixed(1)} % of ${f.relapseCases}, median delay ${f.relapseMedianDelay} attempts`,
    ],
    [
      'false revocations per 100 attempts after sign-off',
      `${f.falseRevocationsPer100} (${f.watchedAttempts} attempts watched)`,
    ],
    ['change between consecutive snapshots (h): median, 90th percentile', `${f.changeMedian}, ${f.changeP90}`],
    ['non-finite or over-cap values shown', `${f.nonFinite}, ${f.overCap}`],
    ['ms per forecast (five tasks): median, 99th percentile', `${f.msMedian}, ${f.msP99}`],
  ];
  for (const [label, value] of rows) console.log(`  ${label.padEnd(68)} ${value}`);
  for (const [profile, p] of Object.entries(f.byProfile)) {
    console.log(
      `  ${`  ${profile}: coverage, median |ln|, snapshots`.padEnd(68)} ${(100 * p.coverage).toFixed(1)} %, ${p.medianAbsLn}, ${p.snapshots}`,
    );
  }
}

function printOracle(o: ReturnType<typeof oracleFigures>, options: BacktestOptions) {
  console.log(
    `\nORACLE (held-out; the trainee's true parameters, ${options.oracle} fresh futures per snapshot, at most ${options.oracleSnapshots || 'every'} scored snapshot(s) per trainee; the model with the stored calibration on the same snapshots)`,
  );
  const row = (label: string, f: ReturnType<typeof oracleFigures>['all']) =>
    console.log(
      `  ${label.padEnd(34)} n ${String(f.snapshots).padStart(5)}  oracle |ln| ${f.oracleMedian} / ${f.oracleP90}, covers ${(100 * f.oracleCoverage).toFixed(1)} % (${(100 * f.oracleBelow).toFixed(0)} % under, ${(100 * f.oracleAbove).toFixed(0)} % over), median ln ${f.oracleSignedMedian}  |  model |ln| ${f.modelMedian} / ${f.modelP90}, covers ${(100 * f.modelCoverage).toFixed(1)} %`,
    );
  row('scored (on course, truth, ≥ 20)', o.onCourse);
  row('every snapshot with a truth, ≥ 20', o.all);
  for (const [band, f] of Object.entries(o.byAttempts)) row(`  FLS attempts ${band}`, f);
  for (const [profile, f] of Object.entries(o.byProfile)) row(`  ${profile}`, f);
  for (const [shape, f] of Object.entries(o.byShape)) row(`  ${shape}`, f);
  const d = (label: string, x: ReturnType<typeof oracleFigures>['decomposition']) =>
    console.log(`  ${label.padEnd(34)} n ${String(x.n).padStart(5)}  ${x.total}; ${x.attempts}; ${x.perAttempt}`);
  console.log('  the model against the oracle, split into attempts and hours per attempt:');
  d('  scored', o.decomposition);
  for (const [shape, x] of Object.entries(o.decompositionByShape)) d(`  ${shape}`, x);
  for (const line of o.perTask) console.log(`    ${line}`);
  console.log(
    `  paths never ready within the horizon: ${o.neverPaths}; the simulator's rule against the fold: ${o.mismatches}`,
  );
}

async function main() {
  if (process.argv.includes('--part')) {
    process.once(
      'message',
      (job: {
        cohort: CohortName;
        indices: number[];
        options: BacktestOptions;
        priors: Partial<Record<FlsTask, ForecastPrior>>;
      }) => {
        const outcomes = runPart(job.cohort, job.indices, job.options, job.priors);
        process.send?.(outcomes, () => process.exit(0));
      },
    );
    return;
  }
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  console.log(`readiness backtest: model ${READINESS_VERSION}`);
  console.log(`options ${JSON.stringify(options)}`);
  const result = await runBacktest(options);
  for (const [task, prior] of Object.entries(result.priors)) {
    const s = SCORE_KINDS.map(
      (k) =>
        `${k} ${prior.scores[k].plateau.toFixed(1)}±${prior.scores[k].plateauSd.toFixed(1)} / ${prior.scores[k].gain.toFixed(1)}±${prior.scores[k].gainSd.toFixed(1)} / ${prior.scores[k].noise.toFixed(1)}`,
    );
    console.log(
      `portal prior ${task} (${prior.trainees}): ${s.join('; ')}; rho ${prior.rho.toFixed(2)}; ${prior.minutesPerAttempt.toFixed(2)} min; FLS share ${prior.flsShare.toFixed(2)}`,
    );
  }
  console.log(
    `\nstored calibration: q ${result.stored.q}, bias ${result.stored.bias} (${CALIBRATION.cohort}, ${CALIBRATION.date})`,
  );
  console.log(
    `calibration cohort suggests: q ${result.suggested.q}, bias ${result.suggested.bias} (${result.suggested.snapshots} snapshots); carried by the cohort's prior: q ${result.suggested.fromCohort.q}, bias ${result.suggested.fromCohort.bias} (${result.suggested.fromCohort.snapshots})`,
  );
  printFigures('CALIBRATION cohort (stored calibration)', result.calibration);
  printFigures('HELD-OUT cohort (stored calibration)', result.heldout);
  const same = (a: Calibration, b: Calibration) =>
    a.q === b.q &&
    a.bias === b.bias &&
    a.fromCohort?.q === b.fromCohort?.q &&
    a.fromCohort?.bias === b.fromCohort?.bias;
  if (!same(result.suggested, result.stored)) {
    printFigures('HELD-OUT cohort (the calibration the calibration cohort suggests)', result.heldoutSuggested);
  }
  printFigures('CALIBRATION cohort (its own suggested calibration)', result.calibrationSuggested);
  if (result.oracle) printOracle(result.oracle, options);
  if (options.dump) {
    // The held-out snapshots with an oracle forecast (or all of them without one), for analysis offline.
    const list = result.heldoutOutcomes.flatMap((o) => o.snapshots);
    writeFileSync(options.dump, JSON.stringify(options.oracle ? list.filter((s) => s.oracle) : list));
    console.log(`\nwrote ${options.dump}`);
  }
  if (options.writeCalibration) {
    writeCalibration(result.suggested, options);
    console.log('\nwrote src/modules/analytics/readiness/calibration.ts (the model version changes with it)');
  }
  console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
