import type { ActivateBody, ChangePasswordBody, PasswordResetBody, RegisterBody, TokenStatus } from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { assertStrongPassword } from '../../lib/password-strength.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clearThrottle, takeAttempt } from '../../lib/throttle.js';
import { appLink } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteUserSessions,
  findLiveToken,
  issueToken,
  lastTokenPurpose,
  type SignIn,
  signInVerified,
  useToken,
} from '../auth/index.js';
import { assertPasswordAllowed } from '../sso/index.js';
import {
  activateUser,
  createInactiveUser,
  findUserAccount,
  findUserByEmail,
  passwordHashOf,
  setUserPassword,
  type UserAccount,
} from '../users/index.js';

/**
 * A fresh activation link for an account that is not active yet, of the kind
 * its last link was (sign-up activation, or invitation).
 */
async function sendActivationLink(ctx: ServiceContext, tx: Executor, user: UserAccount, now: Date) {
  const last = await lastTokenPurpose(tx, user.id, ['activation', 'invitation']);
  const purpose = last === 'invitation' ? 'invitation' : 'activation';
  const token = await issueToken(tx, user.id, purpose, now);
  const link = appLink(ctx.config.appUrl, `/activate/${token}`);
  const mails = mailTemplates(user.language);
  await ctx.mail(tx)(
    user.email,
    purpose === 'invitation' ? mails.invitation(user.firstName, null, link) : mails.activation(user.firstName, link),
  );
}

/**
 * Sign-up. The account starts inactive and gets an activation link. The
 * answer is the same when the address is taken; its owner gets a mail instead.
 *
 * A sign-up for an address that is already signed up but not activated drops
 * the stored password: whoever activates from the mailbox chooses it then, so
 * a stranger who signed up first with someone else's address never keeps a
 * password to it.
 */
export async function register(ctx: ServiceContext, body: RegisterBody & { email: string }, client: ClientInfo) {
  const now = ctx.clock.now();
  await takeAttempt(ctx.db, [limits.signUp(client.ip)], now);
  await assertStrongPassword(body.password, [body.first_name, body.last_name, body.email]);
  // Hash before looking the address up, so both answers take as long.
  const passwordHash = await hashPassword(body.password);

  await inTransaction(ctx.pool, async (tx) => {
    const send = ctx.mail(tx);
    const existing = await findUserByEmail(tx, body.email);
    if (existing?.status === 'inactive') {
      if (existing.passwordHash) {
        await setUserPassword(tx, existing.id, { passwordHash: null }, now);
      }
      await sendActivationLink(ctx, tx, existing, now);
      return;
    }
    if (existing) {
      await send(
        existing.email,
        mailTemplates(existing.language).alreadyRegistered(
          existing.firstName,
          appLink(ctx.config.appUrl, '/login'),
          appLink(ctx.config.appUrl, '/forgot-password'),
        ),
      );
      return;
    }
    const user = await createInactiveUser(tx, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      passwordHash,
      language: client.language,
      role: 'trainee',
    });
    const token = await issueToken(tx, user.id, 'activation', now);
    await send(
      user.email,
      mailTemplates(user.language).activation(user.firstName, appLink(ctx.config.appUrl, `/activate/${token}`)),
    );
    await recordAudit(tx, { action: 'user.registered', userId: user.id, ...client, at: now });
  });
}

/** What a link in a mail is for, so the page can ask for a password when needed. */
export async function tokenStatus(ctx: ServiceContext, token: string): Promise<TokenStatus> {
  const row = await findLiveToken(
    ctx.db,
    token,
    ['activation', 'invitation', 'password_reset', 'email_change'],
    ctx.clock.now(),
  );
  const user = await findUserAccount(ctx.db, row.userId);
  if (!user) throw new AppError('not_found', 'error.token_invalid');
  const purpose = row.purpose as TokenStatus['purpose'];
  return {
    purpose,
    email: purpose === 'email_change' ? (row.data?.email ?? user.email) : user.email,
    needs_password:
      purpose === 'invitation' || purpose === 'password_reset' || (purpose === 'activation' && !user.passwordHash),
  };
}

/**
 * Activate a sign-up or accept an invitation, and sign the user in. A new
 * password is required where the account has none (invitations, repeated
 * sign-ups). Any other session of the account ends.
 */
export async function activate(ctx: ServiceContext, body: ActivateBody, client: ClientInfo): Promise<SignIn> {
  const now = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const row = await findLiveToken(tx, body.token, ['activation', 'invitation'], now, { lock: true });
    const user = await findUserAccount(tx, row.userId);
    if (!user) throw new AppError('not_found', 'error.token_invalid');
    let passwordHash: string | undefined;
    if (row.purpose === 'invitation' || !user.passwordHash) {
      if (!body.password) throw validation({ password: ['validation.required'] });
      await assertStrongPassword(body.password, [user.firstName, user.lastName, user.email]);
      passwordHash = await hashPassword(body.password);
    }
    await activateUser(tx, user.id, passwordHash, now);
    await useToken(tx, row.id, now);
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, {
      action: 'user.activated',
      userId: user.id,
      ...client,
      details: { via: row.purpose },
      at: now,
    });
    return signInVerified(ctx, tx, user.id, client, row.purpose);
  });
}

