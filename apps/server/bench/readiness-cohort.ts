/**
 * Simulated trainees for the readiness backtest and the simulator's calibration test: the game simulator's sessions as
 * the fold reads them, and the truth (the rule applied to the trainee's simulated future).
 */
import type { GameSession } from '@portal/contracts';
import {
  DEFAULT_VARIATION,
  PROFILES,
  type ProfileName,
  simulateSessions,
  type TraineeVariation,
} from '../src/db/seed/simulation.js';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { emptyFoldState, foldResults } from '../src/modules/analytics/readiness/fold.js';
import type { FoldState, ResultInput } from '../src/modules/analytics/readiness/types.js';

export const EPOCH = Date.UTC(2026, 0, 5);

/** A session's results as the fold reads them. */
export function resultsOf(session: GameSession): ResultInput[] {
  const at = Date.parse(session.started_at);
  return session.results.map((r, position) => ({
    at,
    sessionId: session.id,
    position,
    gameVersion: session.game_version,
    skill: r.skill,
    exercise: r.exercise_name,
    level: r.level,
    completed: r.completed,
    accuracy: r.accuracy,
    speed: r.speed,
    gameplay: r.gameplay,
    durationSeconds: r.duration_seconds,
  }));
}

export const isReady = (state: FoldState) => Object.values(state.tasks).every((t) => t.proficientAt !== null);

export interface SimulatedTrainee {
  seed: string;
  profile: ProfileName;
  sessions: GameSession[];
  /** Each session's results as the fold reads them. */
  results: ResultInput[][];
  /** Hours of portal training (all skills) when the rule was first met; null when never within the horizon. */
  readyHours: number | null;
  /** The session whose start met it (index), and its time. */
  readySession: number | null;
  readyAt: number | null;
}

/**
 * One trainee over `days` days from `EPOCH`. The truth: the rule applied to the whole history (every task's
 * `proficientAt`); the hours are those of every session up to the one that met it.
 */
export function simulateTrainee(
  seed: string,
  profile: ProfileName,
  days: number,
  variation: TraineeVariation = DEFAULT_VARIATION,
  drop?: { exercise: string; fromAttempt: number; points: number },
): SimulatedTrainee {
  const sessions = simulateSessions({
    seed,
    profile: PROFILES[profile],
    from: new Date(EPOCH),
    until: new Date(EPOCH + days * DAY_MS),
    variation,
    ...(drop ? { drop } : {}),
  });
  const results = sessions.map(resultsOf);
  const final = foldResults(emptyFoldState(), results.flat());
  let readyHours: number | null = null;
  let readySession: number | null = null;
  let readyAt: number | null = null;
  if (isReady(final)) {
    readyAt = Math.max(...Object.values(final.tasks).map((t) => t.proficientAt as number));
    let seconds = 0;
    for (const [i, session] of results.entries()) {
      for (const r of session) seconds += r.durationSeconds;
      if ((session[0]?.at ?? 0) >= readyAt) {
        readySession = i;
        break;
      }
    }
    readyHours = seconds / 3600;
  }
  return { seed, profile, sessions, results, readyHours, readySession, readyAt };
}

export const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
};
