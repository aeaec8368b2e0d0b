import { dataEnvelope, idParams, ssoConfig, ssoConfigBody, ssoStart, ssoStartBody } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../../lib/client-info.js';
import { PUBLIC } from '../../lib/route-access.js';
import { dataNull, errorReplies, findOr404, type RouteApp, resource } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { logout, setSessionCookie } from '../auth/index.js';
import { findOrganization } from '../organizations/index.js';
import { deleteSsoSettings, type SsoScope, saveSsoSettings, ssoSettings } from './settings.js';
import { finishSignIn, startSignIn } from './sign-in.js';

/** The browser's half of a started sign-in: its state, sent back only to the callback. */
const STATE_COOKIE = 'sso_state';
const STATE_COOKIE_PATH = '/api/auth/sso';

/**
 * The three routes of one organization's single sign-on, for the admin (organization from the path) and the
 * manager (organization from the session): read, save (after reading the provider's discovery), remove.
 */
function settingsRoutes(
  app: RouteApp,
  path: string,
  tags: string[],
  names: { get: string; put: string; delete: string },
  scopeOf: (request: FastifyRequest) => Promise<SsoScope> | SsoScope,
) {
  const params = path.includes(':id') ? { params: idParams } : {};
  app.get(
    path,
    {
      schema: {
        tags,
        operationId: names.get,
        summary: "The organization's single sign-on (OpenID Connect), or null; never the client secret",
        ...params,
        response: { 200: dataEnvelope(ssoConfig.nullable()), ...errorReplies(401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await ssoSettings(app.services, await scopeOf(request)) }),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        operationId: names.put,
        summary: "Save the organization's single sign-on",
        description:
          "Reads the issuer's discovery document first: 422 on `issuer` when it cannot be read or is not an " +
          'OpenID provider. The issuer must be https (http for localhost outside production); a domain of a public ' +
          'mail provider or one another organization covers answers 422 on `domains`. Leave `client_secret` out to ' +
          'keep the stored one.',
        ...params,
        body: ssoConfigBody,
        response: { 200: dataEnvelope(ssoConfig), ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: await saveSsoSettings(
        app.services,
        signedIn(request).id,
        await scopeOf(request),
        request.body,
        clientOf(request),
      ),
    }),
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        operationId: names.delete,
        summary: "Remove the organization's single sign-on: its members sign in with passwords again",
        ...params,
        response: { 200: dataNull, ...errorReplies(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteSsoSettings(app.services, signedIn(request).id, await scopeOf(request), clientOf(request));
      return { data: null };
    },
  );
}

/** `/api/admin/organizations/{id}/sso`, with 'manage organization'. */
export const adminSsoRoutes = resource(
  '/organizations',
  requirePermission('admin', 'organizations', 'manage organization'),
  async function adminSsoRoutes(app) {
    settingsRoutes(
      app,
      '/:id/sso',
      ['admin organizations'],
      { get: 'getOrganizationSso', put: 'updateOrganizationSso', delete: 'deleteOrganizationSso' },
      async (request) => {
        const { id } = request.params as { id: string };
        const organization = await findOr404(findOrganization(app.db, { all: true }, id));
        return { organizationId: organization.id };
      },
    );
  },
);

/** `/api/manager/sso`: the manager section's own organization (its scope from the session). */
export function managerSsoRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => SsoScope) {
  settingsRoutes(
    app,
    '/sso',
    ['manager'],
    { get: 'getManagerSso', put: 'updateManagerSso', delete: 'deleteManagerSso' },
    scopeOf,
  );
}

/** The sign-in: `POST /api/auth/sso/start` and the provider's `GET /api/auth/sso/callback`, both public. */
export const ssoSignInRoutes = resource('/api/auth/sso', 'public', async function ssoSignInRoutes(app) {
  const ctx = app.services;

  app.post(
    '/start',
    {
      config: PUBLIC,
      schema: {
        tags: ['auth'],
        operationId: 'startSso',
        summary: "Start signing in through the organization's identity provider",
        description:
          '`redirect_url` is where the browser goes next; null means the password (no single sign-on covers the ' +
          'domain: answered alike for every such address). `return_to` is a path of this app to open afterwards.',
        body: ssoStartBody,
        response: { 200: dataEnvelope(ssoStart), ...errorReplies(422, 429) },
      },
    },
    async (request, reply) => {
      const { answer, state } = await startSignIn(ctx, request.body, clientOf(request));
      if (state) {
        reply.setCookie(STATE_COOKIE, state, {
          path: STATE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.secureCookies,
          maxAge: 600,
        });
      }
      return { data: answer };
    },
  );

  app.get(
    '/callback',
    {
      config: PUBLIC,
      // Not in the API document: the provider sends the browser here, no API client calls it. It redirects to the
      // path the sign-in started for, signed in, or to `/login?sso_error=<reason>` (`SSO_ERRORS`); any query is
      // taken (the provider's answer is checked by openid-client, not by a schema).
      schema: { hide: true },
    },
    async (request, reply) => {
      const currentUrl = new URL(request.url, app.config.appUrl);
      const outcome = await finishSignIn(ctx, currentUrl, request.cookies[STATE_COOKIE], clientOf(request));
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      if (!outcome.ok) return reply.redirect(`/login?sso_error=${outcome.error}`, 302);
      // A session that came with the request (another account) ends here, as at a password sign-in.
      await logout(ctx, request.sessionId, null, clientOf(request));
      setSessionCookie(app as unknown as FastifyInstance, reply, outcome.token);
      return reply.redirect(outcome.returnTo, 302);
    },
  );
});
