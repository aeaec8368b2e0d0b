import { type AccessRow, manageProduct, signedIn, UNKNOWN_ID } from './rows.js';

/** Admin releases need 'manage product'; downloads any session. */
export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/releases', expect: manageProduct(200) },
  {
    method: 'GET',
    route: '/api/admin/releases/:id',
    url: () => `/api/admin/releases/${UNKNOWN_ID}`,
    expect: manageProduct(404),
  },
  { method: 'POST', route: '/api/admin/releases', body: {}, expect: manageProduct(422) },
  {
    method: 'PUT',
    route: '/api/admin/releases/:id',
    url: () => `/api/admin/releases/${UNKNOWN_ID}`,
    body: {},
    expect: manageProduct(422),
  },
  {
    method: 'DELETE',
    route: '/api/admin/releases/:id',
    url: () => `/api/admin/releases/${UNKNOWN_ID}`,
    expect: manageProduct(404),
  },
  {
    method: 'POST',
    route: '/api/admin/releases/:id/file',
    url: () => `/api/admin/releases/${UNKNOWN_ID}/file`,
    body: {},
    expect: manageProduct(404),
  },
  { method: 'GET', route: '/api/downloads', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/downloads/releases/:id/file',
    url: () => `/api/downloads/releases/${UNKNOWN_ID}/file`,
    expect: signedIn(404),
  },
];
