import {
  type AccessSubject,
  type InviteUserBody,
  lackedFor,
  ORGANIZATION_ROLES,
  type UpdateUserBody,
  type updateUserBody,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, forbidden, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { assertStrongPassword } from '../../lib/password-strength.js';
import { hashPassword } from '../../lib/passwords.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import { appLink, fullName } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit, recordAudits } from '../audit/index.js';
import { clearSecondFactor, deleteUserSessions, issueTokens } from '../auth/index.js';
import {
  assignLicenseManager,
  findOrganization,
  organizationExists,
  releaseLicenseManager,
} from '../organizations/index.js';
import {
  clearUserTwoFactor,
  createInactiveUsers,
  deleteUser as deleteUserIn,
  findUser,
  lockSuperAdmins,
  lockUser,
  permissionsOfRoles,
  replaceAccess,
  setUserPassword,
  takenEmails,
  type UserRow,
  updateUserDetails,
  userMoved,
} from '../users/index.js';

const isOrganizationRole = (role: string) => (ORGANIZATION_ROLES as readonly string[]).includes(role);
const isSuperAdmin = (subject: { roles: readonly string[] }) => subject.roles.includes('super-admin');
const superAdminOnly = () => new AppError('forbidden', 'error.super_admin_only');
const licenseManagerTaken = () =>
  new AppError('validation', 'error.license_manager_exists', {}, { role: ['error.license_manager_exists'] });

/** Roles and effective permissions: the direct ones and those the roles carry. */
async function accessOf(db: Executor, roles: readonly string[], direct: readonly string[]): Promise<AccessSubject> {
  const throughRoles = await permissionsOfRoles(db, roles);
  return { roles, permissions: [...new Set([...direct, ...throughRoles])] };
}

/**
 * The one rule for acting on another account (`lackedFor`, docs/security.md): the actor
 * may act only on access they hold themselves. A super-admin target (or role) needs a
 * super-admin; any other permission answers 403 naming it as the required level.
 */
function assertHolds(actor: AuthUser, access: AccessSubject) {
  const lacked = lackedFor(actor, access);
  if (lacked === 'super-admin') throw superAdminOnly();
  if (lacked) throw forbidden('users', lacked);
}

/**
 * The user an admin acts on, checked against the actor (404 unknown, 403 stronger than
 * the actor). Inside a transaction pass `lock`: the row stays locked until it ends, so a
 * parallel change of the target's access waits and cannot slip in between check and write.
 */
async function targetOf(db: Executor, actor: AuthUser, id: string, { lock = false } = {}): Promise<UserRow> {
  if (lock && !(await lockUser(db, id))) throw notFound();
  const row = await findUser(db, id);
  if (!row) throw notFound();
  assertHolds(actor, await accessOf(db, row.roles, row.permissions));
  return row;
}

/** Organization roles need an organization, and it must exist. */
async function assertPlacement(
  tx: Parameters<typeof organizationExists>[0],
  role: string,
  organizationId: string | null,
) {
  if (isOrganizationRole(role) && !organizationId) {
    throw validation({ organization_id: ['validation.organization_required'] });
  }
  if (organizationId && !(await organizationExists(tx, organizationId))) {
    throw validation({ organization_id: ['error.not_found'] });
  }
}

/** PostgreSQL's unique violation on one of the users' unique indexes, as a 422 on its field. */
function uniqueViolation(error: unknown): AppError | null {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'users_email_unique') return validation({ email: ['validation.email_taken'] });
  if (constraint === 'users_user_name_unique') return validation({ user_name: ['validation.user_name_taken'] });
  if (constraint?.startsWith('organization_license_managers_')) return licenseManagerTaken();
  return null;
}

export async function mapUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * Create a user by email and send an invitation to choose a password. Members
 * of an organization need one; an organization has one license manager at most.
 */
export async function inviteUser(
  ctx: ServiceContext,
  actor: AuthUser,
  body: InviteUserBody & { email: string },
  client: ClientInfo,
) {
  const now = ctx.clock.now();
  return mapUnique(() => inTransaction(ctx.pool, (tx) => inviteUserIn(ctx, tx, actor, body, client, now)));
}

/**
 * One invitation in the caller's transaction, as `inviteUsersIn`. Run it inside
 * `mapUserUniqueViolation`, so a racing invitation of the same address answers 422 on `email`.
 */
