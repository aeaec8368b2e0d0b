import {
  type AuditEntry,
  auditLogList,
  defineList,
  LIST_DEFAULT_PER_PAGE,
  type ListParams,
  listSearchParams,
} from '@portal/contracts';

/**
 * The audit log's URL state. The API's date range is one filter with two
 * parts (`filter[occurred_at][from]`, `filter[occurred_at][to]`); naming each
 * part as a filter of its own (`occurred_at][from`) lets the shared list
 * helpers read and write them under exactly the API's names.
 */
export const auditLogView = defineList({
  includes: auditLogList.includes,
  sorts: auditLogList.sorts,
  filters: ['user', 'actor', 'action', 'occurred_at][from', 'occurred_at][to'],
  defaultSort: '-occurred_at',
});

export type AuditLogFilter = (typeof auditLogView.filters)[number];
export type AuditLogParams = ListParams<AuditLogFilter>;

/** The CSV export of the view: the same filters, without sort and page (the export is the whole filtered log). */
export function exportHref(params: AuditLogParams): string {
  const search = listSearchParams({ filter: params.filter, page: 1, perPage: LIST_DEFAULT_PER_PAGE });
  const query = search.toString();
  return `/api/admin/audit-log/export.csv${query ? `?${query}` : ''}`;
}

/** A date range where the start comes after the end: the API refuses it, the form says so first. */
export function rangeIsReversed(params: AuditLogParams): boolean {
  const from = params.filter['occurred_at][from'];
  const to = params.filter['occurred_at][to'];
  return Boolean(from && to && from > to);
}

/** `auth.login` → `auth.`: the group an action belongs to. */
export function actionGroup(action: string): string {
  const dot = action.indexOf('.');
  return dot > 0 ? action.slice(0, dot + 1) : action;
}

export type { AuditEntry };
