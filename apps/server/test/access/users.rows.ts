import { type AccessRow, manageUser, UNKNOWN_ID } from './rows.js';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/users', expect: manageUser(200) },
  {
    method: 'GET',
    route: '/api/admin/users/:id',
    url: (w) => `/api/admin/users/${w.users.trainee.id}`,
    expect: manageUser(200),
  },
  { method: 'POST', route: '/api/admin/users', body: {}, expect: manageUser(422) },
  {
    method: 'PUT',
    route: '/api/admin/users/:id',
    url: (w) => `/api/admin/users/${w.users.trainee.id}`,
    body: {},
    expect: manageUser(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id',
    url: () => `/api/admin/users/${UNKNOWN_ID}`,
    expect: manageUser(404),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/change-password',
    url: (w) => `/api/admin/users/${w.users.trainee.id}/change-password`,
    body: {},
    expect: manageUser(422),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/two-factor/reset',
    url: (w) => `/api/admin/users/${w.users.trainer.id}/two-factor/reset`,
    expect: manageUser(200),
  },
];
