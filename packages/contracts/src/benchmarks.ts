import { z } from 'zod';
import { FLS_TASKS } from './analytics.js';
import { optionalText } from './fields.js';

/**
 * Benchmarks per organization (issue 27, must-have 1): a version of the FLS targets (accuracy, speed, gameplay, each
 * 0–100) per task and level, set by hand or from the organization's experts (their mean minus two standard deviations
 * over their last N attempts: MentorLearn; Nagaraj et al., J Surg Educ 2021). The active version judges the
 * organization's readiness instead of the portal's published targets (docs/fls-readiness.md, "Benchmarks").
 */

/** Experts a benchmark is built from: at least 3, at most 50. */
export const BENCHMARK_EXPERTS_MIN = 3;
export const BENCHMARK_EXPERTS_MAX = 50;
/** The last N attempts of each expert per task: at least 5 (an expert with fewer is refused by name), at most 100. */
export const BENCHMARK_ATTEMPTS_MIN = 5;
export const BENCHMARK_ATTEMPTS_MAX = 100;
/** Levels a target row may name (the readiness model counts attempts from each task's minimum level on). */
export const BENCHMARK_LEVEL_MAX = 1000;
/** Target rows of one version: at most this many per task. */
export const BENCHMARK_LEVELS_PER_TASK = 10;

export const BENCHMARK_STATUSES = ['draft', 'active', 'retired'] as const;
export type BenchmarkStatus = (typeof BENCHMARK_STATUSES)[number];
export const BENCHMARK_SOURCES = ['manual', 'experts'] as const;
export type BenchmarkSource = (typeof BENCHMARK_SOURCES)[number];

/** A form's number field may arrive as text ('' is missing). */
const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

const targetScore = z.preprocess(
  numeric,
  z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.min_number' })
    .max(100, { error: 'validation.max_number' }),
);

const whole = (min: number, max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(min, { error: 'validation.min_number' })
      .max(max, { error: 'validation.max_number' }),
  );

/** One target row: the scores an attempt of `task` at `level` or above (up to the next row's level) must meet. */
export const benchmarkTargetRow = z.strictObject({
  task: z.enum(FLS_TASKS, { error: 'validation.choose_one' }),
  level: whole(1, BENCHMARK_LEVEL_MAX),
  accuracy: targetScore,
  speed: targetScore,
  gameplay: targetScore,
});
export type BenchmarkTargetInput = z.input<typeof benchmarkTargetRow>;

/**
 * `POST …/benchmarks`: a new version. With `targets` (by hand): every task needs a row at its minimum level, one row
 * per task and level. Without: an empty draft, to be built from experts (`…/{id}/from-experts`).
 */
export const createBenchmarkBody = z.strictObject({
  name: optionalText(100),
  targets: z
    .array(benchmarkTargetRow)
    .max(FLS_TASKS.length * BENCHMARK_LEVELS_PER_TASK, { error: 'validation.max_items' })
    .optional(),
});
export type CreateBenchmarkBody = z.input<typeof createBenchmarkBody>;

/** `POST …/benchmarks/{id}/from-experts`: the experts (members of the organization) and N, their last attempts. */
export const benchmarkFromExpertsBody = z.strictObject({
  user_ids: z
    .array(z.uuid({ error: 'validation.benchmark_expert_unknown' }))
    .min(BENCHMARK_EXPERTS_MIN, { error: 'validation.benchmark_experts_min' })
    .max(BENCHMARK_EXPERTS_MAX, { error: 'validation.max_items' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.benchmark_expert_twice' }),
  attempts: whole(BENCHMARK_ATTEMPTS_MIN, BENCHMARK_ATTEMPTS_MAX),
});
export type BenchmarkFromExpertsBody = z.input<typeof benchmarkFromExpertsBody>;

/** `PUT /api/admin/benchmarks/default`: the portal's default version, or null for the published targets. */
export const benchmarkDefaultBody = z.strictObject({ benchmark_id: z.uuid({ error: 'error.not_found' }).nullable() });
export type BenchmarkDefaultBody = z.input<typeof benchmarkDefaultBody>;

const scores = z.object({ accuracy: z.number(), speed: z.number(), gameplay: z.number() });

export const benchmarkTarget = z.object({
  task: z.enum(FLS_TASKS),
  level: z.number().int(),
  accuracy: z.number(),
  speed: z.number(),
  gameplay: z.number(),
});
export type BenchmarkTarget = z.infer<typeof benchmarkTarget>;

/** The expert data a version was built from: per expert and task the attempts used and the mean of each score. */
export const benchmarkExperts = z.object({
  /** N: each expert's last N attempts per task (fewer where an expert has fewer, at least 5). */
  attempts: z.number().int(),
  experts: z.array(
    z.object({
      /** Null once the account was deleted (the figures stay, the name goes). */
      user_id: z.uuid().nullable(),
      name: z.string().nullable(),
      tasks: z.array(z.object({ task: z.enum(FLS_TASKS), attempts: z.number().int(), mean: scores })),
    }),
  ),
  /** Per task over every attempt used: their number, mean and standard deviation, and the target (mean − 2 SD). */
  tasks: z.array(
    z.object({ task: z.enum(FLS_TASKS), attempts: z.number().int(), mean: scores, sd: scores, target: scores }),
  ),
});
export type BenchmarkExperts = z.infer<typeof benchmarkExperts>;

/** A benchmark version as its organization's managers and trainers (and the admin) see it. */
export const benchmark = z.object({
  id: z.uuid(),
  /** The version's number in its organization (1, 2, …) and its name as stored with figures and certificates. */
  number: z.number().int(),
  version: z.string(),
  name: z.string().nullable(),
  organization_name: z.string().nullable(),
  status: z.enum(BENCHMARK_STATUSES),
  source: z.enum(BENCHMARK_SOURCES).nullable(),
  portal_default: z.boolean(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  activated_at: z.string().nullable(),
  targets: z.array(benchmarkTarget),
  experts: benchmarkExperts.nullable(),
});
export type Benchmark = z.infer<typeof benchmark>;

/** What judges the organization's readiness now: its active version, else the portal's default, else the published. */
export const BENCHMARK_APPLIES = ['organization', 'portal_default', 'published'] as const;

/** `GET …/benchmarks`: what applies now, the published targets beside it, and the organization's versions. */
export const benchmarkOverview = z.object({
  applies: z.enum(BENCHMARK_APPLIES),
  /** The version that applies (the organization's active one or the portal's default); null: the published targets. */
  current: benchmark.nullable(),
  /** What would judge it without the organization's own active version (after deactivating it). */
  fallback: z.enum(['portal_default', 'published']),
  /** The portal's published targets (the newest game version's), at each task's minimum level. */
  published: z.array(benchmarkTarget),
  versions: z.array(benchmark),
});
export type BenchmarkOverview = z.infer<typeof benchmarkOverview>;

/** `GET …/benchmarks/experts`: the members who could be experts, with their counted attempts per task. */
export const benchmarkCandidate = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string(),
  attempts: z.array(z.object({ task: z.enum(FLS_TASKS), attempts: z.number().int() })),
});
export type BenchmarkCandidate = z.infer<typeof benchmarkCandidate>;

/** `GET /api/admin/benchmarks`: the portal's default and the versions an admin may choose (complete ones). */
export const adminBenchmarks = z.object({ default: benchmark.nullable(), versions: z.array(benchmark) });
export type AdminBenchmarks = z.infer<typeof adminBenchmarks>;
