import type {
  ActivateBody,
  ChangePasswordBody,
  PasswordResetBody,
  RegisterBody,
  Role,
  TokenStatus,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';
import { inTransaction, type SqlExecutor } from '../../db/transaction.js';
import { AppError, validation } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { isGuessablePassword } from '../../lib/password-strength.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { assertNotThrottled, recordThrottleHit } from '../../lib/throttle.js';
import { queueMail } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import { recordAudit } from '../audit/queries.js';
import { findLiveToken, issueToken, useToken } from '../auth/link-tokens.js';
import { type AuthUser, deleteUserSessions } from '../auth/queries.js';
import { type SignIn, signInVerified } from '../auth/service.js';

const HOUR = 3_600_000;
/** Sign-ups per address per hour, and recovery/reset/resend requests per minute (like sign-in). */
const REGISTER_LIMIT = 10;
const RECOVER_LIMIT = 5;

/** Reject a password that is easy to guess even though it meets the composition rule. */
export async function assertStrongPassword(password: string, userInputs: string[], field = 'password') {
  if (await isGuessablePassword(password, userInputs)) throw validation({ [field]: ['validation.password_common'] });
}

export function appLink(app: FastifyInstance, path: string): string {
  return new URL(path, app.config.appUrl).toString();
}

async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** A new account that is not active yet (sign-up or invitation), with its one role. */
export async function createInactiveUser(
  tx: Executor,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash?: string | null;
    organizationId?: string | null;
    language: string;
    role: Role;
  },
) {
  const { role, ...columns } = values;
  const [user] = await tx
    .insert(users)
    .values({ ...columns, status: 'inactive' })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(userRoles).values({ userId: user.id, role });
  return user;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Mail helper bound to one transaction. */
function mailer(app: FastifyInstance, tx: Executor, sqlExec: SqlExecutor) {
  return (to: string, content: Parameters<typeof queueMail>[4]) => queueMail(tx, sqlExec, app.jobs, to, content);
}

/**
 * Sign-up. The account starts inactive and gets an activation link. The
 * answer is the same when the address is taken; its owner gets a mail instead.
 */
export async function register(app: FastifyInstance, body: RegisterBody & { email: string }, client: ClientInfo) {
  const now = app.clock.now();
  const floodKey = `register:${client.ip}`;
  await assertNotThrottled(app.db, floodKey, REGISTER_LIMIT, now);
  await recordThrottleHit(app.db, floodKey, now, HOUR);
  await assertStrongPassword(body.password, [body.first_name, body.last_name, body.email]);
  // Hash before looking the address up, so both answers take as long.
  const passwordHash = await hashPassword(body.password);

  await inTransaction(app.pool, async (tx, sqlExec) => {
    const send = mailer(app, tx, sqlExec);
    const existing = await findUserByEmail(tx, body.email);
    if (existing) {
      if (existing.status === 'inactive' && existing.passwordHash) {
        const token = await issueToken(tx, existing.id, 'activation', now);
        await send(
          existing.email,
          mailTemplates(existing.language).activation(existing.firstName, appLink(app, `/activate/${token}`)),
        );
      } else {
        await send(
          existing.email,
          mailTemplates(existing.language).alreadyRegistered(
            existing.firstName,
            appLink(app, '/login'),
            appLink(app, '/forgot-password'),
          ),
        );
      }
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
    await send(user.email, mailTemplates(user.language).activation(user.firstName, appLink(app, `/activate/${token}`)));
    await recordAudit(tx, { action: 'user.registered', userId: user.id, ...client, at: now });
  });
}

/** What a link in a mail is for, so the page can ask for a password when needed. */
export async function tokenStatus(app: FastifyInstance, token: string): Promise<TokenStatus> {
  const row = await findLiveToken(
    app.db,
    token,
    ['activation', 'invitation', 'password_reset', 'email_change'],
    app.clock.now(),
  );
  const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError('not_found', 'error.token_invalid');
  const purpose = row.purpose as TokenStatus['purpose'];
  return {
    purpose,
    email: purpose === 'email_change' ? (row.data?.email ?? user.email) : user.email,
    needs_password: purpose === 'invitation' || purpose === 'password_reset',
  };
}

/** Activate a sign-up (token only) or accept an invitation (token and a new password); signs the user in. */
export async function activate(app: FastifyInstance, body: ActivateBody, client: ClientInfo): Promise<SignIn> {
  const now = app.clock.now();
  return inTransaction(app.pool, async (tx) => {
    const row = await findLiveToken(tx, body.token, ['activation', 'invitation'], now, { lock: true });
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw new AppError('not_found', 'error.token_invalid');
    const changes: Partial<typeof users.$inferInsert> = { status: 'active', updatedAt: now };
    if (row.purpose === 'invitation') {
      if (!body.password) throw validation({ password: ['validation.required'] });
      await assertStrongPassword(body.password, [user.firstName, user.lastName, user.email]);
      changes.passwordHash = await hashPassword(body.password);
    }
    await tx.update(users).set(changes).where(eq(users.id, user.id));
    await useToken(tx, row.id, now);
    await recordAudit(tx, {
      action: 'user.activated',
      userId: user.id,
      ...client,
      details: { via: row.purpose },
      at: now,
    });
    return signInVerified(app, tx, user.id, client, row.purpose);
  });
}

/** A new activation or invitation link for an account that is not active yet; same answer for any address. */
export async function resendActivation(app: FastifyInstance, email: string, client: ClientInfo) {
  const now = app.clock.now();
  const key = `resend:${email}|${client.ip}`;
  await assertNotThrottled(app.db, key, RECOVER_LIMIT, now);
  await recordThrottleHit(app.db, key, now, 60_000);
  await inTransaction(app.pool, async (tx, sqlExec) => {
    const user = await findUserByEmail(tx, email);
    if (user?.status !== 'inactive') return;
    const send = mailer(app, tx, sqlExec);
    if (user.passwordHash) {
      const token = await issueToken(tx, user.id, 'activation', now);
      await send(
        user.email,
        mailTemplates(user.language).activation(user.firstName, appLink(app, `/activate/${token}`)),
      );
    } else {
      const token = await issueToken(tx, user.id, 'invitation', now);
      await send(
        user.email,
        mailTemplates(user.language).invitation(user.firstName, app.config.appUrl, appLink(app, `/activate/${token}`)),
      );
    }
  });
}

/** Password recovery: a reset link for an active account; the same answer for any address. Throttled like sign-in. */
export async function recoverPassword(app: FastifyInstance, email: string, client: ClientInfo) {
  const now = app.clock.now();
  const key = `recover:${email}|${client.ip}`;
  await assertNotThrottled(app.db, key, RECOVER_LIMIT, now);
  await recordThrottleHit(app.db, key, now, 60_000);
  await inTransaction(app.pool, async (tx, sqlExec) => {
    const user = await findUserByEmail(tx, email);
    if (user?.status !== 'active') return;
    const token = await issueToken(tx, user.id, 'password_reset', now);
    await mailer(
      app,
      tx,
      sqlExec,
    )(user.email, mailTemplates(user.language).passwordReset(user.firstName, appLink(app, `/reset-password/${token}`)));
  });
}

/**
 * Set a new password from a reset link: every session of the user ends, then
 * the user is signed in (or asked for the second factor: a reset never turns 2FA off).
 */
export async function resetPassword(
  app: FastifyInstance,
  body: PasswordResetBody,
  client: ClientInfo,
): Promise<SignIn> {
  const now = app.clock.now();
  const key = `reset:${client.ip}`;
  await assertNotThrottled(app.db, key, RECOVER_LIMIT, now);
  await recordThrottleHit(app.db, key, now, 60_000);
  return inTransaction(app.pool, async (tx, sqlExec) => {
    const row = await findLiveToken(tx, body.token, ['password_reset'], now, { lock: true });
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw new AppError('not_found', 'error.token_invalid');
    await assertStrongPassword(body.password, [user.firstName, user.lastName, user.email]);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), mustChangePassword: false, updatedAt: now })
      .where(eq(users.id, user.id));
    await useToken(tx, row.id, now);
    await deleteUserSessions(tx, user.id);
    await recordAudit(tx, { action: 'password.reset', userId: user.id, ...client, at: now });
    await mailer(app, tx, sqlExec)(user.email, mailTemplates(user.language).passwordChanged(user.firstName));
    return signInVerified(app, tx, user.id, client, 'password_reset');
  });
}

/** A signed-in user changes their password: current one required; every other session ends. */
export async function changePassword(
  app: FastifyInstance,
  user: AuthUser,
  sessionId: string | null,
  body: ChangePasswordBody,
  client: ClientInfo,
) {
  const now = app.clock.now();
  const key = `change-password:${user.id}`;
  await assertNotThrottled(app.db, key, RECOVER_LIMIT, now);
  const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.hash, body.current_password))) {
    await recordThrottleHit(app.db, key, now, 60_000);
    throw validation({ current_password: ['validation.current_password'] });
  }
  await assertStrongPassword(body.password, [user.firstName, user.lastName, user.email]);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(app.pool, async (tx, sqlExec) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, sessionId);
    await recordAudit(tx, { action: 'password.changed', userId: user.id, ...client, at: now });
    await mailer(app, tx, sqlExec)(user.email, mailTemplates(user.language).passwordChanged(user.firstName));
  });
}

export { findUserByEmail, fullName, mailer };
