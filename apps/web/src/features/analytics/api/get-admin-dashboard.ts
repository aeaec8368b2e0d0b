import { type AdminDashboard, adminDashboard, dataEnvelope } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsQueryKey } from './keys';

const envelope = dataEnvelope(adminDashboard);

/** `GET /api/admin/dashboard`: the platform's figures. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return envelope.parse(await api.get<unknown>('/admin/dashboard', { signal })).data;
}

export function useAdminDashboard(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...analyticsQueryKey, 'admin-dashboard'],
      queryFn: ({ signal }) => getAdminDashboard(signal),
      enabled,
      meta: { handlesErrors: true },
    }),
  );
}
