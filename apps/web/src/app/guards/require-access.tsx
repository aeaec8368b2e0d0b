import { can, inSection, type Permission, type Section } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { href } from '../../lib/screens';
import { useSessionUser } from '../../lib/session-user';

interface RequireAccessProps {
  /** The route group's section type: admin, manager or trainee. */
  section?: Section;
  permission?: Permission;
  children?: ReactNode;
}

/** For route groups behind RequireAuth; the server enforces the same rules, this only keeps users off dead ends. */
export function RequireAccess({ section, permission, children }: RequireAccessProps) {
  const user = useSessionUser();
  const allowed = (!section || inSection(user, section)) && (!permission || can(user, permission));
  if (!allowed) return <Navigate to={href('unauthorized')} replace />;
  return children ?? <Outlet />;
}
