import { currentUser, dataEnvelope, errorBody, loginBody, loginResult, twoFactorLoginBody } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { presentCurrentUser } from './presenters.js';
import { completeTwoFactor, login, logout, type SignIn } from './service.js';

const CHALLENGE_COOKIE = 'two_factor';

/**
 * Answer a proven first factor: the session cookie and the user, or the
 * two-factor challenge cookie and `{two_factor_required: true}`. Shared by
 * sign-in, activation and password reset.
 */
export async function replySignIn(app: FastifyInstance, reply: FastifyReply, result: SignIn) {
  if (result.kind === 'two_factor') {
    reply.setCookie(CHALLENGE_COOKIE, result.challenge, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: 300,
    });
    return { data: { two_factor_required: true as const } };
  }
  setSessionCookie(app, reply, result.token);
  return { data: presentCurrentUser(result.user) };
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
      const result = await login(app, request.body, clientOf(request));
      // A session that came with the request (another account) ends here.
      await logout(app, request.sessionId, null, clientOf(request));
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
        app,
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
      await logout(app, request.sessionId, request.user, clientOf(request));
      clearSessionCookie(app, reply);
      return { data: null };
    },
  );
}
