import { emailDomain, hasControlCharacters, type SsoError, type SsoStart } from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { takeAttempt } from '../../lib/throttle.js';
import { hashToken } from '../../lib/tokens.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { signInThroughProvider } from '../auth/index.js';
import { activateUser, createInactiveUser, findUserByEmail } from '../users/index.js';
import { configurationFor, oidc } from './provider.js';
import {
  findSso,
  findSsoByDomain,
  insertLogin,
  linkSession,
  type SsoRow,
  sessionProvider,
  takeLogin,
} from './queries.js';
import { callbackUrl, clientSecretBox, signedOutUrl } from './settings.js';

/** A started sign-in lives this long: the time to sign in at the provider. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;

// Async, so a secret sealed under another SESSION_SECRET (unreadable) is a rejection like an unreachable provider.
const providerOf = async (ctx: ServiceContext, row: SsoRow) =>
  configurationFor(
    { issuer: row.issuer, clientId: row.clientId, clientSecret: clientSecretBox(ctx).open(row.clientSecretSealed) },
    ctx.config.isProduction,
  );

/** A path of this app to return to after signing in (the `/device` page of the game's sign-in…), or `/`. */
export function safeReturnPath(path: string | undefined): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\') || path.startsWith('/login')) return '/';
  // Control characters never belong in a path taken from a request.
  return hasControlCharacters(path) ? '/' : path;
}

/** Whether the address's domain signs in through its organization's provider only (no password, no reset). */
export async function passwordRefused(ctx: ServiceContext, email: string, db: Executor = ctx.db): Promise<boolean> {
  const row = await findSsoByDomain(db, emailDomain(email));
  return row?.refusePasswordSignIn ?? false;
}

/**
 * Refuse a password sign-in or reset for an address whose organization signs in through its provider only; inside a
 * transaction, pass its handle as `db` (never a second pooled connection).
 */
export async function assertPasswordAllowed(ctx: ServiceContext, email: string, db: Executor = ctx.db): Promise<void> {
  if (await passwordRefused(ctx, email, db)) {
    throw new AppError('validation', 'error.sso_required', {}, { email: ['error.sso_required'] });
  }
}

/**
 * Start a sign-in for the address typed on the login page. A domain without single sign-on answers
 * `redirect_url: null` (the password), whether or not any account or organization has it; with one, the provider's
 * authorization URL (code flow, PKCE S256, state and nonce), the state's hash, nonce and verifier kept for 10
 * minutes. The state also goes back as the browser's cookie, so the callback only finishes in this browser.
 */
