import type { CurrentUser } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { loadSchemas } from '../../../lib/schemas';
import { authorizedQueryKey } from '../../../lib/session-cache';

export { authorizedQueryKey };

/**
 * The signed-in user, or null for a visitor. `GET /api/auth/session` answers a visitor with `data: null`,
 * so a signed-out page logs no failed request; a 401 (a session ended meanwhile) is an answer too.
 */
export async function getAuthorized(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const body = await api.get<{ data: unknown }>('/auth/session', { sessionCheck: true, signal });
    if (body.data === null) return null;
    const { currentUser } = await loadSchemas();
    return currentUser.parse(body.data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const authorizedQueryOptions = () =>
  queryOptions({
    queryKey: authorizedQueryKey,
    queryFn: ({ signal }) => getAuthorized(signal),
    // The session changes only through sign-in, sign-out or a 401, and each updates this entry.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True until the first authorized check has answered. */
  isLoading: boolean;
}

/** A failed check (network, 500) leaves the visitor signed out, as the specification asks. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(authorizedQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}
