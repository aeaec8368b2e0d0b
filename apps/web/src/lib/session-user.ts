import type { CurrentUser } from '@portal/contracts';
import { createContext, useContext } from 'react';

/**
 * The signed-in user, provided by the authentication guard. Screens behind the
 * guard read it from here, so feature folders do not import the auth feature.
 */
export const SessionUserContext = createContext<CurrentUser | null>(null);

export function useSessionUser(): CurrentUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser must be used below the authentication guard');
  return user;
}

export function fullName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

let signedOutOnPurpose = false;

/**
 * Sign-out ends the session on purpose: the guard then sends the visitor to a
 * plain /login, without a return path that the next person to sign in would inherit.
 */
export function markSignedOut(): void {
  signedOutOnPurpose = true;
}

export function clearSignedOut(): void {
  signedOutOnPurpose = false;
}

export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}
