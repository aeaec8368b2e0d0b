import csrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Anti-forgery tokens (synchroniser pattern on a signed secret cookie).
 * `GET /api/csrf-token` answers `{ token }`; every mutating call sends it in
 * `X-CSRF-Token`. A missing or wrong token is answered 419 by the error handler.
 */
export default fp(async function csrfPlugin(app: FastifyInstance) {
  const secure = app.config.secureCookies;
  await app.register(csrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: secure ? '__Host-csrf' : 'csrf',
    cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true, secure, signed: true },
    getToken: (request) => request.headers['x-csrf-token'] as string | undefined,
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });

  app.get(
    '/api/csrf-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Anti-forgery token for mutating calls',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (_request, reply) => ({ token: reply.generateCsrf() }),
  );
});
