import { type AccessRow, superAdminOnly, UNKNOWN_ID } from './rows.js';

/** 'manage billing': only the super-admin holds it in the cast. Invalid bodies and unknown ids change nothing. */
export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/shipping-costs', expect: superAdminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/shipping-costs/:id',
    url: () => `/api/admin/shipping-costs/${UNKNOWN_ID}`,
    expect: superAdminOnly(404),
  },
  { method: 'POST', route: '/api/admin/shipping-costs', body: {}, expect: superAdminOnly(422) },
  {
    method: 'PUT',
    route: '/api/admin/shipping-costs/:id',
    url: () => `/api/admin/shipping-costs/${UNKNOWN_ID}`,
    body: {},
    expect: superAdminOnly(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/shipping-costs/:id',
    url: () => `/api/admin/shipping-costs/${UNKNOWN_ID}`,
    expect: superAdminOnly(404),
  },
];
