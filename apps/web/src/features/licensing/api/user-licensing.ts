import {
  type AdminUser,
  adminUser,
  type CreateLicenseBody,
  dataEnvelope,
  type License,
  license,
  type UserBillingAnswer,
  type UserLicenses,
  userBillingEnvelope,
  userLicenses,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from '../../../lib/query-keys';
import { billingQueryKey, invalidateLicensing, licensesQueryKey } from './keys';

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/** `GET /api/admin/users/{id}`: the heading of the user's billing tab (quiet: an admin without 'manage user' names them from the billing). */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, userId, 'licensing-header'],
    queryFn: async ({ signal }): Promise<AdminUser> =>
      dataEnvelope(adminUser).parse(
        await api.get<unknown>(userPath(userId), { signal, quietForbidden: true, query: { include: 'organization' } }),
      ).data,
    meta: { handlesErrors: true },
  });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}

/** `GET /api/admin/users/{id}/billing`: the personal billing, and the organization billing that rules one out. */
export function useUserBilling(userId: string) {
  return useQuery({
    queryKey: [...billingQueryKey, 'user', userId],
    queryFn: async ({ signal }): Promise<UserBillingAnswer> =>
      userBillingEnvelope.parse(await api.get<unknown>(`${userPath(userId)}/billing`, { signal })),
    meta: { handlesErrors: true },
  });
}

/** `GET /api/admin/users/{id}/licenses`: personal licenses and attached seats. */
export function useUserLicenses(userId: string, enabled = true) {
  return useQuery({
    queryKey: [...licensesQueryKey, 'user', userId],
    queryFn: async ({ signal }): Promise<UserLicenses> =>
      dataEnvelope(userLicenses).parse(
        await api.get<unknown>(`${userPath(userId)}/licenses`, { signal, quietForbidden: true }),
      ).data,
    enabled,
    meta: { handlesErrors: true },
  });
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