export async function inviteUserIn(
  ctx: ServiceContext,
  tx: Executor,
  actor: AuthUser,
  body: InviteUserBody & { email: string },
  client: ClientInfo,
  now: Date,
): Promise<string> {
  const [id] = await inviteUsersIn(ctx, tx, actor, [body], client, now);
  if (!id) throw new Error('invitation returned nothing');
  return id;
}

/**
 * Invitations in the caller's transaction (the manager's bulk import sends 250 at a time): the
 * checks once per role and organization, then the inactive accounts, their links, their mails
 * through the outbox and `user.invited`, each a statement for all of them. Answers the new users'
 * ids in the order given. Run it inside `mapUserUniqueViolation`, so a racing invitation of the
 * same address answers 422 on `email`.
 */
export async function inviteUsersIn(
  ctx: ServiceContext,
  tx: Executor,
  actor: AuthUser,
  bodies: ReadonlyArray<InviteUserBody & { email: string }>,
  client: ClientInfo,
  now: Date,
): Promise<string[]> {
  const placements = new Map(bodies.map((body) => [`${body.role}\n${body.organization_id ?? ''}`, body]));
  for (const { role, organization_id } of placements.values()) {
    // A role that carries permissions gives them: the inviter must hold them.
    assertHolds(actor, await accessOf(tx, [role], []));
    await assertPlacement(tx, role, organization_id ?? null);
  }
  if (
    (
      await takenEmails(
        tx,
        bodies.map((body) => body.email),
      )
    ).size > 0
  ) {
    throw validation({ email: ['validation.email_taken'] });
  }
  const created = await createInactiveUsers(
    tx,
    bodies.map((body) => ({
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      organizationId: body.organization_id ?? null,
      // The invitee's language is unknown; the inviter's is the best guess.
      language: actor.language,
      role: body.role,
    })),
  );
  for (const [i, user] of created.entries()) {
    // One license manager per organization: the organizations module keeps that rule.
    if (bodies[i]?.role === 'license-manager' && user.organizationId) {
      await assignLicenseManager(
        tx,
        { organizationId: user.organizationId, userId: user.id, replace: false, field: 'role' },
        now,
      );
    }
  }
  const tokens = await issueTokens(
    tx,
    created.map((user) => ({ userId: user.id })),
    'invitation',
    now,
  );
  const organizationNames = new Map<string, string | null>();
  for (const id of new Set(created.map((user) => user.organizationId))) {
    if (id) organizationNames.set(id, (await findOrganization(tx, { all: true }, id))?.name ?? null);
  }
  await ctx.mails(tx)(
    created.map((user, i) => ({
      to: user.email,
      content: mailTemplates(user.language).invitation(
        user.firstName,
        { inviter: fullName(actor), organization: organizationNames.get(user.organizationId ?? '') ?? null },
        appLink(ctx.config.appUrl, `/activate/${tokens[i]}`),
      ),
    })),
  );
  await recordAudits(
    tx,
    created.map((user, i) => ({
      action: 'user.invited',
      userId: user.id,
      actorId: actor.id,
      ...client,
      details: { role: bodies[i]?.role, organization_id: user.organizationId },
      at: now,
    })),
  );
  return created.map((user) => user.id);
}

type EditableFields = Record<keyof UpdateUserBody, unknown>;

/** The editable fields of a user as the API names them, to compare before and after. */
function editableOf(row: UserRow): EditableFields {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    user_name: row.userName,
    role: row.roles[0] ?? null,
    organization_id: row.organizationId,
    permissions: row.permissions,
  };
}

/**
 * An admin edits a user. The admin must hold everything the user holds before
 * and after the change (so only a super-admin edits a super-admin or gives the
 * role, and every permission added or removed is one the admin holds); the
 * last super-admin keeps it; nobody changes their own role or permissions (no
 * self-promotion). Recorded with the fields that changed.
 */
