import type { OrganizationValues } from '@portal/contracts';
import type { Executor } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { diffChanges } from '../../lib/changes.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { addressColumnsOf, presentAddress } from '../../lib/postal-address.js';
import { uniqueViolationOf } from '../../lib/unique-violation.js';
import { appLink, fullName } from '../../mail/outbox.js';
import { mailTemplates } from '../../mail/templates.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { issueToken } from '../auth/index.js';
import { createInactiveUser, findUserByEmail, organizationHasMembers } from '../users/index.js';
import { organizationDependents } from './dependents.js';
import {
  adminRolesOf,
  deleteLicenseManagerRow,
  deleteOrganizationRow,
  findLicenseManager,
  findPerson,
  insertOrganization,
  licenseManagerRoleHolders,
  lockOrganization,
  lockOrganizationForDelete,
  putLicenseManagerRow,
  setInvitationLimitRow,
  setMemberRole,
  updateOrganizationRow,
} from './queries.js';

type Organization = NonNullable<Awaited<ReturnType<typeof lockOrganization>>>;

/** The address as the audit log records it (API field names). */
const auditedFields = (o: Organization) => ({
  name: o.name,
  ...presentAddress(o),
});

export async function createOrganization(
  ctx: ServiceContext,
  actor: AuthUser,
  values: OrganizationValues,
  client: ClientInfo,
): Promise<string> {
  const now = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const row = await insertOrganization(tx, values, now);
    await recordAudit(tx, {
      action: 'organization.created',
      actorId: actor.id,
      ...client,
      details: { id: row.id, changes: diffChanges(null, auditedFields(row)) },
      at: now,
    });
    return row.id;
  });
}

type OrganizationRecord = NonNullable<Awaited<ReturnType<typeof lockOrganization>>>;

/**
 * One change to an organization row: lock it (404 when gone), compare the audited fields before
 * and after, and when any changed write them and record `organization.updated` with the changes.
 */
async function changeOrganization(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  client: ClientInfo,
  audited: (row: OrganizationRecord) => Record<string, unknown>,
  after: Record<string, unknown>,
  write: (tx: Executor, now: Date) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const before = await lockOrganization(tx, id);
    if (!before) throw notFound();
    const changes = diffChanges(audited(before), after);
    if (Object.keys(changes).length === 0) return;
    await write(tx, now);
    await recordAudit(tx, {
      action: 'organization.updated',
      actorId: actor.id,
      ...client,
      details: { id, changes },
      at: now,
    });
  });
}

export async function updateOrganization(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  values: OrganizationValues,
  client: ClientInfo,
): Promise<void> {
  const after = { name: values.name, ...presentAddress(addressColumnsOf(values)) };
  await changeOrganization(ctx, actor, id, client, auditedFields, after, (tx, now) =>
    updateOrganizationRow(tx, id, values, now),
  );
}

/**
 * `PUT /api/admin/organizations/{id}/invitation-limit` ('manage organization'): the invitations
 * its managers may send per day, or null for the default; `organization.updated` with the change.
 */
export async function setInvitationLimit(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  limit: number | null,
  client: ClientInfo,
): Promise<void> {
  const audited = (row: OrganizationRecord) => ({ invitation_limit: row.invitationLimit });
  await changeOrganization(ctx, actor, id, client, audited, { invitation_limit: limit }, (tx, now) =>
    setInvitationLimitRow(tx, id, limit, now),
  );
}

const licenseManagerTaken = (field: string) =>
  new AppError('validation', 'error.license_manager_exists', {}, { [field]: ['error.license_manager_exists'] });

