import { z } from 'zod';
import { ROLES } from './access.js';
import { checkAddressZipcode, postalAddress, postalAddressFields, standardZipcode } from './address.js';
import { isCountryCode } from './countries.js';
import { email, name, requiredString } from './fields.js';
import { defineList } from './lists.js';
import { ACCOUNT_STATUSES } from './users.js';

export const ORGANIZATION_NAME_MAX_LENGTH = 150;

/** A person as the organization screens show them (the license manager, a member). */
export const organizationPerson = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type OrganizationPerson = z.infer<typeof organizationPerson>;

/** `GET /api/admin/organizations/{id}`; `license_manager` only when included. */
export const organization = z.object({
  id: z.uuid(),
  name: z.string(),
  ...postalAddress.shape,
  members_count: z.number().int(),
  /** Invitations its managers may send per UTC day, when an admin set one; null: the portal's default (500). */
  invitation_limit: z.number().int().nullable().optional(),
  license_manager: organizationPerson.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Organization = z.infer<typeof organization>;

/** `GET /api/admin/organizations`: searched by name or city (`filter[search]`). */
export const organizationList = defineList({
  includes: ['license_manager'],
  sorts: ['name', 'city', 'country', 'created_at'],
  filters: {
    search: z.string(),
    country: z.string().toUpperCase().refine(isCountryCode, { error: 'validation.country' }),
  },
  defaultSort: 'name',
});
export const ORGANIZATION_INCLUDES = organizationList.includes;

/** A member of an organization (`GET /api/admin/organizations/{id}/members`). */
export const organizationMember = organizationPerson.extend({
  roles: z.array(z.string()),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
});
export type OrganizationMember = z.infer<typeof organizationMember>;

export const memberList = defineList({
  includes: [],
  sorts: ['first_name', 'last_name', 'email', 'created_at'],
  filters: { search: z.string(), role: z.enum(ROLES), status: z.enum(ACCOUNT_STATUSES) },
  defaultSort: 'last_name',
});

/**
 * `POST /api/admin/organizations` and `PUT /api/admin/organizations/{id}`:
 * the whole address. The country is an ISO 3166-1 alpha-2 code; the zipcode
 * follows the country's format where one is known (see `checkZipcode`) and
 * is stored in its standard form (`1234ab` → `1234 AB`).
 */
export const organizationBody = z
  .strictObject({ name: requiredString(ORGANIZATION_NAME_MAX_LENGTH), ...postalAddressFields })
  .superRefine(checkAddressZipcode)
  .transform(standardZipcode);
export type OrganizationBody = z.input<typeof organizationBody>;

/** The largest daily invitation limit an admin may set for one organization. */
export const INVITATION_LIMIT_MAX = 100_000;

/**
 * `PUT /api/admin/organizations/{id}/invitation-limit`: the invitations per day of this
 * organization, or null (or '') for the portal's default. Not part of the address form, which the
 * license manager edits too.
 */
export const invitationLimitBody = z.strictObject({
  invitation_limit: z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min_number' })
      .max(INVITATION_LIMIT_MAX, { error: 'validation.max_number' })
      .nullable(),
  ),
});
export type InvitationLimitBody = z.input<typeof invitationLimitBody>;
export type OrganizationValues = z.output<typeof organizationBody>;

/**
 * `POST /api/admin/organizations/{id}/license-manager`: a member of the
 * organization by email, or a new person (then both names are required) who
 * gets an invitation. Replaces the current license manager.
 */
export const licenseManagerBody = z.strictObject({
  email: email(),
  first_name: z
    .union([name(), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
  last_name: z
    .union([name(), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type LicenseManagerBody = z.input<typeof licenseManagerBody>;

/** The answer to an invitation: the new manager and the one replaced, if any. */
export const licenseManagerAssignment = organizationPerson.extend({
  /** True when the person was new and got an invitation to choose a password. */
  invited: z.boolean(),
  replaced: organizationPerson.nullable(),
});
export type LicenseManagerAssignment = z.infer<typeof licenseManagerAssignment>;
