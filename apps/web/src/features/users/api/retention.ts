import {
  type BulkEraseResult,
  type DormantUser,
  dormantUser,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type RetentionPolicy,
  type retentionList,
  retentionPolicy,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export type RetentionParams = ListParams<(typeof retentionList.filters)[number]>;

const envelope = listEnvelope(dormantUser);

/** `GET /api/admin/retention`: accounts without a sign-in for the retention period. */
export async function getDormantUsers(
  params: RetentionParams,
  signal?: AbortSignal,
): Promise<{ data: DormantUser[]; meta: ListMeta }> {
  const answer = await api.get<unknown>(`/admin/retention?${listSearchParams(params, []).toString()}`, { signal });
  return envelope.parse(answer);
}

export function useDormantUsers(params: RetentionParams) {
  return useQuery(
    queryOptions({
      queryKey: [...usersQueryKey, 'retention', params],
      queryFn: ({ signal }) => getDormantUsers(params, signal),
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
}

export function useRetentionPolicy() {
  return useQuery({
    queryKey: [...usersQueryKey, 'retention-policy'],
    queryFn: async () =>
      retentionPolicy.parse((await api.get<{ data: RetentionPolicy }>('/admin/retention/policy')).data),
  });
}

/** `POST /api/admin/retention/erase`: each account in a transaction of its own; answers erased and refused. */
export function useEraseDormant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await api.post<{ data: BulkEraseResult }>('/admin/retention/erase', { user_ids: ids })).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
