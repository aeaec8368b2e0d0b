import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { auditLogQueryKey } from './get-audit-log';

const envelope = z.object({ data: z.array(z.string()) });

/** Every action the log holds, for the action filter. */
export async function getAuditActions(signal?: AbortSignal): Promise<string[]> {
  return envelope.parse(await api.get<unknown>('/admin/audit-log/actions', { signal })).data;
}

export function useAuditActions() {
  return useQuery(
    queryOptions({
      queryKey: [...auditLogQueryKey, 'actions'],
      queryFn: ({ signal }) => getAuditActions(signal),
      staleTime: 60_000,
    }),
  );
}
