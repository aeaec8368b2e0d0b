import type { InviteUserBody } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations, userRoles, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, forbidden, notFound, validation } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { hashPassword } from '../../lib/passwords.js';
import { mailTemplates } from '../../mail/templates.js';
import {
  appLink,
  assertStrongPassword,
  createInactiveUser,
  findUserByEmail,
  fullName,
  mailer,
} from '../accounts/service.js';
import { recordAudit } from '../audit/queries.js';
import { issueToken } from '../auth/link-tokens.js';
import { type AuthUser, deleteUserSessions } from '../auth/queries.js';
import { clearTwoFactor } from '../profile/service.js';

const ORGANIZATION_ROLES = new Set(['license-manager', 'trainer', 'trainee']);

/**
 * Create a user by email and send an invitation to choose a password. Members
 * of an organization need one; an organization has one license manager at most.
 */
export async function inviteUser(
  app: FastifyInstance,
  actor: AuthUser,
  body: InviteUserBody & { email: string },
  client: ClientInfo,
) {
  const now = app.clock.now();
  const organizationId = body.organization_id ?? null;
  if (ORGANIZATION_ROLES.has(body.role) && !organizationId) {
    throw validation({ organization_id: ['validation.organization_required'] });
  }
  return inTransaction(app.pool, async (tx, sqlExec) => {
    if (await findUserByEmail(tx, body.email)) throw validation({ email: ['validation.email_taken'] });
    if (organizationId) {
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      if (!org) throw validation({ organization_id: ['error.not_found'] });
      if (body.role === 'license-manager') {
        const [manager] = await tx
          .select({ id: users.id })
          .from(users)
          .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'license-manager')))
          .where(eq(users.organizationId, organizationId));
        if (manager)
          throw new AppError(
            'validation',
            'error.license_manager_exists',
            {},
            { role: ['error.license_manager_exists'] },
          );
      }
    }
    const user = await createInactiveUser(tx, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      organizationId,
      // The invitee's language is unknown; the inviter's is the best guess.
      language: actor.language,
      role: body.role,
    });
    const token = await issueToken(tx, user.id, 'invitation', now);
    await mailer(
      app,
      tx,
      sqlExec,
    )(
      user.email,
      mailTemplates(user.language).invitation(user.firstName, fullName(actor), appLink(app, `/activate/${token}`)),
    );
    await recordAudit(tx, {
      action: 'user.invited',
      userId: user.id,
      actorId: actor.id,
      ...client,
      details: { role: body.role },
      at: now,
    });
    return user.id;
  });
}

/**
 * The user an admin acts on. Only a super-admin may reset a super-admin's
 * password or second factor: otherwise an admin with 'manage user' could take
 * over the one account that holds every permission.
 */
async function targetOf(app: FastifyInstance, actor: AuthUser, id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  if (!actor.roles.includes('super-admin')) {
    const [superAdmin] = await app.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, id), eq(userRoles.role, 'super-admin')));
    if (superAdmin) throw forbidden('users', 'super-admin');
  }
  return row;
}

/**
 * An admin sets a user's password: the user's sessions end and the next
 * sign-in leads to /change-password before anything else.
 */
export async function setPasswordByAdmin(
  app: FastifyInstance,
  actor: AuthUser,
  id: string,
  password: string,
  client: ClientInfo,
) {
  const user = await targetOf(app, actor, id);
  await assertStrongPassword(password, [user.firstName, user.lastName, user.email]);
  const now = app.clock.now();
  const passwordHash = await hashPassword(password);
  await inTransaction(app.pool, async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: now }).where(eq(users.id, id));
    await deleteUserSessions(tx, id);
    await recordAudit(tx, { action: 'password.set_by_admin', userId: id, actorId: actor.id, ...client, at: now });
  });
}

/** An admin resets a user's 2FA (lost phone); the user may enrol again from the profile. */
export async function resetTwoFactorByAdmin(app: FastifyInstance, actor: AuthUser, id: string, client: ClientInfo) {
  await targetOf(app, actor, id);
  const now = app.clock.now();
  await inTransaction(app.pool, async (tx) => {
    await clearTwoFactor(tx, id, now);
    await recordAudit(tx, { action: 'two_factor.reset', userId: id, actorId: actor.id, ...client, at: now });
  });
}
