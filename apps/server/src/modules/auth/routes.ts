import { currentUser, dataEnvelope, loginBody, loginResult, logoutResult, twoFactorLoginBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client-info.js';
import { PUBLIC } from '../../lib/route-access.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import type { ServiceContext } from '../../service-context.js';
import { presentCurrentUser } from './presenters.js';
import { completeTwoFactor, login, logout } from './service.js';
import { clearSessionCookie, setSessionCookie } from './session-plugin.js';
import { CHALLENGE_COOKIE, replySignIn } from './sign-in-reply.js';

/**
 * What single sign-on (another module, wired in `app.ts`) asks of the password sign-in and of sign-out: refuse
 * a password for a domain that signs in through its provider, and send the browser on to the provider's
 * end-session endpoint after a session it opened.
 */
export interface SignInPolicy {
  assertPasswordAllowed(ctx: ServiceContext, email: string): Promise<void>;
  signOutRedirect(ctx: ServiceContext, sessionId: string): Promise<string | null>;
}

const passwordsOnly: SignInPolicy = {
  assertPasswordAllowed: async () => {},
  signOutRedirect: async () => null,
};

export default async function authRoutes(fastify: FastifyInstance, options: { policy?: SignInPolicy }) {
  await fastify.register(signInRoutes(options.policy ?? passwordsOnly));
  await fastify.register(signedInRoutes);
}

const signInRoutes = (policy: SignInPolicy) =>
  resource('/api/auth', 'public', async function signInRoutes(app) {
    const ctx = app.services;

    app.post(
      '/login',
      {
        config: PUBLIC,
        schema: {
          operationId: 'login',
          tags: ['auth'],
          summary: 'Sign in with email and password',
          description:
            'With two-factor authentication on, answers `{two_factor_required: true}`; then call /api/auth/two-factor.',
          body: loginBody,
          response: { 200: dataEnvelope(loginResult), ...errorReplies(422, 429) },
        },
      },
      async (request, reply) => {
        await policy.assertPasswordAllowed(ctx, request.body.email);
        const result = await login(ctx, request.body, clientOf(request));
        // A session that came with the request (another account) ends here.
        await logout(ctx, request.sessionId, null, clientOf(request));
        return replySignIn(app, reply, result);
      },
    );

    app.post(
      '/two-factor',
      {
        config: PUBLIC,
        schema: {
          operationId: 'loginSecondFactor',
          tags: ['auth'],
          summary: 'Second sign-in step: a code from the authenticator app or a recovery code',
          body: twoFactorLoginBody,
          response: { 200: dataEnvelope(currentUser), ...errorReplies(401, 422, 429) },
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
      '/session',
      {
        config: PUBLIC,
        schema: {
          operationId: 'getSession',
          tags: ['auth'],
          summary: 'The signed-in user, or null for a visitor',
          description:
            'What the web app asks on its first load: a visitor is an answer (`data: null`), not an error, so a ' +
            'signed-out page logs no failed request. `GET /api/auth/authorized` answers 401 instead.',
          response: { 200: dataEnvelope(currentUser.nullable()) },
        },
      },
      async (request) => ({ data: request.user ? presentCurrentUser(request.user) : null }),
    );

    app.post(
      '/logout',
      {
        config: PUBLIC,
        schema: {
          operationId: 'logout',
          tags: ['auth'],
          summary: 'Sign out: deletes the session',
          description:
            'For a session opened through single sign-on whose provider has an end-session endpoint, answers its URL ' +
            '(RP-initiated logout) for the browser to go to next; otherwise `data: null`.',
          response: { 200: dataEnvelope(logoutResult) },
        },
      },
      async (request, reply) => {
        const redirectUrl = request.sessionId ? await policy.signOutRedirect(ctx, request.sessionId) : null;
        await logout(ctx, request.sessionId, request.user, clientOf(request));
        clearSessionCookie(app, reply);
        return { data: redirectUrl ? { redirect_url: redirectUrl } : null };
      },
    );
  });

const signedInRoutes = resource('/api/auth', requireAuth, async function signedInRoutes(app) {
  app.get(
    '/authorized',
    {
      schema: {
        operationId: 'getSignedInUser',
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: dataEnvelope(currentUser), ...errorReplies(401) },
      },
    },
    async (request) => ({ data: presentCurrentUser(signedIn(request)) }),
  );
});
