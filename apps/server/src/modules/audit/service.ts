import type { Readable } from 'node:stream';
import { AUDIT_EXPORT_MAX_ROWS, type auditLogList } from '@portal/contracts';
import { type FieldErrors, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { csvStream } from '../../lib/csv.js';
import type { ListQueryOf } from '../../lib/list-query/index.js';
import type { ServiceContext } from '../../service-context.js';
import { type AuditFilters, type AuditRow, auditLogBatch, recordAudit } from './queries.js';

type Filter = ListQueryOf<typeof auditLogList>['filter'];

/**
 * The audit log's filters from a parsed list query, its values checked and read
 * by the list's contract (`auditLogList`): `user` and `actor` (an id or part of
 * an email), `action` (exact, or a prefix ending in a dot) and `occurred_at`
 * (from, and the exclusive end `before`).
 */
export function auditFiltersOf(filter: Filter): AuditFilters {
  const { user, actor, action, occurred_at: range } = filter;
  return { user, actor, action, from: range?.from, before: range?.before };
}

/** Only filters: an export is the whole filtered view, newest first, not a page of it. */
export function assertExportQuery(raw: unknown) {
  const query = (raw ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const name of ['include', 'sort', 'page', 'per_page']) {
    if (name in query) errors[name] = [{ key: 'error.unknown_query', params: { name } }];
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
}

const CSV_COLUMNS = [
  'id',
  'occurred_at',
  'action',
  'user_id',
  'user_email',
  'actor_id',
  'actor_email',
  'ip',
  'user_agent',
  'details',
] as const;

export { neutralizeFormula } from '../../lib/csv.js';

function csvRecord(row: AuditRow): Record<(typeof CSV_COLUMNS)[number], string> {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    action: row.action,
    user_id: row.userId ?? '',
    user_email: row.userEmail ?? '',
    actor_id: row.actorId ?? '',
    actor_email: row.actorEmail ?? '',
    ip: row.ip ?? '',
    user_agent: row.userAgent ?? '',
    details: row.details ? JSON.stringify(row.details) : '',
  };
}

/** Rows read per query while exporting: memory stays flat whatever the log's size. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * The filtered log as CSV, newest first, at most `AUDIT_EXPORT_MAX_ROWS` rows,
 * read in keyset batches as the client consumes the stream. The export itself
 * is audited (it hands out addresses and emails).
 */
export async function exportAuditLog(
  ctx: ServiceContext,
  actor: AuthUser,
  filters: AuditFilters,
  rawFilter: ListQueryOf<typeof auditLogList>['filterText'],
  client: ClientInfo,
  { maxRows = AUDIT_EXPORT_MAX_ROWS, batchSize = EXPORT_BATCH_SIZE } = {},
): Promise<Readable> {
  await recordAudit(ctx.db, {
    action: 'audit_log.exported',
    actorId: actor.id,
    ...client,
    details: { filter: rawFilter },
    at: ctx.clock.now(),
  });
  async function* rows() {
    let afterId: string | null = null;
    let sent = 0;
    while (sent < maxRows) {
      const batch = await auditLogBatch(ctx.db, filters, afterId, Math.min(batchSize, maxRows - sent));
      for (const row of batch) yield csvRecord(row);
      sent += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) return;
      afterId = last.id;
    }
  }
  return csvStream(CSV_COLUMNS, rows());
}
