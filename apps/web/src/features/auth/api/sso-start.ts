import type { SsoStart, SsoStartBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/schemas';

/**
 * `POST /api/auth/sso/start`: the provider's address for an e-mail whose domain signs in through its organization,
 * or `redirect_url: null` for the password.
 */
export async function startSso(body: SsoStartBody): Promise<SsoStart> {
  const answer = await api.post<{ data: unknown }>('/auth/sso/start', body);
  const { ssoStart } = await loadSchemas();
  return ssoStart.parse(answer.data);
}

export function useSsoStart() {
  return useMutation({ mutationFn: startSso, meta: { handlesErrors: true } });
}
