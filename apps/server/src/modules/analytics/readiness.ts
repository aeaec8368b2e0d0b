/**
 * FLS readiness: how far a trainee is from the FLS manual-skills exam, and a forecast of the training
 * hours left, from the trainee's own attempts (docs/fls-readiness.md explains the model with a worked
 * example). Pure functions: the caller reads the attempts and stores each figure with `READINESS_MODEL.version`.
 *
 * The model follows the proficiency-based curriculum of Ritter and Scott (2007) and Scott et al. (2008):
 * a task is mastered when its target is met on two consecutive attempts and then on ten more (peg transfer
 * and intracorporeal suturing) or at once (the other tasks). An attempt meets the target only when every
 * one of its three scores does: a good speed never makes up for a failed accuracy.
 */

import { FLS_SKILLS, type FlsSkill, type ForecastMethod, SCORE_KINDS, type ScoreKind } from '@portal/contracts';

// The FLS skills, the score kinds and the forecast methods are the contracts' (the screens name them too).
export { FLS_SKILLS, type FlsSkill, type ForecastMethod, SCORE_KINDS, type ScoreKind };

export type Scores = Record<ScoreKind, number>;

/**
 * Every constant of the model, in one place. A change of any of them is a new `version`: each stored
 * readiness figure names the version that computed it. The targets are the game's scores (0–100), not FLS
 * times: they are set per game version and will be calibrated against FLS results.
 */
export const READINESS_MODEL = {
  version: 'fls-2026.11-2',
  /** Targets per game major version; a version not listed uses the newest. */
  targets: {
    '1': {
      transferring: { accuracy: 85, speed: 75, gameplay: 80 },
      cutting: { accuracy: 85, speed: 70, gameplay: 80 },
      ligation: { accuracy: 85, speed: 70, gameplay: 80 },
      suturing: { accuracy: 90, speed: 65, gameplay: 80 },
    },
  } as Record<string, Record<FlsSkill, Scores>>,
  /** Consecutive attempts on target that first show proficiency (Ritter and Scott 2007). */
  consecutivePasses: 2,
  /** Further attempts on target after the consecutive ones (peg transfer, intracorporeal suturing). */
  extraPasses: { transferring: 10, cutting: 0, ligation: 0, suturing: 10 } as Record<FlsSkill, number>,
  /** The specification's average hours to FLS level: the fallback forecast and the time part of progress. */
  averageHours: 15,
  /** Minutes per attempt until the trainee has `minAttemptsForPace` attempts of a skill. */
  defaultMinutesPerAttempt: 5,
  minAttemptsForPace: 5,
  /** A learning curve is fitted from this many attempts of a skill on. */
  minAttemptsForFit: 6,
  /** The attempts a score's trend is judged on (the most recent ones). */
  recentAttempts: 5,
  /** Progress: the share of the skills' progress and of training time against `averageHours`. */
  skillWeight: 0.75,
  timeWeight: 0.25,
  /**
   * A curve that reaches its target only after more attempts than this levels off below it for any forecast: with a
   * small exponent and a plateau just above the target the attempt count grows without bound (10^61 attempts, hours
   * of 10^43 that no column holds).
   */
  maxAttemptsToTarget: 10_000,
  /** Exponents tried for the power law; k = 1 is the inverse curve a − b/n. */
  exponents: Array.from({ length: 60 }, (_, i) => 0.05 * (i + 1)),
} as const;

export function targetsFor(gameVersion: string | null | undefined): Record<FlsSkill, Scores> {
  const major = gameVersion?.match(/^\d+/)?.[0];
  const { targets } = READINESS_MODEL;
  if (major && targets[major]) return targets[major];
  const newest = Object.keys(targets).sort((a, b) => Number(b) - Number(a))[0] as string;
  return targets[newest] as Record<FlsSkill, Scores>;
}

export interface Attempt extends Scores {
  durationSeconds: number;
}

/** score(n) = plateau − (plateau − first)·n^(−k), for the n-th attempt (n from 1). */
export interface LearningCurve {
  plateau: number;
  /** plateau − first: how much is learnt over the curve. */
  gain: number;
  k: number;
  /** The residuals' standard deviation: how far single attempts scatter around the curve. */
  scatter: number;
}

export const curveAt = (curve: LearningCurve, n: number) => curve.plateau - curve.gain * n ** -curve.k;

/**
 * The least-squares power law through the scores, one attempt after another. For a fixed k the curve is a
 * straight line in x = n^(−k) (score = plateau − gain·x), solved exactly; k is the one of the model's grid
 * with the smallest squared error. A curve that falls (the trainee gets worse) is taken as flat: its
 * plateau is the mean. Null for fewer than two attempts.
 */