/**
 * The one-license-manager rule, for every path that makes someone a license
 * manager (this module's invitation, the users module's invite and edit).
 * Run it in the caller's transaction, after the user row exists:
 *
 * - locks the organization row, so concurrent assignments run one after the
 *   other (the primary key of organization_license_managers is what makes a
 *   second manager impossible; the lock makes the later one a replacement
 *   instead of a unique violation);
 * - the user must be a member of the organization (422 `not_member`);
 * - `replace: false`: 422 'There is already assigned License manager for given
 *   organization.' when someone else holds the role (on `field`);
 *   `replace: true`: the current manager becomes a trainee of the organization
 *   and keeps the account;
 * - the user gets the role 'license-manager' in place of their member role.
 *
 * Answers the replaced manager's id (null when there was none). Mails and
 * audit rows are the caller's.
 */
export async function assignLicenseManager(
  tx: Executor,
  {
    organizationId,
    userId,
    replace,
    field = 'email',
  }: { organizationId: string; userId: string; replace: boolean; field?: string },
  now: Date,
): Promise<{ previousId: string | null }> {
  const organization = await lockOrganization(tx, organizationId);
  if (!organization) throw notFound();
  const member = await findPerson(tx, userId);
  if (member?.organizationId !== organizationId || (await adminRolesOf(tx, userId)).length > 0) {
    throw validation({ [field]: ['validation.not_member'] });
  }
  if (member.status === 'deactivated') throw validation({ [field]: ['error.member_deactivated'] });
  const current = await findLicenseManager(tx, organizationId);
  if (current?.id === userId) {
    throw new AppError(
      'validation',
      'error.license_manager_exists',
      {},
      { [field]: ['validation.already_license_manager'] },
    );
  }
  // Anyone else holding the role in the organization (the row's manager, or a role given another way) gives it up.
  const holders = (await licenseManagerRoleHolders(tx, organizationId)).filter((id) => id !== userId);
  const previousId = current?.id ?? holders[0] ?? null;
  if (previousId && !replace) throw licenseManagerTaken(field);
  for (const id of new Set([...(current ? [current.id] : []), ...holders])) await setMemberRole(tx, id, 'trainee');
  await setMemberRole(tx, userId, 'license-manager');
  try {
    await putLicenseManagerRow(tx, organizationId, userId, now);
  } catch (error) {
    // Only without the lock above (a writer that skipped it): the key refused a second manager.
    if (uniqueViolationOf(error) !== null) throw licenseManagerTaken(field);
    throw error;
  }
  return { previousId };
}

/**
 * A user stops being a license manager (the users module calls it when an
 * admin changes the user's role away from license-manager, moves the user to
 * another organization, or before deleting): the row goes; the caller sets
 * the user's roles. Answers the organization they managed, or null.
 */
export async function releaseLicenseManager(tx: Executor, userId: string): Promise<string | null> {
  const row = await deleteLicenseManagerRow(tx, { userId });
  return row?.organizationId ?? null;
}

export interface LicenseManagerInvitation {
  userId: string;
  invited: boolean;
  previousId: string | null;
}

/**
 * `POST /api/admin/organizations/{id}/license-manager`: a member (by email)
 * or a new person becomes the license manager, replacing the current one.
 * The new person gets an invitation to choose a password; an existing member
 * a notice (or, when not activated yet, a fresh invitation); the replaced
 * manager a notice that they keep the account as a trainee.
 */
