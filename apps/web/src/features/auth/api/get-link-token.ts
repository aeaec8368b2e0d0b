import { type TokenStatus, tokenStatus } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authQueryKey } from '../../../lib/query-keys';

/** What a link from a mail is for; 404 (unknown) and 410 (expired or used) are answers the page shows. */
export async function getLinkToken(token: string, signal?: AbortSignal): Promise<TokenStatus> {
  const answer = await api.get<{ data: unknown }>(`/auth/tokens/${encodeURIComponent(token)}`, { signal });
  return tokenStatus.parse(answer.data);
}

export const linkTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...authQueryKey, 'link-token', token],
    queryFn: ({ signal }) => getLinkToken(token, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { handlesErrors: true },
  });

/** `enabled` turns the check off once the link was used: a new session empties the cache, and it must not ask again. */
export function useLinkToken(token: string, enabled = true) {
  return useQuery({ ...linkTokenQueryOptions(token), enabled });
}
