import { and, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * The manager section's scope: the signed-in user's own organization, read
 * from the session once per request (see `routes.ts`). Required by every
 * query and service of the section; never taken from the request.
 */
export interface ManagerScope {
  organizationId: string;
}

/**
 * When each of `userIds` last signed in (their latest `auth.login` in the
 * audit trail, which every sign-in writes and which outlives the session).
 * One statement text whatever the number of ids: they travel as one array.
 */
export async function lastSignIns(db: Executor, userIds: readonly string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: auditLog.userId, at: max(auditLog.occurredAt) })
    .from(auditLog)
    .where(and(sql`${auditLog.userId} = any(${sql.param([...userIds])}::uuid[])`, eq(auditLog.action, 'auth.login')))
    .groupBy(auditLog.userId);
  const out = new Map<string, Date>();
  for (const row of rows) if (row.userId && row.at) out.set(row.userId, new Date(row.at));
  return out;
}
