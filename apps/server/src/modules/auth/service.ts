import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { verifyPassword } from '../../lib/passwords.js';
import { assertNotThrottled, clearThrottle, recordThrottleHit } from '../../lib/throttle.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { recordAudit } from '../audit/queries.js';
import { findLiveToken, issueToken, useToken } from './link-tokens.js';
import { type AuthUser, deleteSession, findAuthUserById, findCredentials, insertSession } from './queries.js';
import { matchTotp, saveTwoFactorState, totpSecretBox, twoFactorState, useRecoveryCode } from './two-factor.js';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 60_000;

/** The outcome of a first factor: a session, or a challenge for the second factor. */
export type SignIn = { kind: 'session'; user: AuthUser; token: string } | { kind: 'two_factor'; challenge: string };

const credentialsError = () => new AppError('validation', 'error.credentials', {}, { email: ['error.credentials'] });

/**
 * Check email and password. Unknown email, wrong password and inactive
 * account all answer the same, so the answer reveals nothing. Five failures
 * per minute for one email from one address are throttled.
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SignIn> {
  const now = app.clock.now();
  const throttleKey = `login:${input.email}|${client.ip}`;
  await assertNotThrottled(app.db, throttleKey, LOGIN_MAX_FAILURES, now);

  const credentials = await findCredentials(app.db, input.email);
  const valid = await verifyPassword(credentials?.passwordHash, input.password);
  if (!credentials || !valid || credentials.status !== 'active') {
    await recordThrottleHit(app.db, throttleKey, now, LOGIN_WINDOW_MS);
    await recordAudit(app.db, {
      action: 'auth.login_failed',
      userId: credentials?.id ?? null,
      ...client,
      details: { email: input.email },
      at: now,
    });
    throw credentialsError();
  }
  await clearThrottle(app.db, throttleKey);
  return signInVerified(app, app.db, credentials.id, client, 'password');
}

/**
 * The first factor is proven (password, or a link from the user's mailbox):
 * open a session, or, with 2FA on, hand out a short-lived challenge instead.
 */
export async function signInVerified(
  app: FastifyInstance,
  tx: Executor,
  userId: string,
  client: ClientInfo,
  method: string,
): Promise<SignIn> {
  const now = app.clock.now();
  const user = await findAuthUserById(tx, userId);
  if (!user) throw credentialsError();
  if (user.twoFactorEnabled) {
    return { kind: 'two_factor', challenge: await issueToken(tx, user.id, 'two_factor', now) };
  }
  const token = await openSession(app, tx, user.id, client);
  await recordAudit(tx, { action: 'auth.login', userId: user.id, ...client, details: { method }, at: now });
  return { kind: 'session', user, token };
}

/** The second step of sign-in: a TOTP code (each accepted once) or an unused recovery code. */
export async function completeTwoFactor(
  app: FastifyInstance,
  challenge: string | undefined,
  input: { code?: string; recovery_code?: string },
  client: ClientInfo,
): Promise<{ user: AuthUser; token: string }> {
  const now = app.clock.now();
  const expired = () => new AppError('unauthenticated', 'error.two_factor_challenge');
  if (!challenge) throw expired();
  const live = await findLiveToken(app.db, challenge, ['two_factor'], now).catch(() => {
    throw expired();
  });
  const throttleKey = `two-factor:${live.userId}`;
  await assertNotThrottled(app.db, throttleKey, LOGIN_MAX_FAILURES, now);

  return inTransaction(app.pool, async (tx) => {
    const row = await findLiveToken(tx, challenge, ['two_factor'], now, { lock: true }).catch(() => {
      throw expired();
    });
    const [user] = await tx.select({ secret: users.twoFactorSecret }).from(users).where(eq(users.id, row.userId));
    if (!user?.secret) throw expired();

    let method: 'totp' | 'recovery_code' = 'totp';
    let accepted = false;
    if (input.code) {
      const state = await twoFactorState(tx, row.userId);
      const step = matchTotp(totpSecretBox(app.config.sessionSecret).open(user.secret), input.code, now);
      accepted = step !== null && (state.lastStep === null || step > state.lastStep);
      if (accepted) await saveTwoFactorState(tx, row.userId, { lastStep: step });
    } else if (input.recovery_code) {
      method = 'recovery_code';
      accepted = await useRecoveryCode(tx, row.userId, input.recovery_code, now);
    }
    if (!accepted) {
      // Counted outside the transaction so the failure sticks although this request fails.
      await recordThrottleHit(app.db, throttleKey, now, LOGIN_WINDOW_MS);
      await recordAudit(app.db, { action: 'auth.two_factor_failed', userId: row.userId, ...client, at: now });
      const field = input.code ? 'code' : 'recovery_code';
      throw new AppError('validation', 'validation.totp_invalid', {}, { [field]: ['validation.totp_invalid'] });
    }
    await useToken(tx, row.id, now);
    await clearThrottle(tx, throttleKey);
    if (method === 'recovery_code') {
      await recordAudit(tx, { action: 'two_factor.recovery_used', userId: row.userId, ...client, at: now });
    }
    const token = await openSession(app, tx, row.userId, client);
    await recordAudit(tx, { action: 'auth.login', userId: row.userId, ...client, details: { method }, at: now });
    const signedIn = await findAuthUserById(tx, row.userId);
    if (!signedIn) throw expired();
    return { user: signedIn, token };
  });
}

/** A new session with a fresh random id: never reuse a pre-login id (session fixation). */
export async function openSession(
  app: FastifyInstance,
  tx: Executor,
  userId: string,
  client: ClientInfo,
): Promise<string> {
  const now = app.clock.now();
  const token = randomToken();
  await insertSession(tx, {
    id: hashToken(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + app.config.sessionAbsoluteMs),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return token;
}

export async function logout(
  app: FastifyInstance,
  sessionId: string | null,
  user: AuthUser | null,
  client: ClientInfo,
) {
  if (!sessionId) return;
  await deleteSession(app.db, sessionId);
  if (user) await recordAudit(app.db, { action: 'auth.logout', userId: user.id, ...client, at: app.clock.now() });
}
