import {
  type CreateLicenseBody,
  dataEnvelope,
  type License,
  license,
  type UserLicenses,
  userLicenses,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLicensing, licensesQueryKey } from './keys';

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/**
 * `GET /api/admin/users/{id}/licenses`: the user's attached seats and personal licenses (the user's
 * software tab and billing tab show them; quiet, as an admin without 'manage user' is refused).
 */
export const userLicensesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...licensesQueryKey, 'user', userId],
    queryFn: async ({ signal }): Promise<UserLicenses> =>
      dataEnvelope(userLicenses).parse(
        await api.get<unknown>(`${userPath(userId)}/licenses`, { signal, quietForbidden: true }),
      ).data,
    meta: { handlesErrors: true },
  });

export function useUserLicenses(userId: string) {
  return useQuery(userLicensesQueryOptions(userId));
}

/** `POST /api/admin/users/{id}/licenses`: a personal license, its seat attached to the owner. */
export function useCreateUserLicense(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLicenseBody): Promise<License> =>
      dataEnvelope(license).parse(await api.post<unknown>(`${userPath(userId)}/licenses`, body)).data,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}

/** `DELETE /api/admin/users/{id}/seats/{licenseId}`: detach the user's seat of that license. */
export function useDetachUserSeat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (licenseId: string) =>
      dataEnvelope(userLicenses).parse(
        await api.delete<unknown>(`${userPath(userId)}/seats/${encodeURIComponent(licenseId)}`),
      ).data,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateLicensing(queryClient),
  });
}
