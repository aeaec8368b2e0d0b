import { Readable } from 'node:stream';
import { AUDIT_ACTION_FILTER, AUDIT_EXPORT_MAX_ROWS, type auditLogList } from '@portal/contracts';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type FieldErrors, validation } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ListQueryOf } from '../../lib/list-query/index.js';
import type { AuthUser } from '../auth/queries.js';
import { type AuditFilters, type AuditRow, auditLogBatch, type PersonFilter, recordAudit } from './queries.js';

/** What the audit service needs of the app. */
export type AuditContext = Pick<FastifyInstance, 'db' | 'clock'>;

type Filter = ListQueryOf<typeof auditLogList>['filter'];

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = z.iso.datetime({ offset: true });

/**
 * A date filter's value: `YYYY-MM-DD` (a UTC day) or an ISO date-time. Returns
 * the instant the range starts at (`from`) or the exclusive instant it ends
 * at (`to`: the day after a date, a millisecond after a date-time).
 */
function parseBound(value: string, bound: 'from' | 'to'): Date | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [, y, m, d] = day.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    // 2026-02-30 rolls over to March: not a date.
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
    return bound === 'from' ? date : new Date(date.getTime() + DAY_MS);
  }
  if (!dateTime.safeParse(value).success) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return bound === 'from' ? instant : new Date(instant.getTime() + 1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function person(value: string): PersonFilter | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return UUID.test(text) ? { id: text.toLowerCase() } : { email: text.toLowerCase() };
}

/**
 * The audit log's filters from a parsed list query: `user` and `actor` (an id
 * or part of an email), `action` (exact, or a prefix ending in a dot) and
 * `occurred_at[from|to]` (dates or date-times, from ≤ to). Anything else is a
 * 422 naming the parameter.
 */
export function parseAuditFilters(filter: Filter): AuditFilters {
  const errors: FieldErrors = {};
  const out: AuditFilters = {};
  const text = (name: 'user' | 'actor' | 'action') => {
    const value = filter[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      errors[`filter[${name}]`] = ['validation.invalid'];
      return undefined;
    }
    return value;
  };
  const user = text('user');
  if (user !== undefined) out.user = person(user);
  const actor = text('actor');
  if (actor !== undefined) out.actor = person(actor);
  const action = text('action')?.trim();
  if (action) {
    if (action.length > 100 || !AUDIT_ACTION_FILTER.test(action))
      errors['filter[action]'] = ['validation.action_filter'];
    else out.action = action.endsWith('.') ? { prefix: action } : { exact: action };
  }
  const range = filter.occurred_at;
  if (range !== undefined) {
    if (typeof range === 'string') errors['filter[occurred_at]'] = ['validation.date_range_object'];
    else {
      for (const key of Object.keys(range)) {
        if (key !== 'from' && key !== 'to') errors[`filter[occurred_at][${key}]`] = ['validation.date_range_object'];
      }
      if (range.from) {
        const from = parseBound(range.from.trim(), 'from');
        if (from) out.from = from;
        else errors['filter[occurred_at][from]'] = ['validation.date'];
      }
      if (range.to) {
        const before = parseBound(range.to.trim(), 'to');
        if (before) out.before = before;
        else errors['filter[occurred_at][to]'] = ['validation.date'];
      }
      if (out.from && out.before && out.from >= out.before) {
        errors['filter[occurred_at][from]'] = ['validation.date_order'];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
  return out;
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

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or
 * carriage return before one) is prefixed with a quote, so it shows as text
 * (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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
  ctx: AuditContext,
  actor: AuthUser,
  filters: AuditFilters,
  rawFilter: Filter,
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
  const csv = stringify({
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    cast: { string: neutralizeFormula },
  });
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
