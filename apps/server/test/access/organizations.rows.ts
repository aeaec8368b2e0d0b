import { type AccessRow, manageUser, superAdminOnly, UNKNOWN_ID } from './rows.js';

// Calls that change nothing: invalid bodies (422) or an organization that does not exist (404).
export const rows: AccessRow[] = [
  // The users screens' organization picker reads the list with 'manage user' alone.
  { method: 'GET', route: '/api/admin/organizations', expect: manageUser(200) },
  { method: 'POST', route: '/api/admin/organizations', body: {}, expect: superAdminOnly(422) },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id',
    url: (w) => `/api/admin/organizations/${w.orgA.id}`,
    expect: superAdminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/organizations/:id',
    url: (w) => `/api/admin/organizations/${w.orgA.id}`,
    body: {},
    expect: superAdminOnly(422),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/members',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/members`,
    expect: superAdminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/license-manager',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/license-manager`,
    expect: superAdminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:id/license-manager',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/license-manager`,
    body: {},
    expect: superAdminOnly(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id/license-manager',
    url: () => `/api/admin/organizations/${UNKNOWN_ID}/license-manager`,
    expect: superAdminOnly(404),
  },
  // An organization with members is refused (409); an unknown one is a 404.
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id',
    url: () => `/api/admin/organizations/${UNKNOWN_ID}`,
    expect: superAdminOnly(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id',
    url: (w) => `/api/admin/organizations/${w.orgA.id}`,
    expect: superAdminOnly(409),
  },
];
