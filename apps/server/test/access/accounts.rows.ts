import { type AccessRow, signedIn } from './rows.js';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/auth/authorized', expect: signedIn(200) },
  { method: 'POST', route: '/api/auth/change-password', body: {}, expect: signedIn(422) },
  { method: 'PATCH', route: '/api/profile', body: {}, expect: signedIn(422) },
  { method: 'POST', route: '/api/profile/email', body: {}, expect: signedIn(422) },
  { method: 'POST', route: '/api/profile/two-factor/setup', body: {}, expect: signedIn(422) },
  { method: 'POST', route: '/api/profile/two-factor/confirm', body: {}, expect: signedIn(422) },
  { method: 'POST', route: '/api/profile/two-factor/disable', body: {}, expect: signedIn(422) },
];
