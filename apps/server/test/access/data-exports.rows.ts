import { type AccessRow, manageUser, signedIn, UNKNOWN_ID } from './rows.js';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/profile/data-exports', expect: signedIn(200) },
  // Each signed-in actor asks once: 202 (the job is not worked in the matrix's app).
  { method: 'POST', route: '/api/profile/data-exports', expect: signedIn(202) },
  {
    method: 'GET',
    route: '/api/profile/data-exports/:id/download',
    url: () => `/api/profile/data-exports/${UNKNOWN_ID}/download`,
    expect: signedIn(404),
  },
  {
    method: 'POST',
    route: '/api/admin/users/:id/export',
    url: () => `/api/admin/users/${UNKNOWN_ID}/export`,
    expect: manageUser(404),
  },
];
