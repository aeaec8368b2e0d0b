/**
 * Every constant of the FLS readiness model (docs/fls-readiness.md), and the model's version: a content hash over
 * all of them. Nothing here is hand-edited to mark a change: change a constant and the version changes with it, so
 * each stored figure names the constants that computed it, and a stored fold state names the constants it was
 * folded with (`FOLD_VERSION`: another one means fold again from the first result).
 *
 * Plain data only (no functions, no `undefined`, no non-finite numbers): the hash is over its canonical JSON, and
 * `canonicalJson` refuses anything JSON would drop or change.
 */
import { createHash } from 'node:crypto';
import {
  FLS_TASKS,
  type FlsSkill,
  type FlsTask,
  FORECAST_CAP_HOURS,
  IDLE_DAYS,
  REFRESH_DUE_DAYS,
  SCORE_KINDS,
} from '@portal/contracts';
import { CALIBRATION } from './calibration.js';
import { FORECAST } from './forecast-constants.js';
import type { Scores } from './types.js';

/** What counts towards one FLS task: the game skill and exercises (`exercise_name`), the lowest level, the rule. */
export interface TaskDefinition {
  skill: FlsSkill;
  /** The game's exercises that count (compared trimmed and case-insensitively). */
  exercises: string[];
  /** Only completed attempts at this level or above count (the exam's level of difficulty). */
  minLevel: number;
  /** Further passes after the pair (in any order): 10 for peg transfer and intracorporeal suturing. */
  extraPasses: number;
}

/** A one-sided Bernoulli CUSUM: the failure rates it tells apart, its error rates and its limit. */
export interface CusumParameters {
  /** The acceptable failure rate (an attempt that misses a target on any score is a failure). */
  p0: number;
  /** The unacceptable failure rate. */
  p1: number;
  /** Chance of a false signal (sign-off of an unacceptable trainee; revocation of an acceptable one). */
  alpha: number;
  /** Chance of a missed signal. */
  beta: number;
  /** The decision limit: the CUSUM signals when it reaches `h`. */
  h: number;
}

// ---------------------------------------------------------------------------------------------------
// TARGETS — the calibration's part. The FORECAST helper may retune these numbers against the simulator (issue 25,
// "calibrate the targets and the simulator together"); keep them in this one block. Per game MAJOR version, per FLS
// task, the scores (0–100) an attempt must meet on all three. A game version not listed uses the newest major at or
// below it, else the newest. Each attempt is judged by the targets of its own game version.

export const TARGETS: Record<string, Record<FlsTask, Scores>> = {
  '1': {
    peg_transfer: { accuracy: 85, speed: 75, gameplay: 80 },
    pattern_cutting: { accuracy: 85, speed: 70, gameplay: 80 },
    ligating_loop: { accuracy: 85, speed: 70, gameplay: 80 },
    extracorporeal_suturing: { accuracy: 85, speed: 70, gameplay: 80 },
    intracorporeal_suturing: { accuracy: 90, speed: 65, gameplay: 80 },
  },
  // Game 2 scores speed against the FLS exam's tighter cut-off times and accuracy with the new penalty model: every
  // target is higher, so an attempt of game 1 that met game 1's targets may miss these (and still counts as a pass).
  '2': {
    peg_transfer: { accuracy: 88, speed: 78, gameplay: 82 },
    pattern_cutting: { accuracy: 88, speed: 73, gameplay: 82 },
    ligating_loop: { accuracy: 87, speed: 73, gameplay: 82 },
    extracorporeal_suturing: { accuracy: 87, speed: 72, gameplay: 82 },
    intracorporeal_suturing: { accuracy: 92, speed: 68, gameplay: 82 },
  },
};

// ---------------------------------------------------------------------------------------------------

