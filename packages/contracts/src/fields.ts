import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';

/**
 * Field builders carrying catalogue keys as messages, so the server's 422 and
 * the web form show the same words. A missing value reports 'required'.
 */
export const requiredString = (max = 255) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max_length' });

export const email = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(EMAIL_MAX_LENGTH, { error: 'validation.max_length' })
    .pipe(z.email({ error: 'validation.email' }))
    .transform((value) => value.toLowerCase());

export const name = () => requiredString(NAME_MAX_LENGTH);

/** Any existing password: only presence and an upper bound (argon2 work is bounded). */
export const currentPassword = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.max_length' });

const strength = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** A new password: the seed's demand (8+, upper, lower, number, special). */
export const newPassword = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.max_length' })
    .refine((value) => value.length >= PASSWORD_MIN_LENGTH && strength.every((re) => re.test(value)), {
      error: 'validation.password_weak',
    });

/** Parameters to interpolate into a zod issue's message key. */
export function issueParams(issue: { code: string } & Record<string, unknown>): Record<string, string | number> {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { max: issue.maximum };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return { min: issue.minimum };
  return {};
}
