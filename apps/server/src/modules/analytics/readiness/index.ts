/**
 * FLS readiness v2 (issue 25; docs/fls-readiness.md): the model's constants and version, the rule, the fold, the
 * CUSUMs and the assessment. Pure functions: the analytics service reads results, stores the fold state and the figure.
 */

export * from './assess.js';
export * from './benchmark.js';
export * from './cusum.js';
export * from './fold.js';
export * from './forecast.js';
// Both forecast.ts and forecaster.ts name a `ForecastOptions`: the assessment's seam is the one the index means.
export type { ForecastOptions } from './forecaster.js';
export * from './forecaster.js';
export * from './model.js';
export * from './rule.js';
export type * from './types.js';