export function fitLearningCurve(scores: readonly number[]): LearningCurve | null {
  const m = scores.length;
  if (m < 2) return null;
  const mean = scores.reduce((sum, y) => sum + y, 0) / m;
  let best: { plateau: number; gain: number; k: number; sse: number } | null = null;
  for (const k of READINESS_MODEL.exponents) {
    let sx = 0;
    let sxx = 0;
    let sxy = 0;
    for (let i = 0; i < m; i++) {
      const x = (i + 1) ** -k;
      sx += x;
      sxx += x * x;
      sxy += x * (scores[i] as number);
    }
    const sy = mean * m;
    const denominator = m * sxx - sx * sx;
    if (denominator <= 1e-12) continue;
    const slope = (m * sxy - sx * sy) / denominator;
    const plateau = (sy - slope * sx) / m;
    const gain = -slope;
    if (gain < 0) continue;
    let sse = 0;
    for (let i = 0; i < m; i++) sse += ((scores[i] as number) - (plateau - gain * (i + 1) ** -k)) ** 2;
    if (!best || sse < best.sse - 1e-9) best = { plateau, gain, k, sse };
  }
  if (!best) {
    const sse = scores.reduce((sum, y) => sum + (y - mean) ** 2, 0);
    best = { plateau: mean, gain: 0, k: 1, sse };
  }
  const freedom = Math.max(1, m - 3);
  return { plateau: best.plateau, gain: best.gain, k: best.k, scatter: Math.sqrt(best.sse / freedom) };
}

/**
 * The attempt number (from 1) at which the curve first reaches `target`; `Infinity` when its plateau lies
 * at or below the target, or the curve reaches it only after `maxAttemptsToTarget` attempts; 1 when even the
 * first attempt is on it.
 */
export function attemptReaching(curve: LearningCurve, target: number): number {
  if (curve.plateau <= target) return Number.POSITIVE_INFINITY;
  if (curve.gain <= 0 || curveAt(curve, 1) >= target) return 1;
  const attempt = Math.ceil((curve.gain / (curve.plateau - target)) ** (1 / curve.k));
  return attempt <= READINESS_MODEL.maxAttemptsToTarget ? attempt : Number.POSITIVE_INFINITY;
}

const meetsTarget = (attempt: Scores, target: Scores) => SCORE_KINDS.every((kind) => attempt[kind] >= target[kind]);

export interface Proficiency {
  /** Passes counted towards proficiency: the consecutive ones once reached, then the further ones. */
  passes: number;
  required: number;
  proficient: boolean;
  /** After how many attempts proficiency was reached; null before. */
  reachedAt: number | null;
}

/** Walks the attempts in order: first `consecutivePasses` on target in a row, then `extra` more (any order). */
export function proficiencyOf(attempts: readonly Scores[], target: Scores, extra: number): Proficiency {
  const { consecutivePasses } = READINESS_MODEL;
  const required = consecutivePasses + extra;
  let streak = 0;
  let pairDone = false;
  let further = 0;
  let reachedAt: number | null = null;
  attempts.forEach((attempt, index) => {
    if (reachedAt !== null) return;
    const pass = meetsTarget(attempt, target);
    if (!pairDone) {
      streak = pass ? streak + 1 : 0;
      if (streak >= consecutivePasses) pairDone = true;
    } else if (pass) {
      further += 1;
    }
    if (pairDone && further >= extra) reachedAt = index + 1;
  });
  const passes = pairDone ? consecutivePasses + further : streak;
  return { passes, required, proficient: reachedAt !== null, reachedAt };
}

export interface SkillReadiness {
  skill: FlsSkill;
  attempts: number;
  proficiency: Proficiency;
  /** 0..1: 1 once proficient; otherwise half the recent scores against their targets, half the passes. */
  progress: number;
  /** The score that holds the skill back most (the lowest recent share of its target); null once proficient. */
  weakest: ScoreKind | null;
  method: ForecastMethod;
  /** Attempts still needed; null for `average` and `plateau`. */
  attemptsLeft: number | null;
  minutesPerAttempt: number;
  /** Hours left with a band from the curves' scatter; `high` null when the band is open-ended. */
  hoursLeft: number | null;
  low: number | null;
  high: number | null;
}

export interface Readiness {
  modelVersion: string;
  ready: boolean;
  /** 0..1; 1 only when ready. */
  progress: number;
  hoursTrained: number;
  skills: SkillReadiness[];
  forecast: {
    /** `reached`, `curve` (every skill forecast from its curves), `average` (too little data: the 15-hour average
     * against the hours trained), `plateau` (some skill's curve levels off below its target). */
    method: ForecastMethod;
    hoursLeft: number | null;
    low: number | null;
    high: number | null;
    /** The skills whose curves level off below their targets (`plateau`). */
    blockedBy: FlsSkill[];
  };
}

