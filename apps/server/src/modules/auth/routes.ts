import { currentUser, dataEnvelope, errorBody, loginBody, loginResult, twoFactorLoginBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { presentCurrentUser } from './presenters.js';
import { completeTwoFactor, login, logout } from './service.js';
import { clearSessionCookie, setSessionCookie } from './session-plugin.js';
import { CHALLENGE_COOKIE, replySignIn } from './sign-in-reply.js';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'With two-factor authentication on, answers `{two_factor_required: true}`; then call /api/auth/two-factor.',
        body: loginBody,
        response: { 200: dataEnvelope(loginResult), 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await login(ctx, request.body, clientOf(request));
      // A session that came with the request (another account) ends here.
      await logout(ctx, request.sessionId, null, clientOf(request));
      return replySignIn(app, reply, result);
    },
  );

  app.post(
    '/api/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second sign-in step: a code from the authenticator app or a recovery code',
        body: twoFactorLoginBody,
        response: { 200: dataEnvelope(currentUser), 401: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, token } = await completeTwoFactor(
        ctx,
        request.cookies[CHALLENGE_COOKIE],
        request.body,
        clientOf(request),
      );
      reply.clearCookie(CHALLENGE_COOKIE, { path: '/api/auth' });
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
      await logout(ctx, request.sessionId, request.user, clientOf(request));
      clearSessionCookie(app, reply);
      return { data: null };
    },
  );
}
