/**
 * The readiness model's parts and what passes between them (issue 25; docs/fls-readiness.md):
 *
 *   results ──fold (rule.ts, fold.ts, cusum.ts)──▶ FoldState (stored per user, constant size)
 *   FoldState + now + priors ──assess (assess.ts)──▶ ReadinessFigure (the contracts' FlsReadiness, stored)
 *   assess ──per task──▶ forecastTask (forecast.ts) ──▶ paths of attempts left ──combineForecast──▶ hours
 *
 * Every constant lives in `model.ts` (`READINESS_MODEL`), whose content hash is the model version.
 * Times are epoch milliseconds, so the state is plain JSON.
 */
import type { FlsReadiness, FlsTask, ScoreKind } from '@portal/contracts';

export type Scores = Record<ScoreKind, number>;

/** One exercise result as the fold reads it: any skill; the fold decides whether and where it counts. */
export interface ResultInput {
  /** The session's start (ms); a session's results share it and are ordered by `position`. */
  at: number;
  sessionId: string;
  position: number;
  gameVersion: string;
  skill: string;
  exercise: string;
  level: number;
  completed: boolean;
  accuracy: number;
  speed: number;
  gameplay: number;
  durationSeconds: number;
}

/** A counted attempt kept in a task's recent window (the forecast's evidence and the skill page's curve). */
export interface RecentAttempt {
  /** Its number among the task's counted attempts (from 1). */
  n: number;
  at: number;
  level: number;
  /**
   * The major game version whose targets judged it (`READINESS_MODEL.targets` key), or `benchmark:v3` when an
   * organization's benchmark did (benchmark.ts: the forecast then reads the attempt against the targets it is given).
   */
  version: string;
  accuracy: number;
  speed: number;
  gameplay: number;
  /** Met its own version's targets on all three scores. */
  pass: boolean;
  /** The LC-CUSUM after it before sign-off, the relapse CUSUM after. */
  cusum: number;
}

/** The running state of one FLS task: everything later attempts and the assessment need, of constant size. */
export interface TaskState {
  /** Counted attempts (completed, at the task's minimum level or above) and their seconds. */
  attempts: number;
  seconds: number;
  /** The rule (Ritter and Scott): passes in a row towards the pair, whether the pair is done, further passes. */
  streak: number;
  pairDone: boolean;
  further: number;
  /** When the rule was first met (ms); null before. */
  proficientAt: number | null;
  /** Decay: set when a proficient task's next attempt came `refreshDueDays` or more after the one before it. */
  dueSince: number | null;
  /** Relapse: set when the relapse CUSUM crossed its limit after sign-off. */
  relapseSince: number | null;
  /** Passes since `dueSince` or `relapseSince` (restoring it). */
  restorePasses: number;
  /** LC-CUSUM (sign-off) and its sign-off time; the relapse CUSUM after sign-off. */
  lc: number;
  signedOffAt: number | null;
  cusum: number;
  lastAttemptAt: number | null;
  /** The highest level of a counted attempt. */
  level: number;
  /** The last `READINESS_MODEL.recentWindow` counted attempts, oldest first. */
  recent: RecentAttempt[];
}

/** A user's running state: folded result by result, in (at, sessionId, position) order. */
export interface FoldState {
  /** The hash of the constants the fold uses; another one means: fold again from the first result. */
  foldVersion: string;
  /** The last result folded; a result at or before it (an older session uploaded late) means: fold again. */
  through: { at: number; sessionId: string; position: number } | null;
  tasks: Record<FlsTask, TaskState>;
  /** Seconds of every result (all eight skills) and of counted FLS attempts: the trainee's share of time on FLS. */
  allSeconds: number;
  flsSeconds: number;
  /** The game version of the latest result folded (its targets are shown, and the forecast aims at them). */
  gameVersion: string | null;
}

/** What the forecast knows of a task before the trainee's own attempts say much (forecast.ts defines its content). */
export type TaskPrior = Record<string, unknown>;

/** Passes still needed: `consecutive` in a row (0 once the pair is done; `streak` already in a row), then `further`. */
export interface RuleLeft {
  consecutive: number;
  streak: number;
  further: number;
}

export interface TaskForecastInput {
  task: FlsTask;
  state: TaskState;
  /** The targets the forecast aims at: those of the trainee's current game version. */
  targets: Scores;
  left: RuleLeft;
  /** Days since the task's last attempt, at the assessment's `now`. */
  idleDays: number;
  prior: TaskPrior;
}

export interface TaskForecast {
  /** Attempts left per Monte Carlo path (the same number of paths for every task: `combineForecast` adds them up). */
  paths: Float64Array;
  /** The model's chance that the next attempt passes on all three scores. */
  passChance: number;
  /** A score whose plateau lies below its target (the task is not on course); null otherwise. */
  plateauBelow: ScoreKind | null;
  /** Whether the cohort's prior rather than the trainee's own attempts carries the forecast. */
  fromCohort: boolean;
}

/** The readiness as stored and answered, but for what the storage adds (`computed_at`, `stale`). */
export type ReadinessFigure = Omit<FlsReadiness, 'computed_at' | 'stale' | 'benchmark_version'>;
