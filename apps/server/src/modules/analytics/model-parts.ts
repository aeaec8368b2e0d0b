/**
 * The readiness model as the analytics service uses it: the fold and the assessment (the RULE helper's
 * `readiness/`), the cohort priors (the FORECAST helper's `readiness/priors.ts`). One place that names them, so the
 * storage, the job and the reads do not depend on how the model's files are split.
 */

export { PUBLISHED_PRIOR } from './readiness/forecast-constants.js';
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
export { type CohortMember, choosePrior, cohortPrior } from './readiness/priors.js';
export type { FoldState, ReadinessFigure, ResultInput, TaskPrior, TaskState } from './readiness/types.js';
