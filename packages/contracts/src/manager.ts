import { z } from 'zod';
import { email, name } from './fields.js';
import { memberList, organizationMember } from './organizations.js';

/**
 * The manager section (`/api/manager/*`): a license manager's own organization.
 * Which organization is never sent: the server takes it from the session.
 */

/** The roles a license manager gives the members of their organization. */
export const MANAGER_MEMBER_ROLES = ['trainee', 'trainer'] as const;
export type ManagerMemberRole = (typeof MANAGER_MEMBER_ROLES)[number];

const memberRole = () => z.enum(MANAGER_MEMBER_ROLES, { error: 'validation.invalid' });

/** A member as the manager screens show them: the admin member shape and the last sign-in. */
export const managerMember = organizationMember.extend({
  /** The latest successful sign-in (ISO date-time), null when the member never signed in. */
  last_signed_in_at: z.string().nullable(),
});
export type ManagerMember = z.infer<typeof managerMember>;

/** `GET /api/manager/members`: the same list parameters as the admin's members list. */
export const managerMemberList = memberList;

/**
 * `POST /api/manager/members`: invite a trainee or trainer into the own
 * organization. Strict: an `organization_id` (or any other field) is a 422.
 */
export const managerInviteBody = z.strictObject({
  email: email(),
  first_name: name(),
  last_name: name(),
  role: memberRole(),
});
export type ManagerInviteBody = z.input<typeof managerInviteBody>;

/** `PUT /api/manager/members/{userId}`: names and role (trainee or trainer). */
export const managerMemberUpdateBody = z.strictObject({
  first_name: name(),
  last_name: name(),
  role: memberRole(),
});
export type ManagerMemberUpdateBody = z.input<typeof managerMemberUpdateBody>;

/** `POST /api/manager/license-manager`: hand the role to another active member. */
export const licenseManagerHandoverBody = z.strictObject({
  user_id: z.uuid({ error: 'validation.not_member' }),
});
export type LicenseManagerHandoverBody = z.input<typeof licenseManagerHandoverBody>;

/** A member id in a manager path; a malformed one is a 404 like an unknown one. */
export const memberParams = z.strictObject({ userId: z.uuid({ error: 'error.not_found' }) });
