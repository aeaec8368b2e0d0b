import type { EmailChangeBody, ProfileBody, TwoFactorDisableBody } from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { verifyPassword } from '../../lib/passwords.js';
import { clearThrottle, takeAttempt } from '../../lib/throttle.js';
import { appLink } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import {
  clearSecondFactor,
  confirmEnrolment,
  deleteUserSessions,
  findLiveToken,
  issueToken,
  secondFactorError,
  startEnrolment,
  useToken,
  verifySecondFactor,
} from '../auth/index.js';
import {
  clearUserTwoFactor,
  enableUserTwoFactor,
  findUserByEmail,
  passwordHashOf,
  setUserEmail,
  twoFactorSecretOf,
  updateUserProfile,
} from '../users/index.js';

export async function updateProfile(ctx: ServiceContext, user: AuthUser, body: ProfileBody) {
  await updateUserProfile(
    ctx.db,
    user.id,
    {
      firstName: body.first_name,
      lastName: body.last_name,
      language: body.language,
      // Left as it is when the body does not say (a client that knows only names and language).
      ...(typeof body.refresh_reminders === 'boolean' ? { refreshReminders: body.refresh_reminders } : {}),
      ...(typeof body.practice_reminders === 'boolean' ? { practiceReminders: body.practice_reminders } : {}),
    },
    ctx.clock.now(),
  );
}

/**
 * Check the current password for a sensitive change; five tries a minute
 * (counted first) so a left-open session cannot be used to guess it.
 */
export async function assertPassword(ctx: ServiceContext, user: AuthUser, password: string, field: string) {
  const limit = limits.passwordCheck(user.id);
  await takeAttempt(ctx.db, [limit], ctx.clock.now());
  const hash = await passwordHashOf(ctx.db, user.id);
  if (!(await verifyPassword(hash, password))) throw validation({ [field]: ['validation.current_password'] });
  await clearThrottle(ctx.db, limit.key);
}

/** Ask to change the sign-in address: confirmed from a link sent to the new address; the old one is told. */
export async function requestEmailChange(
  ctx: ServiceContext,
  user: AuthUser,
  body: EmailChangeBody & { email: string },
  client: ClientInfo,
) {
  await assertPassword(ctx, user, body.current_password, 'current_password');
  const now = ctx.clock.now();
  if (body.email === user.email.toLowerCase()) throw validation({ email: ['validation.email_taken'] });
  await inTransaction(ctx.pool, async (tx) => {
    if (await findUserByEmail(tx, body.email)) throw validation({ email: ['validation.email_taken'] });
    const token = await issueToken(tx, user.id, 'email_change', now, { email: body.email });
    const send = ctx.mail(tx);
    await send(
      body.email,
      mailTemplates(user.language).emailChange(user.firstName, appLink(ctx.config.appUrl, `/confirm-email/${token}`)),
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

/**
 * Confirm an email change from its link; works signed in or out (the link
 * proves the new mailbox). Every session of the account ends but the one
 * confirming, if it is the account's own.
 */
export async function confirmEmailChange(
  ctx: ServiceContext,
  token: string,
  client: ClientInfo,
  current: { userId: string; sessionId: string } | null,
) {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const row = await findLiveToken(tx, token, ['email_change'], now, { lock: true });
    const email = row.data?.email;
    if (!email) throw new AppError('not_found', 'error.token_invalid');
    const taken = await findUserByEmail(tx, email);
    if (taken && taken.id !== row.userId) throw validation({ email: ['validation.email_taken'] });
    await setUserEmail(tx, row.userId, email, now);
    await useToken(tx, row.id, now);
    await deleteUserSessions(tx, row.userId, current?.userId === row.userId ? current.sessionId : null);
    await recordAudit(tx, { action: 'email.changed', userId: row.userId, ...client, details: { email }, at: now });
  });
}

/** Start enrolment: a new pending secret, shown as QR code and text. Needs the password. */
export async function startTwoFactorSetup(ctx: ServiceContext, user: AuthUser, password: string) {
  await assertPassword(ctx, user, password, 'password');
  if (user.twoFactorEnabled) throw new AppError('conflict', 'error.two_factor_already_enabled');
  return startEnrolment(ctx.db, ctx.config.sessionSecret, user);
}

/** Finish enrolment with a code from the app; answers the ten recovery codes, once. */
export async function confirmTwoFactor(ctx: ServiceContext, user: AuthUser, code: string, client: ClientInfo) {
  const now = ctx.clock.now();
  const limit = limits.secondFactorSetup(user.id);
  await takeAttempt(ctx.db, [limit], now);
  const codes = await inTransaction(ctx.pool, async (tx) => {
    const { sealedSecret, recoveryCodes } = await confirmEnrolment(tx, ctx.config.sessionSecret, user.id, code, now);
    await enableUserTwoFactor(tx, user.id, sealedSecret, now);
    await clearThrottle(tx, limit.key);
    await recordAudit(tx, { action: 'two_factor.enabled', userId: user.id, ...client, at: now });
    return recoveryCodes;
  });
  return codes;
}

/**
 * Turn 2FA off with the password and a current code or a recovery code; every
 * other session of the account ends. Setting it up again is the reset.
 */
export async function disableTwoFactor(
  ctx: ServiceContext,
  user: AuthUser,
  sessionId: string | null,
  body: TwoFactorDisableBody,
  client: ClientInfo,
) {
  await assertPassword(ctx, user, body.password, 'password');
  const now = ctx.clock.now();
  const limit = limits.secondFactor(user.id);
  await takeAttempt(ctx.db, [limit], now);
  const accepted = await inTransaction(ctx.pool, async (tx) => {
    if (!(await twoFactorSecretOf(tx, user.id))) throw new AppError('conflict', 'error.two_factor_not_enabled');
    if (!(await verifySecondFactor(tx, ctx.config.sessionSecret, user.id, body, now))) return false;
    await clearUserTwoFactor(tx, user.id, now);
    await clearSecondFactor(tx, user.id);
    await clearThrottle(tx, limit.key);
    await deleteUserSessions(tx, user.id, sessionId);
    await recordAudit(tx, { action: 'two_factor.disabled', userId: user.id, ...client, at: now });
    return true;
  });
  if (!accepted) throw secondFactorError(body);
}
