import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';
import { findSession, touchSession } from '../modules/auth/queries.js';
import { renewCsrfSecret } from './csrf.js';

const OPEN_WHILE_PASSWORD_CHANGE = new Set([
  '/api/auth/authorized',
  '/api/auth/logout',
  '/api/auth/change-password',
  '/api/csrf-token',
  '/api/health',
]);

// Writing last_seen_at on every request would turn each read into a write; a minute is precise enough for idle timeouts.
const TOUCH_AFTER_MS = 60_000;

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

/** Set the session cookie for a freshly created session token (and start a new anti-forgery secret). */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  const secure = app.config.secureCookies;
  renewCsrfSecret(app, reply);
  reply.setCookie(sessionCookieName(secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(app.config.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  const secure = app.config.secureCookies;
  renewCsrfSecret(app, reply);
  reply.clearCookie(sessionCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/**
 * Cookies, and the server-side session: a request carrying a session cookie
 * gets `request.user` when the session is alive. A forged, expired or idle
 * cookie simply leaves the request signed out.
 */
export default fp(async function session(app: FastifyInstance) {
  await app.register(cookie, { secret: app.config.sessionSecret, hook: 'onRequest' });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const name = sessionCookieName(app.config.secureCookies);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = request.cookies[name];
    if (!token || token.length > 200) return;
    const sessionId = hashToken(token);
    const now = app.clock.now();
    const found = await findSession(app.db, sessionId, now, app.config.sessionIdleMs);
    // An account deactivated after sign-in loses access at its next request.
    if (!found) return;
    if (found.user.status !== 'active') return;
    request.user = found.user;
    request.sessionId = sessionId;
    if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(app.db, sessionId, now);
    // A password an admin chose must be replaced before the portal can be used.
    const route = request.routeOptions.url ?? '';
    if (found.user.mustChangePassword && route.startsWith('/api/') && !OPEN_WHILE_PASSWORD_CHANGE.has(route)) {
      throw new AppError('forbidden', 'error.password_change_required');
    }
  });
});
