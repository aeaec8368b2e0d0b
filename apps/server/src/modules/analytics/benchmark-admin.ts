import type { AdminBenchmarks } from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ChangedBy } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { presentBenchmark } from './benchmark-presenters.js';
import {
  completeBenchmarks,
  findBenchmark,
  lockPortalDefault,
  setPortalDefault,
  versionLabel,
} from './benchmark-queries.js';
import { READINESS_REFRESH_JOB } from './readiness-compute.js';

/** The admin's side of the benchmarks: the portal's default for organizations without an active version. */

/** The admin's view: the portal's default and the complete versions to choose from. */
export async function adminBenchmarks(ctx: ServiceContext): Promise<AdminBenchmarks> {
  const rows = await completeBenchmarks(ctx.db);
  const versions = rows.map((row) => presentBenchmark(row, []));
  return { default: versions.find((version) => version.portal_default) ?? null, versions };
}

/**
 * The portal's default for organizations without an active version: a complete version, or null for the published
 * targets. The figures it changes are found by the stale-figure refresh (their benchmark differs from the one that
 * applies), queued at once.
 */
export async function setBenchmarkDefault(
  ctx: ServiceContext,
  by: ChangedBy,
  id: string | null,
): Promise<AdminBenchmarks> {
  await inTransaction(ctx.pool, async (tx) => {
    await lockPortalDefault(tx);
    const row = id ? await findBenchmark(tx, { all: true }, id) : null;
    if (id) {
      if (!row) throw notFound();
      if (row.targets.length === 0) throw new AppError('conflict', 'error.benchmark_incomplete');
    }
    const at = ctx.clock.now();
    await setPortalDefault(tx, id, at);
    await recordAudit(tx, {
      action: 'benchmark.default_changed',
      actorId: by.actor.id,
      ip: by.client.ip,
      userAgent: by.client.userAgent,
      details: { id, organization_id: row?.organizationId ?? null, version: row ? versionLabel(row.number) : null },
      at,
    });
  });
  void ctx.jobs
    .enqueue(READINESS_REFRESH_JOB, {})
    .catch((error: unknown) => ctx.log.error({ err: error }, 'readiness refresh not queued; runs on its schedule'));
  return adminBenchmarks(ctx);
}
