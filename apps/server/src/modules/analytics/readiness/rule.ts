/**
 * The FLS rule (Ritter and Scott 2007; Scott et al. 2008), as the fold applies it result by result: which task a
 * result counts for, whether it passes, and what a task still needs. A pass meets the targets of the result's OWN game
 * version on all three scores: one good score never makes up for a failed one, and a newer game's targets never
 * judge an older game's attempts.
 */
import { FLS_TASKS, type FlsTask, SCORE_KINDS } from '@portal/contracts';
import { type BenchmarkTargets, benchmarkTargetsAt } from './benchmark.js';
import { READINESS_MODEL, requiredPasses, targetsFor } from './model.js';
import type { ResultInput, RuleLeft, Scores, TaskState } from './types.js';

const normal = (name: string) => name.trim().toLowerCase();

/**
 * The FLS task a result counts for, or null: its skill and exercise map to a task (`READINESS_MODEL.tasks`), it was
 * completed, and it was played at the task's minimum level or above.
 */
export function taskOf(result: Pick<ResultInput, 'skill' | 'exercise' | 'completed' | 'level'>): FlsTask | null {
  if (!result.completed) return null;
  const exercise = normal(result.exercise);
  for (const task of FLS_TASKS) {
    const definition = READINESS_MODEL.tasks[task];
    if (definition.skill !== result.skill) continue;
    if (!definition.exercises.some((name) => normal(name) === exercise)) continue;
    return result.level >= definition.minLevel ? task : null;
  }
  return null;
}

/** Every score at or above its target. */
export const meetsTargets = (scores: Scores, targets: Scores) =>
  SCORE_KINDS.every((kind) => scores[kind] >= targets[kind]);

/**
 * Whether a result meets the targets of its own game version on all three scores, for `task` (by default the task it
 * counts for; false when it counts for none). With an organization's `benchmark`, its targets at the result's level
 * judge instead, whatever the game version (benchmark.ts).
 */
export function passes(
  result: ResultInput,
  task: FlsTask | null = taskOf(result),
  benchmark: BenchmarkTargets | null = null,
): boolean {
  if (task === null) return false;
  const targets = benchmark ? benchmarkTargetsAt(benchmark, task, result.level) : targetsFor(result.gameVersion)[task];
  return meetsTargets(result, targets);
}

/** Passes counted towards the rule: the streak towards the pair, then the pair and the further ones. */
export function rulePasses(state: Pick<TaskState, 'streak' | 'pairDone' | 'further' | 'proficientAt'>, task: FlsTask) {
  if (state.proficientAt !== null) return requiredPasses(task);
  return state.pairDone ? READINESS_MODEL.consecutivePasses + state.further : state.streak;
}

/** What the rule still needs: the pair (with the streak already in a row), then the further passes. */
export function ruleLeft(state: Pick<TaskState, 'streak' | 'pairDone' | 'further' | 'proficientAt'>, task: FlsTask) {
  const { consecutivePasses } = READINESS_MODEL;
  const extra = READINESS_MODEL.tasks[task].extraPasses;
  if (state.proficientAt !== null) return { consecutive: 0, streak: 0, further: 0 } satisfies RuleLeft;
  if (state.pairDone) return { consecutive: 0, streak: 0, further: Math.max(0, extra - state.further) };
  return { consecutive: consecutivePasses, streak: state.streak, further: extra } satisfies RuleLeft;
}

/**
 * One attempt through the rule (in place): first `consecutivePasses` passes in a row (a fail starts the streak
 * again), then the task's further passes in any order (a fail no longer resets anything). Returns whether this
 * attempt met the rule. A proficient task stays proficient: decay and relapse are states beside it.
 */
export function applyRule(
  state: Pick<TaskState, 'streak' | 'pairDone' | 'further' | 'proficientAt'>,
  task: FlsTask,
  pass: boolean,
  at: number,
): boolean {
  if (state.proficientAt !== null) return false;
  const { consecutivePasses } = READINESS_MODEL;
  const extra = READINESS_MODEL.tasks[task].extraPasses;
  if (!state.pairDone) {
    state.streak = pass ? state.streak + 1 : 0;
    if (state.streak >= consecutivePasses) state.pairDone = true;
  } else if (pass) {
    state.further += 1;
  }
  if (state.pairDone && state.further >= extra) {
    state.proficientAt = at;
    return true;
  }
  return false;
}
