/**
 * Query keys of the licensing screens: the shared roots (`lib/query-keys.ts`), since the billing screens
 * and a user's products page read and refresh licenses too, and the manager's licensing reads below the
 * manager section's key.
 */
import { billingQueryKey, licensesQueryKey, managerQueryKey } from '../../../lib/query-keys';

export { invalidateLicensesAndBilling as invalidateLicensing } from '../../../lib/query-keys';
export { billingQueryKey, licensesQueryKey };

/** The manager's licenses, seats and a member's seats: an attach or detach refreshes them together. */
export const managerLicensingQueryKey = [...managerQueryKey, 'licensing'] as const;
