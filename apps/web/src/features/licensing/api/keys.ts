/**
 * Query keys of the licensing screens. Billing and licenses change each other (a license counts on its
 * billing, a renewal moves the licenses' dates), so every licensing mutation invalidates both.
 */
import type { QueryClient } from '@tanstack/react-query';
import { billingQueryKey, licensesQueryKey } from '../../../lib/query-keys';

export { billingQueryKey, licensesQueryKey };

export function invalidateLicensing(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingQueryKey }),
    queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
  ]);
}
