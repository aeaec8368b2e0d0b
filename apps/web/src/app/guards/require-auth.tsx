import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { useCurrentUser } from '../../features/auth/api/get-authorized';
import { href } from '../../lib/screens';
import { SessionUserContext, wasSignedOutOnPurpose } from '../../lib/session-user';

export const CHANGE_PASSWORD_PATH = href('change-password');

export function loginPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return href('login', {}, { redirect: target === '/' ? null : target });
}

/** Screens below need a session; visitors without one go to login and come back after signing in. */
export function RequireAuth() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return <CenteredLoader />;
  if (!user) {
    const to = wasSignedOutOnPurpose() ? href('login') : loginPathFor(location.pathname, location.search);
    return <Navigate to={to} replace />;
  }
  // An admin-set password must be replaced first; the server refuses everything else until then.
  if (user.must_change_password && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return (
    <SessionUserContext value={user}>
      <Outlet />
    </SessionUserContext>
  );
}
