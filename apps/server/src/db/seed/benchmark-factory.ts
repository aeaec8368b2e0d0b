import { FLS_TASKS } from '@portal/contracts';
import type { Executor } from '../client.js';
import { type BenchmarkTargetRow, benchmarks } from '../schema/benchmarks.js';

export interface NewBenchmark extends Partial<Omit<typeof benchmarks.$inferInsert, 'organizationId'>> {
  organizationId: string;
}

/** Targets of 80 on every score at level 3 for each FLS task (tests). */
export const flatTargets = (score = 80): BenchmarkTargetRow[] =>
  FLS_TASKS.map((task) => ({ task, level: 3, accuracy: score, speed: score, gameplay: score }));

/**
 * A benchmark version of `organizationId` (tests; the portal makes them through the benchmark service): number 1
 * unless given, an empty draft unless `targets` are given.
 */
export async function createBenchmark(db: Executor, values: NewBenchmark) {
  const [row] = await db
    .insert(benchmarks)
    .values({ number: 1, createdAt: new Date(), ...values })
    .returning();
  if (!row) throw new Error('benchmark insert returned nothing');
  return row;
}
