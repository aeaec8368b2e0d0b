import { currentUser, dataEnvelope, errorBody, loginBody } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { presentCurrentUser } from './presenters.js';
import { login, logout } from './service.js';

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBody,
        response: { 200: dataEnvelope(currentUser), 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, token } = await login(app, request.body, clientOf(request));
      // A session that came with the request (another account) ends here.
      await logout(app, request.sessionId);
      setSessionCookie(app, reply, token);
      return { data: presentCurrentUser(user) };
    },
  );

  app.get(
    '/api/auth/authorized',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: dataEnvelope(currentUser), 401: errorBody },
      },
    },
    async (request) => ({ data: presentCurrentUser(signedIn(request)) }),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: deletes the session',
        response: { 200: z.object({ data: z.null() }) },
      },
    },
    async (request, reply) => {
      await logout(app, request.sessionId);
      clearSessionCookie(app, reply);
      return { data: null };
    },
  );
}