/** Mail-link requests, answered off the request path (see requestMailLink). */
export const MAIL_LINK_JOB = 'mail-link';
export interface MailLinkJob {
  kind: 'activation' | 'password_reset';
  email: string;
}

/**
 * Ask for a recovery or activation link. The request only counts the attempt
 * and queues a job, the same work for every address, so neither the answer
 * nor its timing tells whether the address has an account.
 */
export async function requestMailLink(
  ctx: ServiceContext,
  kind: MailLinkJob['kind'],
  email: string,
  client: ClientInfo,
) {
  await takeAttempt(
    ctx.db,
    [limits.mailLink(email, client.ip), limits.mailLinkFromAddress(client.ip)],
    ctx.clock.now(),
  );
  // A domain that signs in through its provider only has no password to recover.
  if (kind === 'password_reset') await assertPasswordAllowed(ctx, email);
  await ctx.jobs.enqueue<MailLinkJob>(MAIL_LINK_JOB, { kind, email });
}

/**
 * The queued half of a link request: a reset link for an active account, a
 * new activation or invitation link for one not active yet; nothing otherwise.
 */
export async function sendMailLink(ctx: ServiceContext, job: MailLinkJob) {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const user = await findUserByEmail(tx, job.email);
    if (job.kind === 'activation' && user?.status === 'inactive') {
      await sendActivationLink(ctx, tx, user, now);
    }
    if (job.kind === 'password_reset' && user?.status === 'active') {
      const token = await issueToken(tx, user.id, 'password_reset', now);
      await ctx.mail(tx)(
        user.email,
        mailTemplates(user.language).passwordReset(
          user.firstName,
          appLink(ctx.config.appUrl, `/reset-password/${token}`),
        ),
      );
    }
  });
}

/**
 * Set a new password from a reset link: every session of the user ends, then
 * the user is signed in (or asked for the second factor: a reset never turns 2FA off).
 */
export async function resetPassword(ctx: ServiceContext, body: PasswordResetBody, client: ClientInfo): Promise<SignIn> {
  const now = ctx.clock.now();
  await takeAttempt(ctx.db, [limits.passwordReset(client.ip)], now);
  return inTransaction(ctx.pool, async (tx) => {
    const row = await findLiveToken(tx, body.token, ['password_reset'], now, { lock: true });
    const user = await findUserAccount(tx, row.userId);
    if (!user) throw new AppError('not_found', 'error.token_invalid');
    await assertPasswordAllowed(ctx, user.email, tx);
    await assertStrongPassword(body.password, [user.firstName, user.lastName, user.email]);
    await setUserPassword(
      tx,
      user.id,
      { passwordHash: await hashPassword(body.password), mustChangePassword: false },
      now,
    );
    await useToken(tx, row.id, now);
    await deleteUserSessions(tx, user.id);
    // Proof of the mailbox ends any sign-in back-off on the account.
    await clearThrottle(tx, limits.signInToAccount(user.email.toLowerCase()).key);
    await recordAudit(tx, { action: 'password.reset', userId: user.id, ...client, at: now });
    await ctx.mail(tx)(user.email, mailTemplates(user.language).passwordChanged(user.firstName));
    return signInVerified(ctx, tx, user.id, client, 'password_reset');
  });
}

/** A signed-in user changes their password: current one required; every other session ends. */
export async function changePassword(
  ctx: ServiceContext,
  user: AuthUser,
  sessionId: string | null,
  body: ChangePasswordBody,
  client: ClientInfo,
) {
  const now = ctx.clock.now();
  const limit = limits.passwordCheck(user.id);
  await takeAttempt(ctx.db, [limit], now);
  const hash = await passwordHashOf(ctx.db, user.id);
  if (!(await verifyPassword(hash, body.current_password))) {
    throw validation({ current_password: ['validation.current_password'] });
  }
  await clearThrottle(ctx.db, limit.key);
  await assertStrongPassword(body.password, [user.firstName, user.lastName, user.email]);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(ctx.pool, async (tx) => {
    await setUserPassword(tx, user.id, { passwordHash, mustChangePassword: false }, now);
    await deleteUserSessions(tx, user.id, sessionId);
    await recordAudit(tx, { action: 'password.changed', userId: user.id, ...client, at: now });
    await ctx.mail(tx)(user.email, mailTemplates(user.language).passwordChanged(user.firstName));
  });
}
