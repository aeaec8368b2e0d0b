import { type AccessRow, signedIn, UNKNOWN_ID } from './rows.js';

// Each actor has one session here: listing it answers 200, ending "the others" ends none, and an unknown id is 404.
export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/profile/sessions', expect: signedIn(200) },
  { method: 'POST', route: '/api/profile/sessions/sign-out-others', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/profile/sessions/:id',
    url: () => `/api/profile/sessions/${UNKNOWN_ID}`,
    expect: signedIn(404),
  },
];
