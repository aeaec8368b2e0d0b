import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { AuthChangeListener } from '../../db/auth-changes.js';
import { AppError } from '../../lib/app-error.js';
import { ListCountCache, useListCountCache } from '../../lib/list-count-cache.js';
import { readsCookies } from '../../lib/route-access.js';
import { sessionCookieName } from '../../lib/session-cookie.js';
import { hashToken } from '../../lib/tokens.js';
import { renewCsrfSecret } from '../../plugins/csrf.js';
import { findSession } from './queries.js';
import { SessionActivity } from './session-activity.js';
import { type CachedSession, SessionCache } from './session-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in users of sessions, kept for a few seconds (`SESSION_CACHE_SECONDS`). */
    sessionCache: SessionCache;
    /** Batched `last_seen_at` writes; readers of `last_seen_at` flush it first. */
    sessionActivity: SessionActivity;
    /** List totals, kept for a few seconds like sessions (`lib/list-count-cache.ts`). */
    listCounts: ListCountCache;
    /** The `auth_changed` and `list_changed` listener that keeps `sessionCache` and `listCounts` true. */
    authChanges: AuthChangeListener;
  }
}

const OPEN_WHILE_PASSWORD_CHANGE = new Set([
  '/api/auth/session',
  '/api/auth/authorized',
  '/api/auth/logout',
  '/api/auth/change-password',
  '/api/csrf-token',
  '/api/health',
]);

// Writing last_seen_at on every request would turn each read into a write; a minute is precise enough for idle timeouts.
const TOUCH_AFTER_MS = 60_000;
// The noted activity of every session is written in one UPDATE this often.
const ACTIVITY_FLUSH_MS = 5_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Settings for a connection of its own, like the pool's (whose password is not enumerable). */
function connectionOf(pool: pg.Pool): pg.ClientConfig {
  const options = pool.options as pg.ClientConfig;
  return { ...options, password: options.password, ssl: options.ssl };
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
 *
 * The session's user is read from PostgreSQL in one prepared query and then kept
 * in memory for up to `SESSION_CACHE_SECONDS`; the database's `auth_changed`
 * notifications drop it on every instance when the session ends, the password,
 * account, roles, permissions or organization change. A mutating request waits
 * until this instance has heard of its own changes before it answers, so the
 * caller's next request here sees them.
 */
export default fp(async function session(app: FastifyInstance) {
  await app.register(cookie, { secret: app.config.sessionSecret, hook: 'onRequest' });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const cache = new SessionCache(app.config.sessionCacheMs);
  const counts = new ListCountCache(app.config.sessionCacheMs);
  useListCountCache(app.db, counts);
  const activity = new SessionActivity(app.pool, ACTIVITY_FLUSH_MS, (error) =>
    app.log.warn({ err: error }, 'could not write session activity; retrying'),
  );
  const listener = new AuthChangeListener({
    connection: connectionOf(app.pool),
    handler: {
      user: (userId) => cache.dropUser(userId),
      all: () => {
        cache.clear();
        counts.clear();
      },
      table: () => counts.clear(),
      listening: (active) => {
        cache.setActive(active);
        counts.setActive(active);
      },
    },
    log: app.log,
  });
  app.decorate('sessionCache', cache);
  app.decorate('listCounts', counts);
  app.decorate('sessionActivity', activity);
  app.decorate('authChanges', listener);
  activity.start();
  if (cache.ttlMs > 0) await listener.start();
  app.addHook('onClose', async () => {
    await listener.stop();
    await activity.stop();
  });

  const name = sessionCookieName(app.config.secureCookies);
  const idleMs = app.config.sessionIdleMs;

  /** The live session of a token, from PostgreSQL; cached for the next requests. */
  async function lookUp(token: string, now: Date): Promise<CachedSession | undefined> {
    const nowMs = now.getTime();
    const generation = cache.generation;
    const sessionId = hashToken(token);
    const found = await findSession(app.db, sessionId, now);
    if (!found) return undefined;
    let lastSeenAt = Math.max(found.lastSeenAt.getTime(), activity.pendingAt(sessionId) ?? 0);
    if (lastSeenAt <= nowMs - idleMs) return undefined;
    // An account deactivated after sign-in loses access at its next request.
    if (found.user.status !== 'active') return undefined;
    if (nowMs - lastSeenAt > TOUCH_AFTER_MS) {
      activity.touch(sessionId, now);
      lastSeenAt = nowMs;
    }
    const session = { sessionId, user: found.user, expiresAt: found.expiresAt.getTime(), lastSeenAt };
    cache.set(token, session, generation, nowMs);
    return session;
  }

  /** Sign the request in; refused while the user must first replace an admin-chosen password. */
  function signIn(request: FastifyRequest, session: CachedSession): AppError | undefined {
    request.user = session.user;
    request.sessionId = session.sessionId;
    const route = request.routeOptions.url ?? '';
    if (session.user.mustChangePassword && route.startsWith('/api/') && !OPEN_WHILE_PASSWORD_CHANGE.has(route)) {
      return new AppError('forbidden', 'error.password_change_required');
    }
    return undefined;
  }

  // Callback style: a cached session (nearly every request) answers without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // A route that reads no cookie (a device token's, the game's OAuth client's) is never signed in by one.
    if (!readsCookies(request.routeOptions.config)) return done();
    const token = request.cookies[name];
    if (!token || token.length > 200) return done();
    const now = app.clock.now();
    const nowMs = now.getTime();
    const cached = cache.get(token, nowMs, idleMs);
    if (!cached) {
      lookUp(token, now).then((session) => done(session && signIn(request, session)), done);
      return;
    }
    if (nowMs - cached.lastSeenAt > TOUCH_AFTER_MS) {
      activity.touch(cached.sessionId, now);
      cached.lastSeenAt = nowMs;
    }
    done(signIn(request, cached));
  });

  // Read your own writes: a change (sign-out, a new password, a role, a new row of a list)
  // answered by this instance is already reflected in its caches when the caller sees the answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!cache.active || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return done(null, payload);
    listener.sync().then(() => done(null, payload), done);
  });
});
