/**
 * Training analytics (issue 18): the FLS readiness model and its stored figures, the trainee's overview,
 * activity and skill reads, the team dashboards and exports, the admin's platform figures
 * (docs/fls-readiness.md, docs/decisions/0013-analytics-reads.md).
 */

export { type DecayReport, READINESS_DECAY_JOB, readinessDecayJobs, runReadinessDecay } from './decay.js';
export * from './readiness.js';
export { default as analyticsRoutes, managerAnalyticsRoutes } from './routes.js';
export { refreshReadiness, refreshReadinessInUpload, refreshStaleReadiness } from './service.js';
