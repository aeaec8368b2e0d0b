import { sql } from 'drizzle-orm';
import {
  activateBenchmarkIn,
  buildFromExperts,
  insertBenchmarkDraft,
  refreshReadiness,
} from '../../modules/analytics/index.js';
import type { Executor } from '../client.js';
import { daysBefore } from './demo-dates.js';

/** St. Elisabeth's faculty whose sessions made its benchmark (trainers; each holds a Pilot seat, demo-licensing.ts). */
export const DEMO_EXPERTS = ['ingrid.jansen@example.com', 'maarten.dewit@example.com', 'eva.dekker@example.com'];
/** Each expert's last N attempts per FLS task. */
export const DEMO_EXPERT_ATTEMPTS = 10;
const NAME = 'Faculty benchmark 2026';
const ORGANIZATION = 'St. Elisabeth Teaching Hospital';

/**
 * Benchmarks (issue 27): St. Elisabeth's expert-based version, built from its three faculty surgeons' last 10
 * attempts per task (mean − 2 SD) by the manager a week ago and active since; its members' readiness is assessed
 * against it (recomputed here, as the job would after the activation). Idempotent: kept when the hospital has one.
 */
export async function seedDemoBenchmarks(tx: Executor, now: Date) {
  const [organization] = (
    await tx.execute<{ id: string; manager: string | null; has: boolean }>(sql`
      select o.id,
        (select u.id from users u where lower(u.email) = 'manager@example.com') as manager,
        exists (select 1 from benchmarks b where b.organization_id = o.id) as has
      from organizations o where o.name = ${ORGANIZATION}`)
  ).rows;
  if (!organization || organization.has) return;
  const experts = (
    await tx.execute<{ id: string }>(sql`
      select u.id from users u
      where lower(u.email) = any(${sql.param(DEMO_EXPERTS)}::text[]) and u.organization_id = ${organization.id}
      order by u.last_name`)
  ).rows.map((row) => row.id);
  if (experts.length < DEMO_EXPERTS.length) return;
  const scope = { organizationId: organization.id };
  const at = daysBefore(now, 7);
  const id = await insertBenchmarkDraft(tx, { ...scope, name: NAME, createdBy: organization.manager, at });
  await buildFromExperts(tx, scope, id, { user_ids: experts, attempts: DEMO_EXPERT_ATTEMPTS });
  const members = await activateBenchmarkIn(tx, scope, id, at);
  for (const userId of members) await refreshReadiness(tx, userId, now);
}
