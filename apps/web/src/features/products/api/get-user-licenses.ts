import { dataEnvelope, type UserLicenses, userLicenses } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingQueryKey, licensesQueryKey } from '../../../lib/query-keys';

const envelope = dataEnvelope(userLicenses);
const path = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/**
 * `GET /api/admin/users/{id}/licenses`: the user's attached seats and personal licenses, shown beside the
 * products made available to them. Under the licensing screens' key, so their changes refresh it.
 */
export const userLicensesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...licensesQueryKey, 'user', userId],
    queryFn: async ({ signal }): Promise<UserLicenses> =>
      envelope.parse(await api.get<unknown>(`${path(userId)}/licenses`, { signal })).data,
    meta: { handlesErrors: true },
  });

export function useUserLicenses(userId: string) {
  return useQuery(userLicensesQueryOptions(userId));
}

/** `DELETE /api/admin/users/{id}/seats/{licenseId}`: detach the user's seat of that license. */
export function useDetachUserSeat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (licenseId: string) =>
      envelope.parse(await api.delete<unknown>(`${path(userId)}/seats/${encodeURIComponent(licenseId)}`)).data,
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      ]),
  });
}