export const READINESS_MODEL = {
  /** The five FLS tasks (Ritter and Scott 2007): what counts towards each, and its further passes. */
  tasks: {
    peg_transfer: { skill: 'transferring', exercises: ['Peg transfer'], minLevel: 3, extraPasses: 10 },
    pattern_cutting: { skill: 'cutting', exercises: ['Precision pattern cutting'], minLevel: 3, extraPasses: 0 },
    ligating_loop: { skill: 'ligation', exercises: ['Endoloop ligation'], minLevel: 3, extraPasses: 0 },
    extracorporeal_suturing: { skill: 'suturing', exercises: ['Extracorporeal knot'], minLevel: 3, extraPasses: 0 },
    intracorporeal_suturing: { skill: 'suturing', exercises: ['Intracorporeal knot'], minLevel: 3, extraPasses: 10 },
  } satisfies Record<FlsTask, TaskDefinition> as Record<FlsTask, TaskDefinition>,
  targets: TARGETS,
  /** The pair: passes in a row that first show proficiency (Ritter and Scott 2007; Scott et al. 2008). */
  consecutivePasses: 2,
  /** The counted attempts kept per task (the forecast's evidence, the skill page's curve, the weakest score). */
  recentWindow: 60,
  /** The attempts the weakest score's mean is taken over (the most recent ones). */
  weakestOver: 10,
  /** A proficient task not trained for this many days is due a refresh (Kowalewski et al. 2012). */
  refreshDueDays: REFRESH_DUE_DAYS,
  /** Passes in a row that restore a task due a refresh or relapsed. */
  restorePasses: 2,
  /**
   * The CUSUMs (the LC-CUSUM of Biau et al., Br J Surg 2008, and the standard CUSUM; cusum.ts). A failure is a
   * counted attempt that misses a target on any score. Both take p0 = 0.3 as the acceptable failure rate: a
   * proficient trainee passes 70–85 % of attempts. Their limits are set by the seeded simulation in
   * test/readiness-rule.test.ts (cusum.ts has the figures), not by Wald's ln((1−β)/α), which ignores the floor at 0 and would sign
   * off or revoke far too often over a long series; α and β are the error rates the simulation holds the limits to.
   *
   * - `signOff`, the LC-CUSUM: H0 unacceptable (p1 = 0.6: passes 4 in 10) against H1 acceptable (p0); a pass
   *   +ln(0.7/0.4) = +0.560, a fail ln(0.3/0.6) = −0.693; h = 5.5 (ten passes in a row from 0). α: a trainee at p1
   *   signed off within 100 attempts; β: a trainee at p0 not signed off within 50.
   * - `relapse`, the standard CUSUM from sign-off on: H0 acceptable (p0) against H1 a relapse (p1 = 0.8: passes 2 in
   *   10); a fail +ln(0.8/0.3) = +0.981, a pass ln(0.2/0.7) = −1.253; h = 7 (eight fails in a row, more with passes
   *   between). α: a trainee passing 70 % revoked within 100 attempts; β: a 15-point drop on all scores not flagged
   *   within 10 attempts. (p1 = 0.7 with h = 6 revoked 5.3 % per 100 attempts in the held-out backtest, over α.)
   */
  cusum: {
    signOff: { p0: 0.3, p1: 0.6, alpha: 0.05, beta: 0.1, h: 5.5 },
    relapse: { p0: 0.3, p1: 0.8, alpha: 0.05, beta: 0.1, h: 7 },
  } satisfies Record<'signOff' | 'relapse', CusumParameters>,
  /** Above this median (hours) the forecast says "not on course" and shows no hours figure. */
  forecastCapHours: FORECAST_CAP_HOURS,
  /** The specification's average hours to FLS level: the published constant the forecast falls back to. */
  averageHours: 15,
  /**
   * On course: a task is not on course when a score's plateau lies below its target (`forecast.plateauBelowChance`) or
   * its forecast's median is above `forecastCapHours`; a team member who has not trained for `idleDays` days is idle,
   * whatever the forecast (the contracts' `IDLE_DAYS`).
   */
  onCourse: { idleDays: IDLE_DAYS },
  /** The forecast's constants (priors, paths, curves, decay): forecast-constants.ts, owned by forecast.ts. */
  forecast: FORECAST,
  /** The conformal calibration of the forecast's interval from the backtest's residuals: calibration.ts. */
  calibration: CALIBRATION,
};

export type ReadinessModel = typeof READINESS_MODEL;

// ---------------------------------------------------------------------------------------------------
// The version: a content hash

/**
 * JSON with every object's keys sorted, so the same constants always give the same text. Throws on what JSON would
 * drop or change (`undefined`, functions, NaN, ±Infinity, class instances): such a constant would escape the hash.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`canonicalJson: a non-finite number (${value})`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new Error(`canonicalJson: not plain data (${typeof value})`);
}

/** 'fls-' and the first 12 hex digits of the SHA-256 of the canonical JSON. */
export function contentHash(value: unknown): string {
  return `fls-${createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 12)}`;
}

/** The constants the fold reads: another set means every stored fold state is folded again from the first result. */
export function foldConstants(model: ReadinessModel = READINESS_MODEL) {
  return {
    tasks: model.tasks,
    targets: model.targets,
    consecutivePasses: model.consecutivePasses,
    recentWindow: model.recentWindow,
    refreshDueDays: model.refreshDueDays,
    restorePasses: model.restorePasses,
    cusum: model.cusum,
  };
}

/** The model's version: the hash of every constant (stored with each figure, shown in "How is this computed?"). */
export const modelVersion = (model: ReadinessModel = READINESS_MODEL) => contentHash(model);
export const READINESS_VERSION = modelVersion();
/** The fold's version: the hash of the constants the fold uses (stored in `FoldState.foldVersion`). */
export const foldVersionOf = (model: ReadinessModel = READINESS_MODEL) => contentHash(foldConstants(model));
export const FOLD_VERSION = foldVersionOf();

// ---------------------------------------------------------------------------------------------------
// Reading the constants

/** Passes the task's rule takes: the pair and the further ones. */
export const requiredPasses = (task: FlsTask) =>
  READINESS_MODEL.consecutivePasses + READINESS_MODEL.tasks[task].extraPasses;

const knownMajors = () =>
  Object.keys(READINESS_MODEL.targets)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);

/**
 * The `targets` key that judges a game version: its major when listed; else the newest major at or below it
 * ('3.1' with majors 1 and 2: '2'); else the newest ('0.9', or a version without a leading number).
 */
export function targetVersionOf(gameVersion: string | null | undefined): string {
  const majors = knownMajors();
  const newest = majors[majors.length - 1] as number;
  const major = Number(gameVersion?.trim().match(/^v?(\d+)/i)?.[1] ?? Number.NaN);
  if (!Number.isFinite(major)) return String(newest);
  const atOrBelow = majors.filter((m) => m <= major);
  return String(atOrBelow.length > 0 ? atOrBelow[atOrBelow.length - 1] : newest);
}

/** The targets per task of a game version (see `targetVersionOf`). */
export function targetsFor(gameVersion: string | null | undefined): Record<FlsTask, Scores> {
  return READINESS_MODEL.targets[targetVersionOf(gameVersion)] as Record<FlsTask, Scores>;
}

// Every task has targets in every version, and three scores each: a gap would judge attempts by `undefined`.
for (const [version, byTask] of Object.entries(READINESS_MODEL.targets)) {
  for (const task of FLS_TASKS) {
    for (const kind of SCORE_KINDS) {
      if (!Number.isFinite(byTask[task]?.[kind])) throw new Error(`READINESS_MODEL.targets.${version}.${task}.${kind}`);
    }
  }
}
