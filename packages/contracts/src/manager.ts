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

/**
 * The bulk invite from a CSV file (`POST /api/manager/members/import/preview`, then
 * `POST /api/manager/members/import`): a multipart upload with the file in this field, or the
 * CSV as a `text/csv` (or `text/plain`) body. Columns email, first_name, last_name, role (see
 * `MEMBER_IMPORT_COLUMNS`), at most `MEMBER_IMPORT_MAX_ROWS` rows, smaller than `MEMBER_IMPORT_MAX_BYTES`.
 */
export const MEMBER_IMPORT_FIELD = 'file';
export const MEMBER_IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'role'] as const;
export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];

/** One row of the file as read, with its problems (translated); `row` is the line's number in the file (the header is 1). */
export const memberImportRow = z.object({
  row: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  errors: z.array(z.object({ field: z.enum(MEMBER_IMPORT_COLUMNS), message: z.string() })),
});
export type MemberImportRow = z.infer<typeof memberImportRow>;

/** The preview: every row, and how many may be invited. Nothing is written. */
export const memberImportPreview = z.object({
  rows: z.array(memberImportRow),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type MemberImportPreview = z.infer<typeof memberImportPreview>;

export const MEMBER_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A row's outcome: still to do, invited, or not (its `errors` say why). */
export const memberImportRowResult = memberImportRow.extend({ status: z.enum(['pending', 'invited', 'failed']) });
export type MemberImportRowResult = z.infer<typeof memberImportRowResult>;

/**
 * An import (`POST /api/manager/members/import`, `GET /api/manager/member-imports/{importId}`): a
 * file of at most `MEMBER_IMPORT_SYNC_MAX_ROWS` rows is done when answered (201); a larger one is
 * queued (202) and worked by a job, its `processed` growing until it is `done`. `rows` holds each
 * row's outcome once the import has ended (null before). A retry of the same file within a day
 * answers this same import (200).
 */
export const memberImport = z.object({
  id: z.uuid(),
  status: z.enum(MEMBER_IMPORT_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  invited: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  rows: z.array(memberImportRowResult).nullable(),
});
export type MemberImport = z.infer<typeof memberImport>;

/** An import id in a manager path; a malformed one is a 404 like an unknown one. */
export const memberImportParams = z.strictObject({ importId: z.uuid({ error: 'error.not_found' }) });
