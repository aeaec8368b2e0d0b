import { Navigate, Outlet, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { useCurrentUser } from '../../features/auth/api/get-authorized';
import { safeRedirect } from '../../lib/safe-redirect';

/** Sign-in is for visitors: a signed-in user goes where they were heading, or home. */
export function GuestOnly() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (isLoading) return <CenteredLoader />;
  if (user) return <Navigate to={safeRedirect(searchParams.get('redirect'))} replace />;
  return <Outlet />;
}