export async function updateUser(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  body: z.output<typeof updateUserBody>,
  client: ClientInfo,
) {
  const now = ctx.clock.now();
  const organizationId = body.organization_id ?? null;
  return mapUnique(() =>
    inTransaction(ctx.pool, async (tx) => {
      const current = await targetOf(tx, actor, id, { lock: true });
      const before = editableOf(current);
      const after: EditableFields = {
        email: body.email,
        first_name: body.first_name,
        last_name: body.last_name,
        user_name: body.user_name,
        role: body.role,
        organization_id: organizationId,
        permissions: [...new Set(body.permissions)].sort(),
      };
      const accessChanged =
        JSON.stringify(before.role) !== JSON.stringify(after.role) ||
        JSON.stringify(before.permissions) !== JSON.stringify(after.permissions);

      if (accessChanged && actor.id === id) throw new AppError('forbidden', 'error.own_access');
      if (accessChanged) assertHolds(actor, await accessOf(tx, [body.role], after.permissions as string[]));
      if (isSuperAdmin(current) && body.role !== 'super-admin') {
        const superAdmins = await lockSuperAdmins(tx);
        if (superAdmins.filter((userId) => userId !== id).length === 0) {
          throw new AppError('validation', 'error.last_super_admin', {}, { role: ['error.last_super_admin'] });
        }
      }
      await assertPlacement(tx, body.role, organizationId);

      await updateUserDetails(
        tx,
        id,
        {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          userName: body.user_name,
          organizationId,
        },
        now,
      );
      // A user who moves to another organization: each module follows (seats are detached, docs/decisions/0009).
      if (before.organization_id !== organizationId) {
        const from = before.organization_id as string | null;
        await userMoved(ctx, tx, { userId: id, actor, client, at: now, from, to: organizationId });
      }
      const wasManager = before.role === 'license-manager';
      const staysManager = wasManager && body.role === 'license-manager' && before.organization_id === organizationId;
      if (wasManager && !staysManager) await releaseLicenseManager(tx, id);
      if (accessChanged) await replaceAccess(tx, id, [body.role], after.permissions as string[]);
      if (body.role === 'license-manager' && organizationId && !staysManager) {
        await assignLicenseManager(tx, { organizationId, userId: id, replace: false, field: 'role' }, now);
      }
      const changes = diffChanges(before, after);
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          action: 'user.updated',
          userId: id,
          actorId: actor.id,
          ...client,
          details: { changes },
          at: now,
        });
      }
    }),
  );
}

/**
 * Delete a user. Refused for yourself, for a user holding what the actor lacks
 * (a super-admin is deleted only by a super-admin) and for the last
 * super-admin. The audit trail keeps who it was.
 */
export async function deleteUser(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    if (actor.id === id) throw new AppError('validation', 'error.delete_self');
    const row = await targetOf(tx, actor, id, { lock: true });
    const superAdmins = await lockSuperAdmins(tx);
    if (superAdmins.includes(id) && superAdmins.length === 1) {
      throw new AppError('validation', 'error.last_super_admin');
    }
    // Each module that holds something of the user may refuse (seats, billing, hardware: 409).
    await deleteUserIn(ctx, tx, id);
    // Not linked by id (the row is gone): the details keep who it was.
    await recordAudit(tx, {
      action: 'user.deleted',
      actorId: actor.id,
      ...client,
      details: { id, email: row.email, name: fullName(row) },
      at: now,
    });
  });
}

/**
 * An admin sets a user's password: the user's sessions end and the next
 * sign-in leads to /change-password before anything else. Only for a user who
 * holds nothing the admin lacks: otherwise an admin with 'manage user' could
 * sign in as an account with more. Checked before the slow hash and again on
 * the locked row, in the transaction that writes.
 */
export async function setPasswordByAdmin(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  password: string,
  client: ClientInfo,
) {
  const user = await targetOf(ctx.db, actor, id);
  await assertStrongPassword(password, [user.firstName, user.lastName, user.email]);
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx.pool, async (tx) => {
    await targetOf(tx, actor, id, { lock: true });
    await setUserPassword(tx, id, { passwordHash, mustChangePassword: true }, now);
    await deleteUserSessions(tx, id);
    await recordAudit(tx, { action: 'password.set_by_admin', userId: id, actorId: actor.id, ...client, at: now });
  });
}

/**
 * An admin resets a user's 2FA (lost phone); the user may enrol again from the
 * profile. Only for a user who holds nothing the admin lacks.
 */
export async function resetTwoFactorByAdmin(ctx: ServiceContext, actor: AuthUser, id: string, client: ClientInfo) {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    await targetOf(tx, actor, id, { lock: true });
    await clearUserTwoFactor(tx, id, now);
    await clearSecondFactor(tx, id);
    await recordAudit(tx, { action: 'two_factor.reset', userId: id, actorId: actor.id, ...client, at: now });
  });
}
