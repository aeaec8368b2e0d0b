import { z } from 'zod';
import { checkZipcode, isCountryCode, ZIPCODE_MAX_LENGTH } from './countries.js';
import { optionalText, requiredString } from './fields.js';

/**
 * A postal address, one shape for everyone who has one: an organization, a billing account (and so the
 * invoices made from it). The country is an ISO 3166-1 alpha-2 code; the zipcode follows the country's format
 * where one is known (`checkZipcode`) and is stored in its standard form (`1234ab` → `1234 AB`).
 */

export const STREET_MAX_LENGTH = 150;
export const HOUSE_NUMBER_MAX_LENGTH = 20;
export const ADDITION_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 100;

/** The address as the answers carry it. */
export const postalAddress = z.object({
  street: z.string(),
  house_number: z.string(),
  addition: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddress>;

/** The address fields of a form's body (spread into its object; `checkAddressZipcode` and `standardZipcode` finish it). */
export const postalAddressFields = {
  street: requiredString(STREET_MAX_LENGTH),
  house_number: requiredString(HOUSE_NUMBER_MAX_LENGTH),
  addition: optionalText(ADDITION_MAX_LENGTH),
  zipcode: requiredString(ZIPCODE_MAX_LENGTH),
  city: requiredString(CITY_MAX_LENGTH),
  country: z
    .string({ error: 'validation.country' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'validation.country' }),
};

/** A body's zipcode checked against its country's format (in a `superRefine`); nothing said for an unknown country. */
export function checkAddressZipcode(value: { zipcode?: unknown; country?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.zipcode !== 'string' || typeof value.country !== 'string' || !isCountryCode(value.country)) return;
  const checked = checkZipcode(value.country, value.zipcode);
  if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: checked.message });
}

/** A checked body with its zipcode in the country's standard form (in a `transform`). */
export function standardZipcode<T extends { zipcode: string; country: string }>(value: T): T {
  const checked = checkZipcode(value.country, value.zipcode);
  return { ...value, zipcode: checked.ok ? checked.zipcode : value.zipcode };
}