export async function inviteLicenseManager(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  body: { email: string; first_name: string | null; last_name: string | null },
  client: ClientInfo,
): Promise<LicenseManagerInvitation> {
  const now = ctx.clock.now();
  try {
    return await inTransaction(ctx.pool, async (tx) => {
      const send = ctx.mail(tx);
      // Lock first: of two invitations for the same new address, the second sees the first's user.
      const organization = await lockOrganization(tx, organizationId);
      if (!organization) throw notFound();
      let user = await findUserByEmail(tx, body.email);
      const invited = !user;
      if (!user) {
        const missing: Record<string, ['validation.required']> = {};
        if (!body.first_name) missing.first_name = ['validation.required'];
        if (!body.last_name) missing.last_name = ['validation.required'];
        if (Object.keys(missing).length) throw validation(missing);
        user = await createInactiveUser(tx, {
          email: body.email,
          firstName: body.first_name as string,
          lastName: body.last_name as string,
          organizationId,
          // The invitee's language is unknown; the inviter's is the best guess.
          language: actor.language,
          role: 'trainee',
        });
      }
      const { previousId } = await assignLicenseManager(tx, { organizationId, userId: user.id, replace: true }, now);

      const mails = mailTemplates(user.language);
      if (user.status === 'inactive') {
        const token = await issueToken(tx, user.id, 'invitation', now);
        await send(
          user.email,
          mails.licenseManagerInvitation(
            user.firstName,
            fullName(actor),
            organization.name,
            appLink(ctx.config.appUrl, `/activate/${token}`),
          ),
        );
      } else {
        await send(
          user.email,
          mails.licenseManagerAssigned(user.firstName, organization.name, appLink(ctx.config.appUrl, '/login')),
        );
      }
      if (previousId) {
        const previous = await findPerson(tx, previousId);
        if (previous) {
          await send(
            previous.email,
            mailTemplates(previous.language).licenseManagerReplaced(
              previous.firstName,
              fullName(user),
              organization.name,
            ),
          );
          await recordAudit(tx, {
            action: 'organization.license_manager_removed',
            userId: previousId,
            actorId: actor.id,
            ...client,
            details: { id: organizationId, changes: { license_manager_id: { from: previousId, to: user.id } } },
            at: now,
          });
        }
      }
      if (invited) {
        await recordAudit(tx, {
          action: 'user.invited',
          userId: user.id,
          actorId: actor.id,
          ...client,
          details: { role: 'license-manager', organization_id: organizationId },
          at: now,
        });
      }
      await recordAudit(tx, {
        action: 'organization.license_manager_assigned',
        userId: user.id,
        actorId: actor.id,
        ...client,
        details: { id: organizationId, changes: { license_manager_id: { from: previousId, to: user.id } } },
        at: now,
      });
      return { userId: user.id, invited, previousId };
    });
  } catch (error) {
    // Two invitations of one new address to two organizations at once: the address is taken.
    if (uniqueViolationOf(error) === 'users_email_unique') throw validation({ email: ['validation.email_taken'] });
    throw error;
  }
}

/** `DELETE …/license-manager`: the manager becomes a trainee of the organization and keeps the account. */
export async function removeLicenseManager(
  ctx: ServiceContext,
  actor: AuthUser,
  organizationId: string,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const organization = await lockOrganization(tx, organizationId);
    if (!organization) throw notFound();
    const current = await findLicenseManager(tx, organizationId);
    if (!current) throw new AppError('not_found', 'error.no_license_manager');
    await deleteLicenseManagerRow(tx, { organizationId });
    await setMemberRole(tx, current.id, 'trainee');
    await ctx.mail(tx)(
      current.email,
      mailTemplates(current.language).licenseManagerRemoved(current.firstName, organization.name),
    );
    await recordAudit(tx, {
      action: 'organization.license_manager_removed',
      userId: current.id,
      actorId: actor.id,
      ...client,
      details: { id: organizationId, changes: { license_manager_id: { from: current.id, to: null } } },
      at: now,
    });
  });
}

/**
 * `DELETE /api/admin/organizations/{id}`: only an organization with nothing
 * hanging on it (members, then each registered `organizationDependents`);
 * otherwise 409 naming the first thing to remove. The row is locked `for update`, so no member can be added
 * between the check and the delete.
 */
export async function deleteOrganization(
  ctx: ServiceContext,
  actor: AuthUser,
  id: string,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const row = await lockOrganizationForDelete(tx, id);
    if (!row) throw notFound();
    if (await organizationHasMembers(tx, id)) throw new AppError('conflict', 'error.organization_has_members');
    const first = await organizationDependents.firstHeld(tx, id);
    if (first) throw new AppError('conflict', first);
    await deleteOrganizationRow(tx, id);
    await recordAudit(tx, {
      action: 'organization.deleted',
      actorId: actor.id,
      ...client,
      details: { id, changes: diffChanges(auditedFields(row), null) },
      at: now,
    });
  });
}
