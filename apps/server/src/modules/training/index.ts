/**
 * Training data from the game: sessions, their exercise results (partitioned by month) and
 * the per-user daily rollups (docs/decisions/0010-training-data.md).
 */

export { completedAttemptsOf, type ExerciseAttempt, secondsPerMonth, secondsPerSkillSince } from './attempts.js';
export { ingestSessions, storeSessions } from './ingest.js';
export { default as trainingJobs } from './jobs.js';
export { lastTrainedAt } from './last-trained.js';
export { trainingPersonalData } from './personal-data.js';
export { ensureResultPartitions, lastTrainedDaySql, secondsInWeek } from './queries.js';
export {
  latestSessionStart,
  latestSessions,
  type SessionRow,
  type SessionSkillSummary,
} from './session-reads.js';
