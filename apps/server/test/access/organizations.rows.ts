import { type AccessRow, adminWith, manageOrganization, UNKNOWN_ID } from './rows.js';

// 'manage organization', but for the list. Calls that change nothing: invalid bodies (422) or an organization that
// does not exist (404). The ids are organization A's: A's and B's managers get 403 like any non-admin, never A's data.
export const rows: AccessRow[] = [
  // The users screens' organization picker reads the list with 'manage user' alone.
  { method: 'GET', route: '/api/admin/organizations', expect: adminWith('manage organization', 'manage user')(200) },
  { method: 'POST', route: '/api/admin/organizations', body: {}, expect: manageOrganization(422) },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id',
    url: (w) => `/api/admin/organizations/${w.orgA.id}`,
    expect: manageOrganization(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/organizations/:id',
    url: (w) => `/api/admin/organizations/${w.orgA.id}`,
    body: {},
    expect: manageOrganization(422),
  },
  {
    method: 'PUT',
    route: '/api/admin/organizations/:id/invitation-limit',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/invitation-limit`,
    body: {},
    expect: manageOrganization(422),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/members',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/members`,
    expect: manageOrganization(200),
  },
  {
    method: 'GET',
    route: '/api/admin/organizations/:id/license-manager',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/license-manager`,
    expect: manageOrganization(200),
  },
  {
    method: 'POST',
    route: '/api/admin/organizations/:id/license-manager',
    url: (w) => `/api/admin/organizations/${w.orgA.id}/license-manager`,
    body: {},
    expect: manageOrganization(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id/license-manager',
    url: () => `/api/admin/organizations/${UNKNOWN_ID}/license-manager`,
    expect: manageOrganization(404),
  },
  // An organization with members is refused (409); an unknown one is a 404.
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id',
    url: () => `/api/admin/organizations/${UNKNOWN_ID}`,
    expect: manageOrganization(404),
  },
  {
    method: 'DELETE',
    route: '/api/admin/organizations/:id',
    url: (w) => `/api/admin/organizations/${w.orgA.id}`,
    expect: manageOrganization(409),
  },
];
