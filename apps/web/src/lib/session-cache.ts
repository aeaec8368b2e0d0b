import type { CurrentUser } from '@portal/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { forgetCsrfToken } from './api-client';
import { authQueryKey } from './query-keys';
import { clearSignedOut, markSignedOut } from './session-user';

/**
 * The cache entry of `GET /api/auth/session`. It lives here, not in the auth
 * feature, because every flow that ends in a new session (sign-in, activation,
 * password reset) or changes the user (profile) writes to it.
 */
export const authorizedQueryKey = [...authQueryKey, 'authorized'] as const;

function forgetEverythingElse(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(authorizedQueryKey) });
}

/** A new session was issued: anything cached belonged to whoever was here before. */
export function startSession(queryClient: QueryClient, user: CurrentUser): void {
  forgetCsrfToken();
  clearSignedOut();
  forgetEverythingElse(queryClient);
  queryClient.setQueryData(authorizedQueryKey, user);
}

/** Nothing of the signed-out user may survive in memory; the session entry stays, as "nobody". */
export function endSession(queryClient: QueryClient): void {
  forgetCsrfToken();
  markSignedOut();
  forgetEverythingElse(queryClient);
  queryClient.setQueryData(authorizedQueryKey, null);
}

/** The same session with fresh user data (profile saved, password changed, 2FA switched). */
export function updateSessionUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(authorizedQueryKey, user);
}
