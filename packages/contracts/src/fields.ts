import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';

/**
 * True when `value` holds a character no typed text needs: a C0 control
 * (U+0000-U+001F) or DEL (U+007F), or half of a surrogate pair. PostgreSQL
 * refuses NUL in text (the request would end in a 500), the others break logs,
 * mails and screens, and a lone surrogate turns into U+FFFD once encoded as
 * UTF-8, so two different inputs would be stored (or hashed) alike. Multi-line
 * fields may hold tab, line feed and carriage return.
 */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (!(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    } else if (code === 0x7f) return true;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const low = value.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

const controlCharacters = { error: 'validation.control_characters' } as const;
const singleLine = (value: string) => !hasControlCharacters(value);

/**
 * Field builders carrying catalogue keys as messages, so the server's 422 and
 * the web form show the same words. A missing value reports 'required'. Every
 * text field refuses control characters (see `hasControlCharacters`); a new
 * free-text field should start from one of these builders, not a bare z.string().
 */
export const requiredString = (max = 255) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .refine(singleLine, controlCharacters)
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max_length' });

/** Free text over several lines (notes, addresses): tab, line feed and carriage return allowed. */
export const multilineString = (max = 5000) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .refine((value) => !hasControlCharacters(value, { multiline: true }), controlCharacters)
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max_length' });

export const email = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .refine(singleLine, controlCharacters)
    .min(1, { error: 'validation.required' })
    .max(EMAIL_MAX_LENGTH, { error: 'validation.max_length' })
    .pipe(z.email({ error: 'validation.email' }))
    .transform((value) => value.toLowerCase());

export const name = () => requiredString(NAME_MAX_LENGTH);

/*
 * Passwords are never trimmed and may hold any printable character, spaces
 * included. A new password refuses every control character and lone
 * surrogates: they cannot be typed the same way on every keyboard, a lone
 * surrogate is hashed as U+FFFD (two passwords would match), and NUL is where
 * C-based tools (and many password managers or later hash migrations)
 * silently cut a string. An existing password refuses NUL only: no password
 * holding it can be set any more, while one set before this rule might hold a
 * tab and must still sign in.
 */
const noNul = (value: string) => !value.includes('\u0000');

/** Any existing password: presence, an upper bound (argon2 work is bounded) and no NUL. */
export const currentPassword = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.max_length' })
    .refine(noNul, controlCharacters);

const strength = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** A new password: the seed's demand (8+, upper, lower, number, special). */
export const newPassword = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.max_length' })
    .refine(singleLine, controlCharacters)
    .refine((value) => value.length >= PASSWORD_MIN_LENGTH && strength.every((re) => re.test(value)), {
      error: 'validation.password_weak',
    });

/** Parameters to interpolate into a zod issue's message key. */
export function issueParams(issue: { code: string } & Record<string, unknown>): Record<string, string | number> {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { max: issue.maximum };
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return { min: issue.minimum };
  return {};
}
