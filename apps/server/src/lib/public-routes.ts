/**
 * Routes anyone may call, signed in or not: signing in and out, links from
 * mails, the anti-forgery token, health and the API document. Every other
 * `/api` route needs a session: the access matrix fails on one without a row,
 * and the OpenAPI document marks it as needing the session cookie.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/docs',
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
]);