export async function startSignIn(
  ctx: ServiceContext,
  input: { email: string; return_to?: string | undefined },
  client: ClientInfo,
): Promise<{ answer: SsoStart; state?: string }> {
  const now = ctx.clock.now();
  await takeAttempt(ctx.db, [limits.ssoStart(input.email, client.ip), limits.ssoStartFromAddress(client.ip)], now);
  const row = await findSsoByDomain(ctx.db, emailDomain(input.email));
  if (!row) return { answer: { redirect_url: null, password_sign_in: true } };
  const config = await providerOf(ctx, row).catch((error: unknown) => {
    ctx.log.warn({ err: error, organizationId: row.organizationId }, 'sso discovery failed');
    throw new AppError('validation', 'error.sso_unavailable');
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await insertLogin(
    ctx.db,
    {
      stateHash: hashToken(state),
      organizationId: row.organizationId,
      nonce,
      codeVerifier,
      returnTo: safeReturnPath(input.return_to),
      expiresAt: new Date(now.getTime() + SSO_LOGIN_TTL_MS),
    },
    now,
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(ctx),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: input.email,
  });
  return { answer: { redirect_url: url.href, password_sign_in: !row.refusePasswordSignIn }, state };
}

export type SignInOutcome = { ok: true; token: string; returnTo: string } | { ok: false; error: SsoError };

const fail = (error: SsoError): SignInOutcome => ({ ok: false, error });

/**
 * The provider's answer at `GET /api/auth/sso/callback`: the started sign-in taken once by its state (and only in
 * the browser that started it), the code exchanged with every check `openid-client` makes (state, PKCE verifier,
 * issuer, signature, audience, nonce, expiry), then the account: linked by an e-mail the provider says is verified
 * and that belongs to this organization, or provisioned with the configured role. Every failure is an outcome for
 * the login page, never a thrown error.
 */
export async function finishSignIn(
  ctx: ServiceContext,
  currentUrl: URL,
  browserState: string | undefined,
  client: ClientInfo,
): Promise<SignInOutcome> {
  const now = ctx.clock.now();
  const state = currentUrl.searchParams.get('state');
  if (!state || state !== browserState) return fail('expired');
  const login = await takeLogin(ctx.db, hashToken(state));
  if (!login || login.expiresAt <= now) return fail('expired');
  if (currentUrl.searchParams.get('error') === 'access_denied') return fail('denied');
  const sso = await findSso(ctx.db, login.organizationId);
  if (!sso) return fail('failed');

  let claims: oidc.IDToken | undefined;
  let idToken: string | undefined;
  try {
    const config = await providerOf(ctx, sso);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    idToken = tokens.id_token;
    // Providers that keep the e-mail out of the ID token give it at the userinfo endpoint (for the same subject).
    if (claims && typeof claims.email !== 'string') {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      claims = { ...claims, ...info, sub: claims.sub } as oidc.IDToken;
    }
  } catch (error) {
    ctx.log.warn({ err: error, organizationId: sso.organizationId }, 'sso callback refused');
    if (error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied') return fail('denied');
    if (error instanceof TypeError || (error as { name?: string }).name === 'TimeoutError') return fail('unavailable');
    return fail('failed');
  }
  if (!claims || !idToken) return fail('failed');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) return fail('unverified');
  if (!sso.domains.includes(emailDomain(email))) return fail('domain');
  if (claims.email_verified !== true && claims.email_verified !== 'true') return fail('unverified');

  const signIn = () =>
    inTransaction(ctx.pool, async (tx): Promise<SignInOutcome> => {
      let user = await findUserByEmail(tx, email);
      if (user && user.organizationId !== sso.organizationId) return fail('foreign_account');
      if (user?.status === 'deactivated') return fail('inactive');
      if (!user) {
        user = await createInactiveUser(tx, {
          email,
          firstName: nameClaim(claims.given_name) ?? nameClaim(claims.name)?.split(' ')[0] ?? email.split('@')[0] ?? '',
          lastName: nameClaim(claims.family_name) ?? nameClaim(claims.name)?.split(' ').slice(1).join(' ') ?? '',
          passwordHash: null,
          organizationId: sso.organizationId,
          language: String(claims.locale ?? '')
            .toLowerCase()
            .startsWith('de')
            ? 'de'
            : 'en',
          role: sso.defaultRole,
        });
        await recordAudit(tx, {
          action: 'user.provisioned',
          userId: user.id,
          ...client,
          details: { method: 'sso', organization_id: sso.organizationId, role: sso.defaultRole },
          at: now,
        });
      }
      // An invited member who never chose a password is activated by their provider's sign-in.
      if (user.status === 'inactive') await activateUser(tx, user.id, undefined, now);
      const { token } = await signInThroughProvider(ctx, tx, user.id, client);
      await linkSession(tx, hashToken(token), sso.organizationId, idToken);
      return { ok: true, token, returnTo: login.returnTo };
    });
  try {
    return await signIn();
  } catch (error) {
    // Two first sign-ins of one person at once: the second finds the account the first made.
    if (uniqueViolationOf(error)) return signIn();
    throw error;
  }
}

/** A name claim as a name: trimmed, at most 100 characters; null when empty or holding control characters. */
function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.trim().slice(0, 100);
  return clean && !hasControlCharacters(clean) ? clean : null;
}

/**
 * Where sign-out sends the browser after the portal's session ends: the provider's end-session endpoint
 * (RP-initiated logout, with the session's ID token as hint) for a session opened through single sign-on whose
 * provider advertises one; null otherwise. Read before the session is deleted (the link goes with it).
 */
export async function signOutRedirect(ctx: ServiceContext, sessionId: string): Promise<string | null> {
  const link = await sessionProvider(ctx.db, sessionId);
  if (!link) return null;
  const sso = await findSso(ctx.db, link.organizationId);
  if (!sso) return null;
  try {
    const config = await providerOf(ctx, sso);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: link.idToken,
      post_logout_redirect_uri: signedOutUrl(ctx),
    }).href;
  } catch (error) {
    ctx.log.warn({ err: error }, 'sso end session unavailable');
    return null;
  }
}
