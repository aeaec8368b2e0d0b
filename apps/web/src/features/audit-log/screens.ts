import { defineScreens } from '../../lib/screens';
import { auditLogTexts } from './texts';

/** The audit log: super-admins and admins with 'manage user' (a super-admin holds every permission). */
export const auditLogScreens = defineScreens([
  {
    path: 'admin/audit-log',
    texts: auditLogTexts,
    section: 'admin',
    permission: 'manage user',
    nav: { group: 'admin', labelKey: 'nav.admin.auditLog', icon: 'audit-log', order: 80 },
    component: () => import('./pages/audit-log-page').then((m) => m.AuditLogPage),
  },
]);
