/**
 * The readiness model as the analytics service uses it: the fold and the assessment (the RULE helper's
 * `readiness/`), the cohort priors (the FORECAST helper's `readiness/priors.ts`). One place that names them, so the
 * storage, the job and the reads do not depend on how the model's files are split.
 */
import { FLS_TASKS, type FlsTask, type ScoreKind } from '@portal/contracts';
import {
  emptyFoldState,
  FOLD_VERSION,
  foldResults,
  READINESS_MODEL,
  READINESS_VERSION,
  requiredPasses,
  rulePasses,
  targetsFor,
} from './readiness/index.js';
import type { FoldState, ReadinessFigure, TaskPrior, TaskState } from './readiness/types.js';

export type { FoldState, ReadinessFigure, ResultInput, TaskPrior, TaskState } from './readiness/types.js';
export { emptyFoldState, FOLD_VERSION, foldResults, READINESS_MODEL, READINESS_VERSION };

export interface AssessOptions {
  now: number;
  priorFor: (task: FlsTask) => TaskPrior;
  seed?: number;
}

/** The published prior: what the forecast knows of a task before anyone like the trainee has trained. */
export const PUBLISHED_PRIOR: TaskPrior = { source: 'published' };

/** A cohort's prior of one task from its trainees' states; null when too few have trained it to say anything. */
export function cohortPrior(_task: FlsTask, states: readonly TaskState[]): TaskPrior | null {
  const trained = states.filter((state) => state.attempts > 0);
  if (trained.length < 5) return null;
  return { source: 'cohort', trainees: trained.length };
}

/** The prior an assessment takes: the organization's, else the portal's, else the published one. */
export function choosePrior(organization: TaskPrior | null, portal: TaskPrior | null): TaskPrior {
  return organization ?? portal ?? PUBLISHED_PRIOR;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const SCORES: ScoreKind[] = ['accuracy', 'speed', 'gameplay'];

/**
 * A placeholder assessment until the RULE helper's `assessReadiness` is merged: the rule's counters as they are,
 * no forecast of its own (a cohort figure of the published average).
 */
export function assessReadiness(state: FoldState, { now }: AssessOptions): ReadinessFigure {
  const targets = targetsFor(state.gameVersion);
  const skills = FLS_TASKS.map((task) => {
    const t = state.tasks[task];
    const def = READINESS_MODEL.tasks[task];
    const required = requiredPasses(task);
    const passes = Math.min(required, rulePasses(t, task));
    const proficient = t.proficientAt !== null;
    const due =
      t.dueSince !== null ||
      (proficient && t.lastAttemptAt !== null && now - t.lastAttemptAt >= READINESS_MODEL.refreshDueDays * DAY_MS);
    const recent = t.recent.slice(-READINESS_MODEL.weakestOver);
    const weakest =
      recent.length === 0
        ? null
        : (SCORES.map((score) => ({
            score,
            value: recent.reduce((sum, a) => sum + a[score], 0) / recent.length,
            target: targets[task][score],
          })).sort((a, b) => a.value - a.target - (b.value - b.target))[0] ?? null);
    return {
      task,
      skill: def.skill as ReadinessFigure['skills'][number]['skill'],
      exercises: [...def.exercises],
      min_level: def.minLevel,
      targets: targets[task],
      attempts: t.attempts,
      passes,
      required,
      proficient,
      state: (t.relapseSince !== null
        ? 'refresh_needed'
        : due
          ? 'refresh_due'
          : proficient
            ? 'proficient'
            : t.attempts === 0
              ? 'not_started'
              : 'on_course') as ReadinessFigure['skills'][number]['state'],
      progress: proficient ? 1 : passes / required,
      weakest,
      pass_chance: null,
      hours_left: null,
      low: null,
      high: null,
      minutes_per_attempt: t.attempts > 0 ? t.seconds / 60 / t.attempts : 5,
      blocked_by: null,
      last_attempt_at: t.lastAttemptAt === null ? null : new Date(t.lastAttemptAt).toISOString(),
      refresh_due_on:
        proficient && !due && t.lastAttemptAt !== null
          ? dayOf(t.lastAttemptAt + READINESS_MODEL.refreshDueDays * DAY_MS)
          : null,
      cusum: {
        signed_off: t.signedOffAt !== null,
        value: t.cusum,
        limit: READINESS_MODEL.cusum.signOff.h,
        relapse: t.relapseSince !== null,
      },
    };
  });
  const ready = skills.every((s) => s.state === 'proficient');
  const refresh = skills.flatMap((s) =>
    s.state === 'refresh_due' || s.state === 'refresh_needed'
      ? [{ task: s.task, reason: s.state === 'refresh_due' ? ('decay' as const) : ('relapse' as const) }]
      : [],
  );
  const progress = skills.reduce((sum, s) => sum + s.progress, 0) / skills.length;
  const hours = ready ? 0 : READINESS_MODEL.averageHours * (1 - progress);
  return {
    model_version: READINESS_VERSION,
    ready,
    state: ready
      ? 'ready'
      : refresh.some((r) => r.reason === 'relapse')
        ? 'refresh_needed'
        : refresh.length > 0
          ? 'refresh_due'
          : skills.every((s) => s.state === 'not_started')
            ? 'not_started'
            : 'on_course',
    progress: ready ? 1 : Math.min(progress, 0.99),
    hours_trained: Math.round((state.allSeconds / 3600) * 10) / 10,
    forecast: {
      method: ready ? 'reached' : 'cohort',
      hours_left: Math.round(hours * 10) / 10,
      low: Math.round(hours * 0.7 * 10) / 10,
      high: Math.round(hours * 1.4 * 10) / 10,
      blocking: [],
    },
    refresh,
    practise_next: null,
    skills,
  };
}
