import { and, asc, desc, eq, getTableColumns, gte, ilike, lt, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { escapeLike, ListFilter, listPage, pageIds, runShaped } from '../../lib/list-query/index.js';
import { emailOfUser } from '../users/index.js';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.two_factor_failed'
  | 'auth.session_revoked'
  | 'auth.sessions_revoked_others'
  | 'device.approved'
  | 'device.denied'
  | 'device.revoked'
  | 'user.registered'
  | 'user.activated'
  | 'user.invited'
  | 'user.updated'
  | 'user.deleted'
  | 'password.changed'
  | 'password.reset'
  | 'password.set_by_admin'
  | 'email.change_requested'
  | 'email.changed'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_used'
  | 'two_factor.reset'
  | 'product.created'
  | 'product.updated'
  | 'product.deleted'
  | 'product.image_changed'
  | 'product.image_removed'
  | 'product_theme.created'
  | 'product_theme.updated'
  | 'product_theme.deleted'
  | 'product_theme.image_changed'
  | 'product_theme.image_removed'
  | 'user.available_products_changed'
  | 'shipping_cost.created'
  | 'shipping_cost.updated'
  | 'shipping_cost.deleted'
  | 'release.created'
  | 'release.updated'
  | 'release.deleted'
  | 'audit_log.exported'
  | 'organization.created'
  | 'organization.updated'
  | 'organization.license_manager_assigned'
  | 'organization.license_manager_removed'
  | 'organization.deleted'
  | 'user.deactivated'
  | 'user.invitation_resent'
  | 'billing.created'
  | 'billing.updated'
  | 'billing.canceled'
  | 'billing.reactivated'
  | 'billing.renewed'
  | 'license.created'
  | 'license.updated'
  | 'license.deleted'
  | 'license.seat_attached'
  | 'license.seat_detached'
  | 'license.expired'
  | 'invoice.issued'
  | 'invoice.status_changed'
  | 'hardware.created'
  | 'hardware.updated'
  | 'hardware.deleted'
  | 'license.exported'
  | 'user.data_export_requested'
  | 'user.erased'
  | 'certificate.issued'
  | 'certificate.revoked'
  | 'organization.sso_updated'
  | 'organization.sso_deleted'
  | 'user.provisioned'
  | 'group.created'
  | 'group.updated'
  | 'group.deleted'
  | 'curriculum.created'
  | 'curriculum.updated'
  | 'curriculum.versioned'
  | 'curriculum.assigned'
  | 'benchmark.created'
  | 'benchmark.built_from_experts'
  | 'benchmark.activated'
  | 'benchmark.deactivated'
  | 'benchmark.default_changed';

export interface AuditEntry {
  action: AuditAction;
  userId?: string | null;
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** The email of a user as it is now, read in the same statement (null for no user or an unknown one). */
const emailOf = (id: string | null | undefined) => (id ? emailOfUser(id) : null);

/**
 * Append one row to the audit log. The user's and actor's emails are copied
 * in, so the trail still names them after they are deleted or change address.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** `recordAudit` for many rows in one statement (a bulk invitation). */
export async function recordAudits(db: Executor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      occurredAt: entry.at,
      userId: entry.userId ?? null,
      userEmail: emailOf(entry.userId),
      actorId: entry.actorId ?? null,
      actorEmail: emailOf(entry.actorId),
      action: entry.action,
      ip: entry.ip ?? null,
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
      details: entry.details ?? null,
    })),
  );
}

// ----- last signed in: every sign-in writes `auth.login`, and the trail outlives the session -----

/** A sign-in row, as the partial index `audit_log_user_login_idx` is written (a literal, not a parameter). */
const signIn = sql`${auditLog.action} = 'auth.login'`;

/** SQL: when the user `userId` (a column of the outer query) last signed in, or null (one index probe). */
export const lastSignedInAt = (userId: AnyPgColumn | SQL) =>
  sql<Date | null>`(select max(${auditLog.occurredAt}) from ${auditLog} where ${auditLog.userId} = ${userId} and ${signIn})`;

/** When each of `userIds` last signed in. One statement text whatever the number of ids: they travel as one array. */
export async function lastSignIns(db: Executor, userIds: readonly string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: auditLog.userId, at: max(auditLog.occurredAt) })
    .from(auditLog)
    .where(and(sql`${auditLog.userId} = any(${sql.param([...userIds])}::uuid[])`, signIn))
    .groupBy(auditLog.userId);
  const out = new Map<string, Date>();
  for (const row of rows) if (row.userId && row.at) out.set(row.userId, new Date(row.at));
  return out;
}