export interface ReadinessInput {
  /** Each FLS skill's attempts, oldest first. */
  attempts: Partial<Record<FlsSkill, readonly Attempt[]>>;
  /** All training time, every skill (hours). */
  hoursTrained: number;
  gameVersion?: string | null;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const roundHours = (hours: number) => Math.round(hours * 10) / 10;

function skillReadiness(skill: FlsSkill, attempts: readonly Attempt[], target: Scores): SkillReadiness {
  const model = READINESS_MODEL;
  const extra = model.extraPasses[skill];
  const proficiency = proficiencyOf(attempts, target, extra);
  const n = attempts.length;
  const seconds = attempts.reduce((sum, a) => sum + a.durationSeconds, 0);
  const minutesPerAttempt =
    n >= model.minAttemptsForPace && seconds > 0 ? seconds / 60 / n : model.defaultMinutesPerAttempt;
  const recent = attempts.slice(-model.recentAttempts);
  const shares = SCORE_KINDS.map((kind) => {
    const mean = recent.length ? recent.reduce((sum, a) => sum + a[kind], 0) / recent.length : 0;
    return { kind, share: clamp01(mean / target[kind]) };
  });
  const weakestShare = shares.reduce((low, s) => (s.share < low.share ? s : low));
  const base = { skill, attempts: n, proficiency, minutesPerAttempt };
  if (proficiency.proficient) {
    return { ...base, progress: 1, weakest: null, method: 'reached', attemptsLeft: 0, hoursLeft: 0, low: 0, high: 0 };
  }
  const progress = clamp01(0.5 * weakestShare.share + 0.5 * (proficiency.passes / proficiency.required));
  const weakest = weakestShare.kind;
  if (n < model.minAttemptsForFit) {
    return {
      ...base,
      progress,
      weakest,
      method: 'average',
      attemptsLeft: null,
      hoursLeft: null,
      low: null,
      high: null,
    };
  }
  // The attempt at which every score's curve is on target: the latest of the three (and its band).
  let reach = 1;
  let reachLow = 1;
  let reachHigh = 1;
  for (const kind of SCORE_KINDS) {
    const curve = fitLearningCurve(attempts.map((a) => a[kind])) as LearningCurve;
    reach = Math.max(reach, attemptReaching(curve, target[kind]));
    reachLow = Math.max(reachLow, attemptReaching(curve, target[kind] - curve.scatter));
    reachHigh = Math.max(reachHigh, attemptReaching(curve, target[kind] + curve.scatter));
  }
  if (!Number.isFinite(reach)) {
    return {
      ...base,
      progress,
      weakest,
      method: 'plateau',
      attemptsLeft: null,
      hoursLeft: null,
      low: null,
      high: null,
    };
  }
  // From the attempt the curves reach the targets on, each attempt is counted as a pass until the passes
  // still missing are made.
  const passesLeft = proficiency.required - proficiency.passes;
  const left = (reachAt: number) => Math.max(0, reachAt - 1 - n) + passesLeft;
  const hours = (count: number) => roundHours((count * minutesPerAttempt) / 60);
  const attemptsLeft = left(reach);
  return {
    ...base,
    progress,
    weakest,
    method: 'curve',
    attemptsLeft,
    hoursLeft: hours(attemptsLeft),
    low: hours(left(reachLow)),
    high: Number.isFinite(reachHigh) ? hours(left(reachHigh)) : null,
  };
}

/** The trainee's readiness for the FLS manual-skills exam (see the module's comment and docs/fls-readiness.md). */
export function readinessOf(input: ReadinessInput): Readiness {
  const model = READINESS_MODEL;
  const targets = targetsFor(input.gameVersion);
  const skills = FLS_SKILLS.map((skill) => skillReadiness(skill, input.attempts[skill] ?? [], targets[skill]));
  const ready = skills.every((s) => s.proficiency.proficient);
  const skillPart = skills.reduce((sum, s) => sum + s.progress, 0) / skills.length;
  const timePart = clamp01(input.hoursTrained / model.averageHours);
  const progress = ready ? 1 : Math.min(0.99, model.skillWeight * skillPart + model.timeWeight * timePart);
  const blockedBy = skills.filter((s) => s.method === 'plateau').map((s) => s.skill);
  const base = { modelVersion: model.version, ready, progress, hoursTrained: input.hoursTrained, skills };
  if (ready) return { ...base, forecast: { method: 'reached', hoursLeft: 0, low: 0, high: 0, blockedBy } };
  if (blockedBy.length > 0) {
    return { ...base, forecast: { method: 'plateau', hoursLeft: null, low: null, high: null, blockedBy } };
  }
  if (skills.some((s) => s.method === 'average')) {
    const left = roundHours(Math.max(0, model.averageHours - input.hoursTrained));
    return { ...base, forecast: { method: 'average', hoursLeft: left, low: null, high: null, blockedBy } };
  }
  // The skills are trained one after another: their hours add up, and so do the ends of their bands.
  const sum = (pick: (s: SkillReadiness) => number | null) =>
    skills.reduce<number | null>((total, s) => {
      const value = pick(s);
      return total === null || value === null ? null : total + value;
    }, 0);
  const hoursLeft = sum((s) => s.hoursLeft);
  const low = sum((s) => s.low);
  const high = sum((s) => s.high);
  return {
    ...base,
    forecast: {
      method: 'curve',
      hoursLeft: hoursLeft === null ? null : roundHours(hoursLeft),
      low: low === null ? null : roundHours(low),
      high: high === null ? null : roundHours(high),
      blockedBy,
    },
  };
}
