/**
 * The roots of the query keys that more than one feature reads or invalidates: one module per shared
 * resource, so a change in one feature refreshes another's view by an imported key, never by a
 * string (`test/feature-boundaries.test.ts` fails on a string root that another feature or this
 * module owns). A key only one feature uses starts from that feature's own `…QueryKey`.
 */
import type { QueryClient } from '@tanstack/react-query';

/** A user: the admin's lists and pages, and the headers other features show above a user's tabs. */
export const usersQueryKey = ['users'] as const;
/** An organization: the admin's lists and pages, and the headers above an organization's tabs. */
export const organizationsQueryKey = ['organizations'] as const;
/** Licenses and seats, which the licensing screens and a user's products page change. */
export const licensesQueryKey = ['licenses'] as const;
/** Billing accounts and cycles; a license counts on its billing, a renewal moves its licenses' dates. */
export const billingQueryKey = ['billing'] as const;
/** Invoices: the admin's list and each billing's invoices card (`components/invoices-card.tsx`). */
export const invoicesQueryKey = ['invoices'] as const;
/** The session's reads: whether the user is authorized, a link token. */
export const authQueryKey = ['auth'] as const;
/**
 * The manager section's reads (the own organization, its members, licenses, seats and billing): every
 * manager query starts with it, whichever feature shows it, so a handover or an import drops them all at once.
 */
export const managerQueryKey = ['manager'] as const;

/**
 * Billing and licenses change each other (a license counts on its billing, a renewal moves the licenses'
 * dates, a personal license needs a billing): every write of either refreshes both.
 */
export function invalidateLicensesAndBilling(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingQueryKey }),
    queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
  ]);
}
