import type {
  LicenseManagerHandoverBody,
  ManagerMemberRole,
  managerInviteBody,
  managerMemberUpdateBody,
  OrganizationValues,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, forbidden, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { INVITATIONS_PER_DAY, limits } from '../../lib/limits.js';
import { takeQuota } from '../../lib/throttle.js';
import { appLink, fullName } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { inviteUserIn, mapUserUniqueViolation } from '../admin-users/index.js';
import { recordAudit } from '../audit/index.js';
import { issueToken } from '../auth/index.js';
import {
  assignLicenseManager,
  findOrganization,
  findPerson,
  invitationLimitOf,
  licenseManagerRoleHolders,
  lockOrganization,
  setMemberRole,
  updateOrganization,
} from '../organizations/index.js';
import { deactivateUser, findUser, lockUser, type UserRow, updateMemberNames } from '../users/index.js';
import type { ManagerScope } from './queries.js';

const notOwner = () => new AppError('forbidden', 'error.not_owner');
const notEditable = () => new AppError('forbidden', 'error.member_not_editable');

/** Roles a license manager may see changed on this screen: a member who holds anything else is not theirs to edit. */
const EDITABLE_ROLES: readonly string[] = ['trainee', 'trainer', 'user'];

/**
 * A user by id in the scope's organization: 404 when there is no such user,
 * 403 'The resource must belong to the authenticated user.' when they belong
 * to another organization (or none).
 */
export async function memberInScope(db: Executor, scope: ManagerScope, userId: string): Promise<UserRow> {
  const row = await findUser(db, userId);
  if (!row) throw notFound();
  if (row.organizationId !== scope.organizationId) throw notOwner();
  return row;
}

/**
 * The member a write acts on, its row locked: in scope (404/403 as above) and
 * a trainee or trainer (403 otherwise: the license manager themself, an admin
 * placed in the organization).
 */
async function editableMember(tx: Executor, scope: ManagerScope, userId: string): Promise<UserRow> {
  if (!(await lockUser(tx, userId))) throw notFound();
  const row = await memberInScope(tx, scope, userId);
  if (row.roles.length === 0 || row.roles.some((role) => !EDITABLE_ROLES.includes(role))) throw notEditable();
  return row;
}

/** `PUT /api/manager/organization`: the admin's rules and audit (`organization.updated`), on the own organization. */
export async function updateOwnOrganization(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  values: OrganizationValues,
  client: ClientInfo,
): Promise<void> {
  await updateOrganization(ctx, actor, scope.organizationId, values, client);
}

/**
 * Count `amount` invitations against the organization's day (`limits.invitations`: 500, or what an
 * admin set for it) in the caller's transaction, which also writes the invitations: a refusal
 * (429 saying how many remain today, Retry-After until midnight UTC) rolls the count back, and of
 * a burst of parallel calls each waits for the counter row of those before it.
 */
export async function takeInvitations(tx: Executor, organizationId: string, amount: number, now: Date): Promise<void> {
  const max = (await invitationLimitOf(tx, organizationId)) ?? INVITATIONS_PER_DAY;
  const quota = await takeQuota(tx, limits.invitations(organizationId, max, now), amount, now);
  if (quota.fits) return;
  const seconds = Math.max(1, Math.ceil((quota.resetAt.getTime() - now.getTime()) / 1000));
  throw new AppError(
    'throttled',
    'error.invitation_limit',
    { limit: max, remaining: quota.remaining, needed: amount },
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/**
 * `POST /api/manager/members`: the users module's invitation (its mail, its
 * `user.invited` audit, one account per address even under a burst: the
 * unique email index answers the others 422 on `email`), with the
 * organization from the scope. The body's role is trainee or trainer
 * (contract). Counts one against the organization's invitations of the day.
 */
export async function inviteMember(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  body: z.output<typeof managerInviteBody>,
  client: ClientInfo,
): Promise<string> {
  const now = ctx.clock.now();
  return mapUserUniqueViolation(() =>
    inTransaction(ctx.pool, async (tx) => {
      await takeInvitations(tx, scope.organizationId, 1, now);
      return inviteUserIn(
        ctx,
        tx,
        actor,
        {
          email: body.email,
          first_name: body.first_name,
          last_name: body.last_name,
          role: body.role,
          organization_id: scope.organizationId,
        },
        client,
        now,
      );
    }),
  );
}

const memberRoleOf = (row: UserRow) => row.roles.find((role) => EDITABLE_ROLES.includes(role)) ?? null;

/** `PUT /api/manager/members/{userId}`: names and role (trainee or trainer); `user.updated` with what changed. */
export async function updateMember(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  userId: string,
  body: z.output<typeof managerMemberUpdateBody>,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const row = await editableMember(tx, scope, userId);
    const before = { first_name: row.firstName, last_name: row.lastName, role: memberRoleOf(row) };
    const after = { first_name: body.first_name, last_name: body.last_name, role: body.role as ManagerMemberRole };
    const changes = diffChanges(before, after);
    if (Object.keys(changes).length === 0) return;
    if (changes.first_name || changes.last_name) {
      await updateMemberNames(tx, scope, userId, { firstName: body.first_name, lastName: body.last_name }, now);
    }
    if (changes.role) await setMemberRole(tx, userId, after.role);
    await recordAudit(tx, {
      action: 'user.updated',
      userId,
      actorId: actor.id,
      ...client,
      details: { changes },
      at: now,
    });
  });
}

/**
 * `DELETE /api/manager/members/{userId}`: the account is deactivated, not
 * deleted. Its sessions end and its unused links stop working; sign-in,
 * sign-up and the mailed links treat it as not there. Again on a deactivated
 * member: nothing changes.
 */
export async function deactivateMember(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  userId: string,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const row = await editableMember(tx, scope, userId);
    if (row.status === 'deactivated') return;
    // Its sessions end and its links stop working: each module's hook (`modules/users/lifecycle.ts`).
    await deactivateUser(ctx, tx, scope, { userId, actor, client, at: now });
    await recordAudit(tx, {
      action: 'user.deactivated',
      userId,
      actorId: actor.id,
      ...client,
      details: { changes: { status: { from: row.status, to: 'deactivated' } } },
      at: now,
    });
  });
}

