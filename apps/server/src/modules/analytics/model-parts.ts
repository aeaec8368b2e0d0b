/**
 * The readiness model as the analytics service uses it: the fold and the assessment (the RULE helper's
 * `readiness/`), the cohort priors (the FORECAST helper's `readiness/priors.ts`). One place that names them, so the
 * storage, the job and the reads do not depend on how the model's files are split.
 */
import type { FlsTask } from '@portal/contracts';
import type { TaskPrior, TaskState } from './readiness/types.js';

export {
  assessReadiness,
  emptyFoldState,
  FOLD_VERSION,
  foldResults,
  READINESS_MODEL,
  READINESS_VERSION,
  targetsFor,
  targetVersionOf,
} from './readiness/index.js';
export type { FoldState, ReadinessFigure, ResultInput, TaskPrior, TaskState } from './readiness/types.js';

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
