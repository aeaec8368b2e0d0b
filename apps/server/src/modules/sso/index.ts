/**
 * Single sign-on per organization through its OpenID Connect provider (issue 28): the configuration (admin and
 * manager routes), the sign-in as relying party (`openid-client`: code flow with PKCE, state and nonce), the
 * provisioning of new members, and what the password paths and sign-out ask of it. Owns `db/schema/sso.ts`.
 */

export { adminSsoRoutes, managerSsoRoutes, ssoSignInRoutes } from './routes.js';
export { assertPasswordAllowed, passwordRefused, signOutRedirect } from './sign-in.js';
