import { type AccessRow, manageUser } from './rows.js';

/** Super-admin or 'manage user' (the super-admin holds every permission). */
export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/audit-log', expect: manageUser(200) },
  { method: 'GET', route: '/api/admin/audit-log/actions', expect: manageUser(200) },
  { method: 'GET', route: '/api/admin/audit-log/export.csv', expect: manageUser(200) },
];
