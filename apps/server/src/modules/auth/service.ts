import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { verifyPassword } from '../../lib/passwords.js';
import { clearThrottle, refundAttempt, takeAttempt } from '../../lib/throttle.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { findLiveToken, issueToken, useToken } from './link-tokens.js';
import { deleteSession, findAuthUserById, findCredentials, insertSession } from './queries.js';
import { secondFactorError, verifySecondFactor } from './two-factor.js';

/** The outcome of a first factor: a session, or a challenge for the second factor. */
export type SignIn = { kind: 'session'; user: AuthUser; token: string } | { kind: 'two_factor'; challenge: string };

const credentialsError = () => new AppError('validation', 'error.credentials', {}, { email: ['error.credentials'] });

/**
 * Check email and password. Unknown email, wrong password and inactive
 * account all answer the same, so the answer reveals nothing. The attempt is
 * counted before the password is verified (per email and address, per
 * address, per account), so a parallel burst gets no more tries than a slow one.
 */
export async function login(
  ctx: ServiceContext,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SignIn> {
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const pair = limits.signIn(email, client.ip);
  const address = limits.signInFromAddress(client.ip);
  const account = limits.signInToAccount(email);
  await takeAttempt(ctx.db, [pair, address, account], now);

  const credentials = await findCredentials(ctx.db, email);
  const valid = await verifyPassword(credentials?.passwordHash, input.password);
  if (!credentials || !valid || credentials.status !== 'active') {
    await recordAudit(ctx.db, {
      action: 'auth.login_failed',
      userId: credentials?.id ?? null,
      ...client,
      details: { email },
      at: now,
    });
    throw credentialsError();
  }
  // Only failures count: the rightful user's success frees the slots it took.
  await Promise.all([clearThrottle(ctx.db, pair.key), clearThrottle(ctx.db, account.key)]);
  await refundAttempt(ctx.db, address.key);
  return signInVerified(ctx, ctx.db, credentials.id, client, 'password');
}

/**
 * The first factor is proven (password, or a link from the user's mailbox):
 * open a session, or, with 2FA on, hand out a short-lived challenge instead.
 */
export async function signInVerified(
  ctx: ServiceContext,
  tx: Executor,
  userId: string,
  client: ClientInfo,
  method: string,
): Promise<SignIn> {
  const now = ctx.clock.now();
  const user = await findAuthUserById(tx, userId);
  if (!user) throw credentialsError();
  if (user.twoFactorEnabled) {
    return { kind: 'two_factor', challenge: await issueToken(tx, user.id, 'two_factor', now) };
  }
  const token = await openSession(ctx, tx, user.id, client);
  await recordAudit(tx, { action: 'auth.login', userId: user.id, ...client, details: { method }, at: now });
  return { kind: 'session', user, token };
}

/**
 * A sign-in proven by the organization's identity provider (single sign-on): the same session and audit entry as a
 * password's, without the portal's second factor (the provider's own multi-factor sign-in applies; docs/security.md).
 */
export async function signInThroughProvider(
  ctx: ServiceContext,
  tx: Executor,
  userId: string,
  client: ClientInfo,
): Promise<{ user: AuthUser; token: string }> {
  const user = await findAuthUserById(tx, userId);
  if (!user) throw credentialsError();
  const token = await openSession(ctx, tx, user.id, client);
  await recordAudit(tx, { action: 'auth.login', userId, ...client, details: { method: 'sso' }, at: ctx.clock.now() });
  return { user, token };
}

/** The second step of sign-in: a TOTP code (each accepted once) or an unused recovery code. */
export async function completeTwoFactor(
  ctx: ServiceContext,
  challenge: string | undefined,
  input: { code?: string; recovery_code?: string },
  client: ClientInfo,
): Promise<{ user: AuthUser; token: string }> {
  const now = ctx.clock.now();
  const expired = () => new AppError('unauthenticated', 'error.two_factor_challenge');
  if (!challenge) throw expired();
  const live = await findLiveToken(ctx.db, challenge, ['two_factor'], now).catch(() => {
    throw expired();
  });
  const limit = limits.secondFactor(live.userId);
  await takeAttempt(ctx.db, [limit], now);

  // The transaction answers instead of throwing for a wrong code: the failure is
  // recorded after it, so no second connection is ever taken while it holds the challenge.
  const outcome = await inTransaction(ctx.pool, async (tx) => {
    const row = await findLiveToken(tx, challenge, ['two_factor'], now, { lock: true }).catch(() => {
      throw expired();
    });
    const method = input.code ? 'totp' : 'recovery_code';
    if (!(await verifySecondFactor(tx, ctx.config.sessionSecret, row.userId, input, now))) {
      return { accepted: false as const };
    }
    await useToken(tx, row.id, now);
    await clearThrottle(tx, limit.key);
    if (method === 'recovery_code') {
      await recordAudit(tx, { action: 'two_factor.recovery_used', userId: row.userId, ...client, at: now });
    }
    const token = await openSession(ctx, tx, row.userId, client);
    await recordAudit(tx, { action: 'auth.login', userId: row.userId, ...client, details: { method }, at: now });
    const signedIn = await findAuthUserById(tx, row.userId);
    if (!signedIn) throw expired();
    return { accepted: true as const, user: signedIn, token };
  });
  if (!outcome.accepted) {
    await recordAudit(ctx.db, { action: 'auth.two_factor_failed', userId: live.userId, ...client, at: now });
    throw secondFactorError(input);
  }
  return { user: outcome.user, token: outcome.token };
}

/** A new session with a fresh random id: never reuse a pre-login id (session fixation). */
export async function openSession(
  ctx: ServiceContext,
  tx: Executor,
  userId: string,
  client: ClientInfo,
): Promise<string> {
  const now = ctx.clock.now();
  const token = randomToken();
  await insertSession(tx, {
    id: hashToken(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + ctx.config.sessionAbsoluteMs),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return token;
}

export async function logout(ctx: ServiceContext, sessionId: string | null, user: AuthUser | null, client: ClientInfo) {
  if (!sessionId) return;
  await deleteSession(ctx.db, sessionId);
  if (user) await recordAudit(ctx.db, { action: 'auth.logout', userId: user.id, ...client, at: ctx.clock.now() });
}
