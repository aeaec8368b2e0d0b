import { type AccessRow, signedIn, statuses, UNKNOWN_ID } from './rows.js';

// The game's device sign-in and upload; the device token's own checks are in test/game-device-flow.test.ts.
export const rows: AccessRow[] = [
  // A user code no device asked for: 404 once past the guard.
  { method: 'GET', route: '/api/device/:user_code', url: () => '/api/device/BCDF-GHJK', expect: signedIn(404) },
  { method: 'POST', route: '/api/device/approve', body: { user_code: '' }, expect: signedIn(422) },
  { method: 'POST', route: '/api/device/deny', body: { user_code: '' }, expect: signedIn(422) },
  { method: 'GET', route: '/api/profile/devices', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/profile/devices/:id',
    url: () => `/api/profile/devices/${UNKNOWN_ID}`,
    expect: signedIn(404),
  },
  // A device token or the session: every signed-in user reads their own entitlements.
  { method: 'GET', route: '/api/game/entitlements', expect: signedIn(200) },
  // A bearer route: a session cookie is no device token, whoever holds it.
  { method: 'POST', route: '/api/game/sessions', body: { sessions: [] }, expect: statuses(401) },
];
