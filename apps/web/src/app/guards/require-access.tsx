import type { Permission, Role, Section } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { canOpen, href } from '../../lib/screens';
import { useSessionUser } from '../../lib/session-user';

interface RequireAccessProps {
  /** The route group's section type: admin, manager or trainee. */
  section?: Section;
  permission?: Permission;
  /** One of these roles (a trainer's screens). */
  roles?: readonly Role[];
  children?: ReactNode;
}

/** For route groups behind RequireAuth; the server enforces the same rules, this only keeps users off dead ends. */
export function RequireAccess({ section, permission, roles, children }: RequireAccessProps) {
  const user = useSessionUser();
  if (!canOpen(user, { section, permission, roles })) return <Navigate to={href('unauthorized')} replace />;
  return children ?? <Outlet />;
}
