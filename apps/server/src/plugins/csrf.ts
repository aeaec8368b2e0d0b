import { createHash } from 'node:crypto';
import csrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { PUBLIC, readsCookies } from '../lib/route-access.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfCookieName(secure: boolean): string {
  return secure ? '__Host-csrf' : 'csrf';
}

/** Tokens are bound to the session they were made for (or to no session). */
const userInfoOf = (request: FastifyRequest) => request.sessionId ?? 'signed-out';

/**
 * Sign-in and sign-out drop the anti-forgery secret: the next token comes from
 * a new secret, and a token made before cannot be replayed across the change.
 */
export function renewCsrfSecret(app: FastifyInstance, reply: FastifyReply): void {
  const secure = app.config.secureCookies;
  reply.clearCookie(csrfCookieName(secure), { path: '/', sameSite: 'lax', httpOnly: true, secure, signed: true });
}

/**
 * Anti-forgery tokens (synchroniser pattern on a signed secret cookie, each
 * token also bound to the session: one user's token does not work with
 * another's session). `GET /api/csrf-token` answers `{ token }`; every
 * mutating call sends it in `X-CSRF-Token`. A missing or wrong token is
 * answered 419 by the error handler.
 */
export default fp(async function csrfPlugin(app: FastifyInstance) {
  const secure = app.config.secureCookies;
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: csrfCookieName(secure),
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure, signed: true },
    getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
    getUserInfo: userInfoOf,
    csrfOpts: { hmacKey: createHash('sha256').update(`csrf:${app.config.sessionSecret}`).digest() },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE.has(request.method)) return done();
    // A route that reads no cookie (a device token, or the OAuth client's own form): nothing to forge.
    if (!readsCookies(request.routeOptions.config)) return done();
    app.csrfProtection(request, reply, done);
  });

  app.get(
    '/api/csrf-token',
    {
      config: PUBLIC,
      schema: {
        operationId: 'getCsrfToken',
        tags: ['auth'],
        summary: 'Anti-forgery token for mutating calls',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => ({ token: reply.generateCsrf({ userInfo: userInfoOf(request) }) }),
  );
});
