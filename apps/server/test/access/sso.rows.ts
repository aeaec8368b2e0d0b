import { expect } from 'vitest';
import { type AccessRow, manageOrganization, statuses } from './rows.js';

/**
 * Single sign-on (issue 28): an organization's configuration for admins with 'manage organization' (any
 * organization, from the path) and for the manager section (its own, from the session: another organization's
 * manager reads and writes only theirs). Writes send invalid bodies (422) and deletes find nothing configured (404),
 * so nothing changes. The sign-in's start and callback are public.
 */
const managerSection = (status: number) =>
  statuses(403, { anonymous: 401, managerA: status, managerB: status, superAdmin: 409 });

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/sso',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/sso`,
    expect: manageOrganization(200),
    check: (body) => expect((body as { data: unknown }).data).toBeNull(),
  },
  {
    method: 'PUT',
    route: '/api/admin/organizations/:id/sso',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/sso`,
    body: {},
    expect: manageOrganization(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id/sso',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/sso`,
    expect: manageOrganization(404),
  },
  {
    method: 'GET',
    route: '/api/manager/sso',
    expect: managerSection(200),
    check: (body) => expect((body as { data: unknown }).data).toBeNull(),
  },
  { method: 'PUT', route: '/api/manager/sso', body: {}, expect: managerSection(422) },
  { method: 'DELETE', route: '/api/manager/sso', expect: managerSection(404) },
];
