/**
 * Training data from the game: sessions, their exercise results (partitioned by month) and
 * the per-user daily rollups (docs/decisions/0010-training-data.md).
 */

export { ingestSessions, storeSessions, type Uploader } from './ingest.js';
export { default as trainingJobs, RESULT_PARTITIONS_JOB } from './jobs.js';
export { ensureResultPartitions } from './queries.js';
export {
  CURVE_SHAPES,
  type CurveShape,
  curveProgress,
  DEFAULT_VARIATION,
  EXERCISES,
  PROFILES,
  type ProfileName,
  seededRandom,
  simulateSessions,
  type TraineeProfile,
  type TraineeVariation,
} from './simulation.js';
