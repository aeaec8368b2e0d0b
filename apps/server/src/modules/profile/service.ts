import type { EmailChangeBody, ProfileBody, TwoFactorDisableBody } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recoveryCodes, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, validation } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { verifyPassword } from '../../lib/passwords.js';
import { assertNotThrottled, clearThrottle, recordThrottleHit } from '../../lib/throttle.js';
import { mailTemplates } from '../../mail/templates.js';
import { appLink, findUserByEmail, mailer } from '../accounts/service.js';
import { recordAudit } from '../audit/queries.js';
import { findLiveToken, issueToken, useToken } from '../auth/link-tokens.js';
import type { AuthUser } from '../auth/queries.js';
import {
  enrolmentOf,
  matchTotp,
  newTotpSecret,
  replaceRecoveryCodes,
  saveTwoFactorState,
  totpSecretBox,
  twoFactorState,
  useRecoveryCode,
} from '../auth/two-factor.js';

const WRONG_SECRET_LIMIT = 5;

export async function updateProfile(app: FastifyInstance, user: AuthUser, body: ProfileBody) {
  await app.db
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, language: body.language, updatedAt: app.clock.now() })
    .where(eq(users.id, user.id));
}

/**
 * Check the current password for a sensitive change; five wrong ones a
 * minute are throttled so a left-open session cannot be used to guess it.
 */
async function assertPassword(app: FastifyInstance, user: AuthUser, password: string, field: string) {
  const now = app.clock.now();
  const key = `reauth:${user.id}`;
  await assertNotThrottled(app.db, key, WRONG_SECRET_LIMIT, now);
  const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.hash, password))) {
    await recordThrottleHit(app.db, key, now, 60_000);
    throw validation({ [field]: ['validation.current_password'] });
  }
  await clearThrottle(app.db, key);
}

/** Ask to change the sign-in address: confirmed from a link sent to the new address; the old one is told. */
export async function requestEmailChange(
  app: FastifyInstance,
  user: AuthUser,
  body: EmailChangeBody & { email: string },
  client: ClientInfo,
) {
  await assertPassword(app, user, body.current_password, 'current_password');
  const now = app.clock.now();
  if (body.email === user.email.toLowerCase()) throw validation({ email: ['validation.email_taken'] });
  await inTransaction(app.pool, async (tx, sqlExec) => {
    if (await findUserByEmail(tx, body.email)) throw validation({ email: ['validation.email_taken'] });
    const token = await issueToken(tx, user.id, 'email_change', now, { email: body.email });
    const send = mailer(app, tx, sqlExec);
    await send(
      body.email,
      mailTemplates(user.language).emailChange(user.firstName, appLink(app, `/confirm-email/${token}`)),
    );
    await send(user.email, mailTemplates(user.language).emailChangeNotice(user.firstName, body.email));
    await recordAudit(tx, {
      action: 'email.change_requested',
      userId: user.id,
      ...client,
      details: { email: body.email },
      at: now,
    });
  });
}

/** Confirm an email change from its link; works signed in or out (the link proves the new mailbox). */
export async function confirmEmailChange(app: FastifyInstance, token: string, client: ClientInfo) {
  const now = app.clock.now();
  await inTransaction(app.pool, async (tx) => {
    const row = await findLiveToken(tx, token, ['email_change'], now, { lock: true });
    const email = row.data?.email;
    if (!email) throw new AppError('not_found', 'error.token_invalid');
    const taken = await findUserByEmail(tx, email);
    if (taken && taken.id !== row.userId) throw validation({ email: ['validation.email_taken'] });
    await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, row.userId));
    await useToken(tx, row.id, now);
    await recordAudit(tx, { action: 'email.changed', userId: row.userId, ...client, details: { email }, at: now });
  });
}

/** Start enrolment: a new pending secret, shown as QR code and text. Needs the password. */
export async function startTwoFactorSetup(app: FastifyInstance, user: AuthUser, password: string) {
  await assertPassword(app, user, password, 'password');
  if (user.twoFactorEnabled) throw new AppError('conflict', 'error.two_factor_already_enabled');
  const secret = newTotpSecret();
  await saveTwoFactorState(app.db, user.id, { pendingSecret: totpSecretBox(app.config.sessionSecret).seal(secret) });
  return enrolmentOf(secret, user.email);
}

/** Finish enrolment with a code from the app; answers the ten recovery codes, once. */
export async function confirmTwoFactor(app: FastifyInstance, user: AuthUser, code: string, client: ClientInfo) {
  const now = app.clock.now();
  const key = `two-factor-setup:${user.id}`;
  await assertNotThrottled(app.db, key, WRONG_SECRET_LIMIT, now);
  return inTransaction(app.pool, async (tx) => {
    const state = await twoFactorState(tx, user.id);
    if (!state.pendingSecret) throw new AppError('conflict', 'error.two_factor_setup_missing');
    const step = matchTotp(totpSecretBox(app.config.sessionSecret).open(state.pendingSecret), code, now);
    if (step === null) {
      await recordThrottleHit(app.db, key, now, 60_000);
      throw validation({ code: ['validation.totp_invalid'] });
    }
    await tx
      .update(users)
      .set({ twoFactorSecret: state.pendingSecret, twoFactorEnabledAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await saveTwoFactorState(tx, user.id, { pendingSecret: null, lastStep: step });
    const codes = await replaceRecoveryCodes(tx, user.id);
    await recordAudit(tx, { action: 'two_factor.enabled', userId: user.id, ...client, at: now });
    return codes;
  });
}

/** Turn 2FA off with the password and a current code or a recovery code. Setting it up again is the reset. */
export async function disableTwoFactor(
  app: FastifyInstance,
  user: AuthUser,
  body: TwoFactorDisableBody,
  client: ClientInfo,
) {
  await assertPassword(app, user, body.password, 'password');
  const now = app.clock.now();
  const key = `two-factor:${user.id}`;
  await assertNotThrottled(app.db, key, WRONG_SECRET_LIMIT, now);
  await inTransaction(app.pool, async (tx) => {
    const [row] = await tx.select({ secret: users.twoFactorSecret }).from(users).where(eq(users.id, user.id));
    if (!row?.secret) throw new AppError('conflict', 'error.two_factor_not_enabled');
    let accepted = false;
    if (body.code) {
      const state = await twoFactorState(tx, user.id);
      const step = matchTotp(totpSecretBox(app.config.sessionSecret).open(row.secret), body.code, now);
      accepted = step !== null && (state.lastStep === null || step > state.lastStep);
    } else if (body.recovery_code) {
      accepted = await useRecoveryCode(tx, user.id, body.recovery_code, now);
    }
    if (!accepted) {
      await recordThrottleHit(app.db, key, now, 60_000);
      throw validation({ [body.code ? 'code' : 'recovery_code']: ['validation.totp_invalid'] });
    }
    await clearTwoFactor(tx, user.id, now);
    await recordAudit(tx, { action: 'two_factor.disabled', userId: user.id, ...client, at: now });
  });
}

/** Remove every trace of 2FA for a user (disable, or an admin's reset). */
export async function clearTwoFactor(tx: Parameters<typeof saveTwoFactorState>[0], userId: string, now: Date) {
  await tx
    .update(users)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await saveTwoFactorState(tx, userId, { pendingSecret: null, lastStep: null });
}
