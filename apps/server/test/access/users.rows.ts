import { type AccessRow, manageUser, UNKNOWN_ID } from './rows.js';

/**
 * Acting on an admin who holds 'manage product' (or giving it): `adminUsers` holds 'manage
 * user' only and gets 403 naming 'manage product'; the super-admin gets `status`.
 */
const onStronger = (status: number) => ({ ...manageUser(status), adminUsers: 403 });

/** `targets.adminProduct` as it is: a valid body that changes nothing. */
const adminProductAsIs = {
  email: 'admin-product@x.test',
  first_name: 'Pia',
  last_name: 'Product',
  role: 'admin',
  organization_id: null,
  permissions: ['manage product'],
};

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
  // An admin acts only on users who hold nothing the admin lacks (docs/security.md).
  {
    method: 'PUT',
    route: '/api/admin/users/:id',
    url: (w) => `/api/admin/users/${w.targets.adminProduct.id}`,
    body: adminProductAsIs,
    expect: onStronger(200),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/change-password',
    url: (w) => `/api/admin/users/${w.targets.adminProduct.id}/change-password`,
    body: { password: 'Violet-Harbour-Lantern-93', password_confirmation: 'Violet-Harbour-Lantern-93' },
    expect: onStronger(200),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/two-factor/reset',
    url: (w) => `/api/admin/users/${w.targets.adminProduct.id}/two-factor/reset`,
    expect: onStronger(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id',
    url: (w) => `/api/admin/users/${w.targets.adminProductToDelete.id}`,
    expect: onStronger(200),
  },
  // ... and grants only permissions the admin holds.
  {
    method: 'PUT',
    route: '/api/admin/users/:id',
    url: (w) => `/api/admin/users/${w.targets.adminBare.id}`,
    body: { ...adminProductAsIs, email: 'admin-bare@x.test', first_name: 'Bo', last_name: 'Bare' },
    expect: onStronger(200),
  },
];
