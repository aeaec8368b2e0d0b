/** The job that checks a user's curricula after an upload or a change of their groups (`jobs.ts`). */
export const CURRICULUM_PROGRESS_JOB = 'curriculum-progress';
