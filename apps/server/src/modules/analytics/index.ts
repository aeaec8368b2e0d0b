/**
 * Training analytics (issues 18 and 25): the FLS readiness model (`readiness/`) and its stored figures, the trainee's
 * overview, activity and skill reads, the team dashboards and exports, the admin's platform figures
 * (docs/fls-readiness.md, docs/decisions/0013-analytics-reads.md).
 */

export { effectiveTargetsOf } from './benchmark-queries.js';
export { adminBenchmarkRoutes, managerBenchmarkRoutes, trainerBenchmarkRoutes } from './benchmark-routes.js';
export {
  activateIn as activateBenchmarkIn,
  buildFromExperts,
  insertDraft as insertBenchmarkDraft,
} from './benchmark-service.js';
export { readinessDecayJobs, runReadinessDecay } from './decay.js';
export { readinessJobs } from './jobs.js';
export * from './model-parts.js';
export { analyticsPersonalData } from './personal-data.js';
export { loadFoldState, storedReadinessFigures, storedReadinessStates } from './queries.js';
export { type BenchmarkTargets, benchmarkTargetsAt } from './readiness/benchmark.js';
export {
  adminAnalyticsRoutes,
  managerAnalyticsRoutes,
  traineeAnalyticsRoutes,
  trainerAnalyticsRoutes,
} from './routes.js';
export {
  recomputePriors,
  refreshReadiness,
  refreshStaleReadiness,
} from './service.js';