/**
 * `POST /api/manager/members/{userId}/invitation`: a fresh invitation link
 * (the older one stops working) for a member who has not activated yet; 409
 * for one who has, or who is deactivated. Counts one against the day's invitations.
 */
export async function resendInvitation(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  userId: string,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const row = await editableMember(tx, scope, userId);
    if (row.status === 'active') throw new AppError('conflict', 'error.already_activated');
    if (row.status === 'deactivated') throw new AppError('conflict', 'error.member_deactivated');
    const person = await findPerson(tx, userId);
    if (!person) throw notFound();
    await takeInvitations(tx, scope.organizationId, 1, now);
    const token = await issueToken(tx, userId, 'invitation', now);
    await ctx.mail(tx)(
      person.email,
      mailTemplates(person.language).invitation(
        person.firstName,
        {
          inviter: fullName(actor),
          organization: (await findOrganization(tx, scope, scope.organizationId))?.name ?? null,
        },
        appLink(ctx.config.appUrl, `/activate/${token}`),
      ),
    );
    await recordAudit(tx, { action: 'user.invitation_resent', userId, actorId: actor.id, ...client, at: now });
  });
}

/**
 * `POST /api/manager/license-manager`: the license manager hands the role to
 * an active member of the organization (the organizations module's
 * replacement rule: the old manager becomes a trainee and keeps the account;
 * both get a mail). The organization row is locked first, and the caller must
 * still hold the role then: of handovers raced against each other the first
 * wins and the others answer 403, as the section would to the old manager's
 * next request. A super-admin (section without the role) may hand it over too.
 */
export async function handOverLicenseManager(
  ctx: ServiceContext,
  actor: AuthUser,
  scope: ManagerScope,
  body: LicenseManagerHandoverBody,
  client: ClientInfo,
): Promise<{ userId: string; previousId: string | null }> {
  const now = ctx.clock.now();
  const organizationId = scope.organizationId;
  const userId = body.user_id;
  return inTransaction(ctx.pool, async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw notFound();
    if (!actor.roles.includes('super-admin')) {
      const holders = await licenseManagerRoleHolders(tx, organizationId);
      if (!holders.includes(actor.id)) throw forbidden('manager', 'manager');
    }
    const target = await findPerson(tx, userId);
    // Unknown or elsewhere: the same answer, so the form tells nothing about other organizations.
    if (target?.organizationId !== organizationId) throw validation({ user_id: ['validation.not_member'] });
    if (target.status === 'deactivated') throw validation({ user_id: ['error.member_deactivated'] });
    if (target.status !== 'active') throw validation({ user_id: ['validation.member_not_active'] });
    const { previousId } = await assignLicenseManager(
      tx,
      { organizationId, userId, replace: true, field: 'user_id' },
      now,
    );

    const send = ctx.mail(tx);
    await send(
      target.email,
      mailTemplates(target.language).licenseManagerAssigned(
        target.firstName,
        organization.name,
        appLink(ctx.config.appUrl, '/login'),
      ),
    );
    const previous = previousId ? await findPerson(tx, previousId) : null;
    if (previous) {
      await send(
        previous.email,
        mailTemplates(previous.language).licenseManagerReplaced(
          previous.firstName,
          fullName(target),
          organization.name,
        ),
      );
      await recordAudit(tx, {
        action: 'organization.license_manager_removed',
        userId: previous.id,
        actorId: actor.id,
        ...client,
        details: { id: organizationId, changes: { license_manager_id: { from: previous.id, to: userId } } },
        at: now,
      });
    }
    await recordAudit(tx, {
      action: 'organization.license_manager_assigned',
      userId,
      actorId: actor.id,
      ...client,
      details: { id: organizationId, changes: { license_manager_id: { from: previousId, to: userId } } },
      at: now,
    });
    return { userId, previousId };
  });
}
