import { type AuditEntry, auditEntry, type ListMeta, listEnvelope, listSearchParams } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuditLogParams } from '../list-view';

/** Every audit-log query starts with this key. */
export const auditLogQueryKey = ['audit-log'] as const;

const envelope = listEnvelope(auditEntry);

export async function getAuditLog(
  params: AuditLogParams,
  signal?: AbortSignal,
): Promise<{ data: AuditEntry[]; meta: ListMeta }> {
  return envelope.parse(await api.get<unknown>(`/admin/audit-log?${listSearchParams(params).toString()}`, { signal }));
}

export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, 'list', params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
