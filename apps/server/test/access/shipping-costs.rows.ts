import { type AccessRow, manageBilling, UNKNOWN_ID } from './rows.js';

/** 'manage billing'. Invalid bodies and unknown ids change nothing. */
export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/shipping-costs', expect: manageBilling(200) },
  {
    method: 'GET',
    route: '/api/admin/shipping-costs/:id',
    url: () => `/api/admin/shipping-costs/${UNKNOWN_ID}`,
    expect: manageBilling(404),
  },
  { method: 'POST', route: '/api/admin/shipping-costs', body: {}, expect: manageBilling(422) },
  {
    method: 'PUT',
    route: '/api/admin/shipping-costs/:id',
    url: () => `/api/admin/shipping-costs/${UNKNOWN_ID}`,
    body: {},
    expect: manageBilling(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/shipping-costs/:id',
    url: () => `/api/admin/shipping-costs/${UNKNOWN_ID}`,
    expect: manageBilling(404),
  },
];
