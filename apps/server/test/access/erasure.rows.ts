import { type AccessRow, manageUser, signedIn, UNKNOWN_ID } from './rows.js';

export const rows: AccessRow[] = [
  // An empty confirmation: 422 proves each signed-in actor got past the guard (and nobody is erased).
  { method: 'POST', route: '/api/profile/erase', body: {}, expect: signedIn(422) },
  {
    method: 'POST',
    route: '/api/admin/users/:id/erase',
    url: () => `/api/admin/users/${UNKNOWN_ID}/erase`,
    expect: manageUser(404),
  },
  { method: 'GET', route: '/api/admin/retention', expect: manageUser(200) },
  { method: 'GET', route: '/api/admin/retention/policy', expect: manageUser(200) },
  { method: 'POST', route: '/api/admin/retention/erase', body: { user_ids: [] }, expect: manageUser(422) },
];
