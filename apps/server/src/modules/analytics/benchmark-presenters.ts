import type { Benchmark, BenchmarkExperts, BenchmarkTarget } from '@portal/contracts';
import { type BenchmarkRow, versionLabel } from './benchmark-queries.js';

type ExpertRow = { userId: string | null; name: string | null; tasks: unknown };

const statusOf = (row: BenchmarkRow): Benchmark['status'] =>
  row.active ? 'active' : row.activatedAt ? 'retired' : 'draft';

/** A version as the API answers it; `experts` the rows of its experts (built from experts only). */
export function presentBenchmark(row: BenchmarkRow, experts: readonly ExpertRow[]): Benchmark {
  const expertData: BenchmarkExperts | null =
    row.source === 'experts' && row.expertAttempts !== null
      ? {
          attempts: row.expertAttempts,
          experts: experts.map((expert) => ({
            user_id: expert.userId,
            name: expert.name,
            tasks: expert.tasks as BenchmarkExperts['experts'][number]['tasks'],
          })),
          tasks: (row.expertTasks ?? []) as BenchmarkExperts['tasks'],
        }
      : null;
  return {
    id: row.id,
    number: row.number,
    version: versionLabel(row.number),
    name: row.name,
    organization_name: row.organizationName,
    status: statusOf(row),
    source: (row.source as Benchmark['source']) ?? null,
    portal_default: row.portalDefault,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
    activated_at: row.activatedAt ? row.activatedAt.toISOString() : null,
    targets: row.targets as BenchmarkTarget[],
    experts: expertData,
  };
}
