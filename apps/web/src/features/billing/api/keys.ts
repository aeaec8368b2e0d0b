/**
 * Query keys of the billing screens: the shared roots (`lib/query-keys.ts`), since the licensing screens
 * read a billing too, and the manager's billing below the manager section's key.
 */
import { managerQueryKey } from '../../../lib/query-keys';

export { billingQueryKey, invalidateLicensesAndBilling as invalidateBilling } from '../../../lib/query-keys';

/** The manager's own organization's billing. */
export const managerBillingQueryKey = [...managerQueryKey, 'billing'] as const;
