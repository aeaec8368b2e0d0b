import { z } from 'zod';
import { currentPassword } from './fields.js';
import { defineList } from './lists.js';
import { ACCOUNT_STATUSES } from './users.js';

/**
 * Erasure of a person's data on request (GDPR art. 17) and the retention of dormant accounts (issue 28, must-haves
 * 4 and 5). An erased account becomes a pseudonymous tombstone ("Erased user 7F3A"): its training stays as anonymous
 * records, everything that names the person goes (docs/privacy.md).
 */

/** Accounts nobody signed in to for this many years are listed for erasure, unless `RETENTION_YEARS` says otherwise. */
export const RETENTION_YEARS_DEFAULT = 3;
/** At most this many accounts in one bulk erasure. */
export const BULK_ERASE_MAX = 100;

/**
 * `POST /api/profile/erase`: the person confirms with their current password, or (an account without one, e.g. an
 * invitation never accepted) by typing their e-mail address. Exactly one of the two.
 */
export const eraseOwnBody = z
  .strictObject({
    password: currentPassword().optional(),
    email: z.string().trim().max(254).optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.email === undefined), {
    error: 'validation.erase_confirmation',
    path: ['password'],
  });
export type EraseOwnBody = z.input<typeof eraseOwnBody>;

/** What an erasure answers: the account's id and the pseudonym it now carries. */
export const erasureResult = z.object({ id: z.uuid(), pseudonym: z.string() });
export type ErasureResult = z.infer<typeof erasureResult>;

/** `GET /api/admin/retention`: the accounts without a sign-in for `years` years, oldest first. */
export const retentionList = defineList({
  includes: [],
  sorts: ['last_sign_in', 'email', 'last_name', 'created_at'],
  filters: { search: z.string() },
  defaultSort: 'last_sign_in',
});

export const dormantUser = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  organization: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** Null: never signed in (the account counts from when it was made). */
  last_sign_in_at: z.string().nullable(),
});
export type DormantUser = z.infer<typeof dormantUser>;

/** `GET /api/admin/retention/policy`: the rule the list applies. */
export const retentionPolicy = z.object({
  years: z.number().int(),
  /** Accounts last signed in (or made) before this instant are listed. */
  before: z.string(),
});
export type RetentionPolicy = z.infer<typeof retentionPolicy>;

/** `POST /api/admin/retention/erase`: the dormant accounts to erase, each in a transaction of its own. */
export const bulkEraseBody = z.strictObject({
  user_ids: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .min(1, { error: 'validation.required' })
    .max(BULK_ERASE_MAX, { error: 'validation.erase_too_many' }),
});
export type BulkEraseBody = z.input<typeof bulkEraseBody>;

/** What a bulk erasure did: the accounts erased, and each one refused with why (a message in the caller's language). */
export const bulkEraseResult = z.object({
  erased: z.array(erasureResult),
  refused: z.array(z.object({ id: z.uuid(), code: z.string(), message: z.string() })),
});
export type BulkEraseResult = z.infer<typeof bulkEraseResult>;
