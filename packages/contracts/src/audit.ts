import { z } from 'zod';
import { dateRangeFilter, defineList } from './lists.js';

/** One row of the audit log (`GET /api/admin/audit-log`). */
export const auditEntry = z.object({
  id: z.uuid(),
  occurred_at: z.string(),
  /** `<domain>.<verb>`, e.g. `auth.login`, `shipping_cost.updated`. */
  action: z.string(),
  /** Whom the event is about; kept (with the email as it was) after the user is deleted. */
  user_id: z.uuid().nullable(),
  user_email: z.string().nullable(),
  /** Who did it, when that is someone else (an admin). */
  actor_id: z.uuid().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Admin changes carry `{ id, changes: { field: { from, to } } }`. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** An `action` filter: a known action's shape, or a prefix ending in a dot. */
export const AUDIT_ACTION_FILTER = /^[a-z][a-z0-9_]*(\.[a-z0-9_]*)*$/;

const uuid = z.uuid();

/** A `user` or `actor` filter: a user's id, or else part of an email (both read in lower case). */
function auditPersonFilter() {
  return z
    .string()
    .toLowerCase()
    .transform((text): { id: string } | { email: string } =>
      uuid.safeParse(text).success ? { id: text } : { email: text },
    );
}

/**
 * `GET /api/admin/audit-log` and its CSV export. Filters: `user` and `actor`
 * (a user id, or part of an email), `action` (exact, or a prefix ending in a
 * dot: `auth.`), `occurred_at[from]` and `occurred_at[to]` (ISO dates, UTC
 * days, both included; or ISO date-times). Newest first.
 */
export const auditLogList = defineList({
  includes: [],
  sorts: ['occurred_at'],
  filters: {
    user: auditPersonFilter(),
    actor: auditPersonFilter(),
    action: z
      .string()
      .refine((action) => action.length <= 100 && AUDIT_ACTION_FILTER.test(action), {
        error: 'validation.action_filter',
      })
      .transform((action) => (action.endsWith('.') ? { prefix: action } : { exact: action })),
    occurred_at: dateRangeFilter(),
  },
  defaultSort: '-occurred_at',
});

/** The CSV export stops after this many rows (newest first); narrow the filters for older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The list's date-range filter in a URL: `filter[occurred_at][from]`, `filter[occurred_at][to]`. */
export const AUDIT_DATE_FROM = 'filter[occurred_at][from]';
export const AUDIT_DATE_TO = 'filter[occurred_at][to]';

/** A field's change in an admin change's details: `{ field: { from, to } }`. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** The change set of an audit row's details, when it has one. */
export function changesOf(details: Record<string, unknown> | null): Record<string, FieldChange> | null {
  const changes = details?.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const out: Record<string, FieldChange> = {};
  for (const [field, change] of Object.entries(changes)) {
    if (change && typeof change === 'object' && 'from' in change && 'to' in change) {
      out[field] = { from: (change as FieldChange).from, to: (change as FieldChange).to };
    }
  }
  return Object.keys(out).length ? out : null;
}
