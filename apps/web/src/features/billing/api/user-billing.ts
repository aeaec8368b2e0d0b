import {
  type AdminUser,
  adminUser,
  dataEnvelope,
  type UserBillingAnswer,
  userBillingEnvelope,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from '../../../lib/query-keys';
import { billingQueryKey } from './keys';

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

/** `GET /api/admin/users/{id}`: the heading of the user's billing tab (quiet: an admin without 'manage user' names them from the billing). */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, userId, 'billing-header'],
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
