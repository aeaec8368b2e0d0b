import { type TwoFactorSetup, twoFactorSetup } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new secret as QR code and text; enrolment ends with a code from the app. */
export async function setupTwoFactor(password: string): Promise<TwoFactorSetup> {
  const answer = await api.post<{ data: unknown }>('/profile/two-factor/setup', { password });
  return twoFactorSetup.parse(answer.data);
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor, meta: { handlesErrors: true } });
}