/** Whose rows: a user by id, or users whose email (as it was) contains a text. */
export type PersonFilter = { id: string } | { email: string };

/** The audit log's filters, validated (see `auditFiltersOf` in the service). */
export interface AuditFilters {
  user?: PersonFilter;
  actor?: PersonFilter;
  action?: { exact: string } | { prefix: string };
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Byte-wise comparison of the action, matching the `audit_log_action_c_idx` index. */
const actionC = sql`${auditLog.action} collate "C"`;

function personCondition(
  filter: ListFilter,
  name: string,
  idColumn: AnyPgColumn,
  emailColumn: AnyPgColumn,
  who: PersonFilter,
) {
  if ('id' in who) filter.add(`${name}_id`, eq(idColumn, filter.value(who.id)));
  else filter.add(`${name}_email`, ilike(emailColumn, filter.value(`%${escapeLike(who.email)}%`)));
}

function filterOf(filters: AuditFilters): ListFilter {
  const filter = new ListFilter();
  if (filters.user) personCondition(filter, 'user', auditLog.userId, auditLog.userEmail, filters.user);
  if (filters.actor) personCondition(filter, 'actor', auditLog.actorId, auditLog.actorEmail, filters.actor);
  if (filters.action) {
    if ('exact' in filters.action) filter.add('action', sql`${actionC} = ${filter.value(filters.action.exact)}`);
    else filter.add('action_prefix', sql`${actionC} like ${filter.value(`${escapeLike(filters.action.prefix)}%`)}`);
  }
  if (filters.from) filter.add('from', gte(auditLog.occurredAt, filter.value(filters.from)));
  if (filters.before) filter.add('before', lt(auditLog.occurredAt, filter.value(filters.before)));
  return filter;
}

/**
 * One page of the audit log and the total, by time (newest first unless `ascending`). The page's ids are
 * found first, in the time index alone where the filter allows (its entries carry the action); the page's
 * rows are read afterwards.
 */
export async function listAuditLog(
  db: Executor,
  filters: AuditFilters,
  page: { page: number; perPage: number; ascending: boolean },
) {
  const direction = page.ascending ? 'asc' : 'desc';
  const order = page.ascending ? asc : desc;
  const filter = filterOf(filters);
  return listPage(
    db,
    { name: 'audit', table: auditLog, filter, sort: [{ field: 'occurred_at', direction }] },
    page,
    (where, window) => {
      const byTime = [order(auditLog.occurredAt), order(auditLog.id)];
      const page = pageIds(db, auditLog.id, where, byTime, window);
      return db
        .select(getTableColumns(auditLog))
        .from(page)
        .innerJoin(auditLog, eq(auditLog.id, page.id))
        .orderBy(...byTime);
    },
  );
}

/**
 * The next `limit` rows, newest first, after the row `afterId` (keyset): the
 * CSV export reads the log in short queries instead of holding a connection
 * and the whole result. The cursor's time is read from the row itself, so the
 * database's microseconds are compared, not a JavaScript Date's milliseconds.
 */
export async function auditLogBatch(
  db: Executor,
  filters: AuditFilters,
  afterId: string | null,
  limit: number,
): Promise<AuditRow[]> {
  const filter = filterOf(filters);
  if (afterId) {
    const after = filter.value(afterId);
    filter.add(
      'after',
      sql`(${auditLog.occurredAt}, ${auditLog.id}) < ((select a.occurred_at from ${auditLog} a where a.id = ${after}), ${after}::uuid)`,
    );
  }
  return runShaped(db, `audit batch ${filter.shape}`, { ...filter.values, limit }, () =>
    db
      .select()
      .from(auditLog)
      .where(filter.where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(sql.placeholder('limit')),
  );
}

/**
 * Every action the log holds, in order: a skip scan over the action index
 * (one index probe per distinct action), not a scan of the whole log.
 */
export async function distinctAuditActions(db: Executor): Promise<string[]> {
  const result = await db.execute<{ action: string }>(sql`
    with recursive actions(action) as (
      (select ${actionC} as action from ${auditLog} order by ${actionC} limit 1)
      union all
      select (select ${actionC} from ${auditLog} where ${actionC} > actions.action order by ${actionC} limit 1)
      from actions where actions.action is not null
    )
    select action from actions where action is not null`);
  return result.rows.map((row) => row.action);
}
