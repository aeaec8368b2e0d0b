/**
 * Benchmarks (issue 27; docs/fls-readiness.md, "Benchmarks"): an organization's own targets per FLS task and level,
 * which judge its members' attempts instead of the published `READINESS_MODEL.targets`, and the expert-based targets
 * (the experts' mean minus two standard deviations over their last N attempts; MentorLearn; Nagaraj et al., J Surg
 * Educ 2021). Pure functions: the analytics service reads and stores the versions.
 */
import { FLS_TASKS, type FlsTask, SCORE_KINDS, type ScoreKind } from '@portal/contracts';
import { FOLD_VERSION, READINESS_MODEL } from './model.js';
import type { Scores } from './types.js';

/** One target row: the scores an attempt of `task` at `level` or above (below the next row's level) must meet. */
export interface BenchmarkTarget extends Scores {
  task: FlsTask;
  level: number;
}

/** A benchmark version as the fold and the assessment read it. */
export interface BenchmarkTargets {
  id: string;
  /** `v3`: stored with each figure and certificate. */
  version: string;
  targets: readonly BenchmarkTarget[];
}

/**
 * The targets that judge an attempt of `task` at `level`: the task's row at the highest level at or below it (every
 * complete version has a row at the task's minimum level, the lowest a counted attempt can have).
 */
export function benchmarkTargetsAt(benchmark: BenchmarkTargets, task: FlsTask, level: number): Scores {
  let best: BenchmarkTarget | null = null;
  let lowest: BenchmarkTarget | null = null;
  for (const row of benchmark.targets) {
    if (row.task !== task) continue;
    if (lowest === null || row.level < lowest.level) lowest = row;
    if (row.level <= level && (best === null || row.level > best.level)) best = row;
  }
  const row = best ?? lowest;
  if (!row) throw new Error(`benchmark ${benchmark.id} has no targets for ${task}`);
  return { accuracy: row.accuracy, speed: row.speed, gameplay: row.gameplay };
}

/**
 * The fold version of states folded with `benchmark`: another benchmark (or none) means fold again from the first
 * result, since every pass, streak and CUSUM depends on the targets.
 */
export const foldVersionWith = (benchmark: BenchmarkTargets | null | undefined) =>
  benchmark ? `${FOLD_VERSION}+${benchmark.id}` : FOLD_VERSION;

/** The mark a recent attempt judged by a benchmark carries in place of its game major (`RecentAttempt.version`). */
export const benchmarkMark = (benchmark: BenchmarkTargets) => `benchmark:${benchmark.version}`;

// ---------------------------------------------------------------------------------------------------
// Targets from experts

export interface ExpertAttempt extends Scores {
  level: number;
}

export interface ExpertTaskStats {
  task: FlsTask;
  attempts: number;
  mean: Scores;
}

export interface TaskStats {
  task: FlsTask;
  attempts: number;
  mean: Scores;
  sd: Scores;
  target: Scores;
}

/** Targets to one decimal, within 0–100. */
const targetOf = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** The sample standard deviation (n − 1). */
function sampleSd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}
const perScore = (f: (kind: ScoreKind) => number) =>
  Object.fromEntries(SCORE_KINDS.map((kind) => [kind, f(kind)])) as Scores;

/**
 * The expert-based targets of each task from the attempts used (each expert's last N counted attempts, pooled): per
 * score the mean minus two sample standard deviations, to one decimal and within 0–100, as one row at the task's
 * minimum level (it judges every counted attempt). Also each expert's own count and means per task, the data the
 * screen shows. Every task needs attempts (the service refuses an expert with fewer than the minimum first).
 */
export function expertTargets(experts: ReadonlyArray<Record<FlsTask, readonly ExpertAttempt[]>>) {
  const perExpert = experts.map((byTask) =>
    FLS_TASKS.map(
      (task): ExpertTaskStats => ({
        task,
        attempts: byTask[task].length,
        mean: perScore((kind) => round2(mean(byTask[task].map((a) => a[kind])))),
      }),
    ),
  );
  const tasks = FLS_TASKS.map((task): TaskStats => {
    const pooled = experts.flatMap((byTask) => byTask[task]);
    const m = perScore((kind) => mean(pooled.map((a) => a[kind])));
    const sd = perScore((kind) => sampleSd(pooled.map((a) => a[kind])));
    return {
      task,
      attempts: pooled.length,
      mean: perScore((kind) => round2(m[kind])),
      sd: perScore((kind) => round2(sd[kind])),
      target: perScore((kind) => targetOf(m[kind] - 2 * sd[kind])),
    };
  });
  const targets: BenchmarkTarget[] = tasks.map(({ task, target }) => ({
    task,
    level: READINESS_MODEL.tasks[task].minLevel,
    ...target,
  }));
  return { perExpert, tasks, targets };
}
