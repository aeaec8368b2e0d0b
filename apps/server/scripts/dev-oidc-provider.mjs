#!/usr/bin/env node
// A real OpenID provider for tests and local trials of single sign-on (issue 28): `oidc-provider` (a development
// dependency) with its development sign-in page (any login name and password; the login name is the account's
// e-mail), its own development signing keys, PKCE required and RP-initiated logout. An account whose e-mail starts
// with "unverified" has `email_verified: false`. Consent is granted without asking, as a hospital's provider does
// for its own applications.
//
//   OIDC_PORT=3748 OIDC_CLIENT_ID=portal OIDC_CLIENT_SECRET=secret \
//   OIDC_REDIRECT_URI=http://localhost:3000/api/auth/sso/callback \
//   OIDC_POST_LOGOUT_URI=http://localhost:3000/login node apps/server/scripts/dev-oidc-provider.mjs
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

/** Claims of the account named by its login (an e-mail). */
export function claimsOf(login) {
  const email = String(login).trim().toLowerCase();
  const local = email.split('@')[0] ?? email;
  const [given = local, ...family] = local.split(/[._-]/);
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    sub: email,
    email,
    email_verified: !email.startsWith('unverified'),
    given_name: cap(given),
    family_name: family.length > 0 ? family.map(cap).join(' ') : 'Provided',
  };
}

/**
 * Start the provider on `port` (0: any free one) of 127.0.0.1, its issuer `http://localhost:<port>`. `codeTtl`
 * (seconds) may be changed while it runs (`provider.codeTtl = 1`) to let codes expire in a test.
 */
export async function startOidcProvider({ port = 0, clients }) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = server.address().port;
  const issuer = `http://localhost:${actualPort}`;
  const state = { codeTtl: 60 };
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: c.redirect_uris,
      post_logout_redirect_uris: c.post_logout_redirect_uris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: () => state.codeTtl },
    cookies: { keys: ['dev-oidc-provider-cookie-key'] },
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    port: actualPort,
    provider,
    set codeTtl(seconds) {
      state.codeTtl = seconds;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  const started = await startOidcProvider({
    port: Number(env.OIDC_PORT ?? 3748),
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID ?? 'portal',
        client_secret: env.OIDC_CLIENT_SECRET ?? 'portal-secret',
        redirect_uris: [env.OIDC_REDIRECT_URI ?? 'http://localhost:3000/api/auth/sso/callback'],
        post_logout_redirect_uris: [env.OIDC_POST_LOGOUT_URI ?? 'http://localhost:3000/login'],
      },
    ],
  });
  console.log(`OpenID provider at ${started.issuer}`);
}
