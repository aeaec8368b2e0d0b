/**
 * Query keys of the licensing screens. Billing and licenses change each other (a license counts on its
 * billing, a renewal moves the licenses' dates), so every licensing mutation invalidates both.
 */
export const billingQueryKey = ['billing'] as const;
export const licensesQueryKey = ['licenses'] as const;

import type { QueryClient } from '@tanstack/react-query';

export function invalidateLicensing(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingQueryKey }),
    queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
  ]);
}
