/**
 * Routes anyone may call, signed in or not: signing in and out, links from
 * mails, the anti-forgery token, health and the API document. Every other
 * `/api` route needs a session: the access matrix fails on one without a row,
 * and the OpenAPI document marks it as needing the session cookie.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  // The API documentation: the viewer, the OpenAPI document and the viewer's script (plugins/openapi.ts).
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/redoc.js',
  'GET /api/csrf-token',
  'POST /api/auth/login',
  'POST /api/auth/two-factor',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'GET /api/auth/tokens/:token',
  'POST /api/auth/activate',
  'POST /api/auth/activation/resend',
  'POST /api/auth/password-recover',
  'POST /api/auth/password-reset',
  'POST /api/profile/email/confirm',
  'GET /api/dev/mails',
  // Stored images (product and theme previews), named by their content hash.
  'GET /api/files/:name',
  // The game's device sign-in (RFC 8628): the OAuth client identifies itself by its client_id.
  'POST /api/game/device/code',
  'POST /api/game/device/token',
  // The public key that verifies the game's offline license files.
  'GET /api/game/license-key',
]);

/**
 * The API the game calls with a device token (`Authorization: Bearer`), never
 * a session cookie: everything under this prefix but the public sign-in routes.
 * No anti-forgery token here (no cookie is read); a device token anywhere else
 * is not read at all, so it answers 401.
 */
export const BEARER_PREFIX = '/api/game/';

/** Routes behind a device token: the access matrix and the OpenAPI document read this list. */
export const BEARER_ROUTES: ReadonlySet<string> = new Set(['POST /api/game/sessions']);

/**
 * Routes that take a device token or, without an `Authorization` header, the session: reads both
 * the game and the portal's pages make. The OpenAPI document offers either scheme.
 */
export const DEVICE_OR_SESSION_ROUTES: ReadonlySet<string> = new Set(['GET /api/game/entitlements']);
