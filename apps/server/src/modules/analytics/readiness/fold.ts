/**
 * The fold: a user's results, one after another in (at, sessionId, position) order, into a running state per FLS task
 * (types.ts, `FoldState`). The state is of constant size (each task keeps its last `recentWindow` counted attempts)
 * and plain JSON (times in epoch ms), so an upload folds only its own results into the stored state: the work stays
 * constant per session however long the trainee has trained.
 *
 * A result at or before the state's `through` (a session uploaded late), or a state of another `foldVersion`, cannot
 * be folded on: the caller folds again from the first result (`needsRefold`).
 */
import { FLS_TASKS, type FlsTask } from '@portal/contracts';
import { DAY_MS } from '../../../lib/calendar-day.js';
import { type BenchmarkTargets, benchmarkMark, foldVersionWith } from './benchmark.js';
import { stepCusums } from './cusum.js';
import { READINESS_MODEL, targetVersionOf } from './model.js';
import { applyRule, passes, taskOf } from './rule.js';
import type { FoldState, ResultInput, TaskState } from './types.js';

export function emptyTaskState(): TaskState {
  return {
    attempts: 0,
    seconds: 0,
    streak: 0,
    pairDone: false,
    further: 0,
    proficientAt: null,
    dueSince: null,
    relapseSince: null,
    restorePasses: 0,
    lc: 0,
    signedOffAt: null,
    cusum: 0,
    lastAttemptAt: null,
    level: 0,
    recent: [],
  };
}

/** The state before the first result, of the present fold version (with `benchmark`'s targets, if any). */
export function emptyFoldState(benchmark: BenchmarkTargets | null = null): FoldState {
  const tasks = Object.fromEntries(FLS_TASKS.map((task) => [task, emptyTaskState()])) as Record<FlsTask, TaskState>;
  return {
    foldVersion: foldVersionWith(benchmark),
    through: null,
    tasks,
    allSeconds: 0,
    flsSeconds: 0,
    gameVersion: null,
  };
}

type ResultKey = Pick<ResultInput, 'at' | 'sessionId' | 'position'>;

/** The fold's order: by time, then session, then the result's position in its session. */
export function compareResults(a: ResultKey, b: ResultKey): number {
  if (a.at !== b.at) return a.at - b.at;
  if (a.sessionId !== b.sessionId) return a.sessionId < b.sessionId ? -1 : 1;
  return a.position - b.position;
}

/** Whether a result lies at or before the last one folded: the state cannot take it, fold again from the first. */
export function isBehind(state: FoldState, result: ResultKey): boolean {
  return state.through !== null && compareResults(result, state.through) <= 0;
}

/**
 * Whether `results` cannot be folded onto `state`: another fold version (or another benchmark), or some result at or
 * before `through`.
 */
export function needsRefold(
  state: FoldState,
  results: readonly ResultKey[],
  benchmark: BenchmarkTargets | null = null,
): boolean {
  return state.foldVersion !== foldVersionWith(benchmark) || results.some((result) => isBehind(state, result));
}

/** A deep copy (the fold never changes the state it is given). */
const copyState = (state: FoldState): FoldState => structuredClone(state);

const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
/** A score as kept: the upload refuses non-finite scores, and the state must stay JSON (NaN would turn into null). */
const score = (value: number) => (Number.isFinite(value) ? value : 0);

/** One counted attempt into its task's state (in place). */
function foldAttempt(t: TaskState, task: FlsTask, result: ResultInput, benchmark: BenchmarkTargets | null): void {
  const { refreshDueDays, restorePasses, recentWindow } = READINESS_MODEL;
  const pass = passes(result, task, benchmark);
  t.attempts += 1;
  t.seconds += seconds(result.durationSeconds);
  // Decay (Kowalewski et al. 2012): a proficient task back after `refreshDueDays` or more is due from this attempt
  // on; this attempt is the first chance to restore it.
  const wasFlagged = t.dueSince !== null || t.relapseSince !== null;
  if (
    t.proficientAt !== null &&
    t.dueSince === null &&
    t.lastAttemptAt !== null &&
    result.at - t.lastAttemptAt >= refreshDueDays * DAY_MS
  ) {
    t.dueSince = result.at;
    if (!wasFlagged) t.restorePasses = 0;
  }
  applyRule(t, task, pass, result.at);
  // Restoring a due or relapsed task: `restorePasses` passes in a row.
  if (t.dueSince !== null || t.relapseSince !== null) {
    t.restorePasses = pass ? t.restorePasses + 1 : 0;
    if (t.restorePasses >= restorePasses) {
      t.dueSince = null;
      t.relapseSince = null;
      t.restorePasses = 0;
    }
  }
  const cusum = stepCusums(t, pass, result.at);
  if (cusum.relapse) {
    t.relapseSince ??= result.at;
    t.restorePasses = 0;
  }
  t.lastAttemptAt = result.at;
  t.level = Math.max(t.level, result.level);
  t.recent.push({
    n: t.attempts,
    at: result.at,
    level: result.level,
    version: benchmark ? benchmarkMark(benchmark) : targetVersionOf(result.gameVersion),
    accuracy: score(result.accuracy),
    speed: score(result.speed),
    gameplay: score(result.gameplay),
    pass,
    cusum: cusum.shown,
  });
  if (t.recent.length > recentWindow) t.recent.splice(0, t.recent.length - recentWindow);
}

/**
 * Folds `results` onto `state` and returns the new state (`state` itself is left as it was). Results are taken in
 * (at, sessionId, position) order. Every result's seconds count towards `allSeconds` (all eight skills, completed or
 * not: the trainee's time); a counted one's towards `flsSeconds` and its task.
 * Throws when the results cannot be folded on (`needsRefold`): the caller folds from `emptyFoldState()` instead.
 * `benchmark`: the organization's targets judge every attempt (the state must have been folded with the same).
 */
export function foldResults(
  state: FoldState,
  results: readonly ResultInput[],
  benchmark: BenchmarkTargets | null = null,
): FoldState {
  if (needsRefold(state, results, benchmark)) {
    throw new Error('foldResults: another fold version or a result at or before `through`; fold again from the first');
  }
  const next = copyState(state);
  const ordered = [...results].sort(compareResults);
  for (const result of ordered) {
    // The same result twice in one batch (a session listed twice) would count twice.
    if (isBehind(next, result)) throw new Error('foldResults: the same result twice');
    next.allSeconds += seconds(result.durationSeconds);
    next.through = { at: result.at, sessionId: result.sessionId, position: result.position };
    next.gameVersion = result.gameVersion;
    const task = taskOf(result);
    if (task === null) continue;
    next.flsSeconds += seconds(result.durationSeconds);
    foldAttempt(next.tasks[task], task, result, benchmark);
  }
  return next;
}
