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

/*
 * Unicode format characters (category Cf) that are invisible and change how
 * text around them is shown or compared: the bidirectional marks, embeddings,
 * overrides and isolates (U+061C, U+200E-U+200F, U+202A-U+202E,
 * U+2066-U+2069: `evil\u202Egpj.exe` shows as `evilexe.jpg`), the zero-width
 * space, non-joiner and joiner (U+200B-U+200D), the word joiner, invisible
 * operators and deprecated format controls (U+2060-U+206F), the byte order
 * mark (U+FEFF), the interlinear annotation marks (U+FFF9-U+FFFB) and the tag
 * characters (U+E0000-U+E007F, invisible ASCII). The rest of Cf is allowed:
 * the soft hyphen (U+00AD, pasted from documents, shown at a line break only)
 * and the script-specific signs (Arabic number signs U+0600-U+0605, Syriac,
 * Kaithi, Egyptian hieroglyph and musical format characters), which are part
 * of the text they appear in.
 */
const formatCharacter = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;
const formatCharacters = new RegExp(formatCharacter.source, 'gu');

/** True when `value` holds an invisible format character (see above): bidi controls, zero-width characters, tags. */
export function hasFormatCharacters(value: string): boolean {
  return formatCharacter.test(value);
}

/** `value` without its invisible format characters (file names, which are kept rather than refused). */
export function stripFormatCharacters(value: string): string {
  return value.replace(formatCharacters, '');
}

const controlCharacters = { error: 'validation.control_characters' } as const;
const singleLine = (value: string) => !hasControlCharacters(value);

/**
 * The rules of every contract text field: no control characters (multi-line
 * text may hold tab, line feed and carriage return) and no invisible format
 * characters, each with its catalogue key.
 */
export const plainText = <S extends z.ZodType<string, unknown>>(schema: S, { multiline = false } = {}): S =>
  schema
    .refine((value) => !hasControlCharacters(value, { multiline }), controlCharacters)
    .refine((value) => !hasFormatCharacters(value), { error: 'validation.format_characters' });

/**
 * Field builders carrying catalogue keys as messages, so the server's 422 and
 * the web form show the same words. A missing value reports 'required'. Every
 * text field refuses control and format characters (`plainText`); a new
 * free-text field should start from one of these builders, not a bare z.string().
 */
export const requiredString = (max = 255) =>
  plainText(z.string({ error: 'validation.required' }).trim())
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max_length' });

/** An optional text: '' and null are both stored as null. */
export const optionalText = (max: number) =>
  z
    .union([requiredString(max), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);

/** Free text over several lines (notes, addresses): tab, line feed and carriage return allowed. */
export const multilineString = (max = 5000) =>
  plainText(z.string({ error: 'validation.required' }).trim(), { multiline: true })
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.max_length' });

export const email = () =>
  plainText(z.string({ error: 'validation.required' }).trim())
    .min(1, { error: 'validation.required' })
    .max(EMAIL_MAX_LENGTH, { error: 'validation.max_length' })
    .pipe(z.email({ error: 'validation.email' }))
    .transform((value) => value.toLowerCase());

/** Line separators beyond the control characters `plainText` refuses: NEL, LINE and PARAGRAPH SEPARATOR. */
const lineBreak = /[\r\n\u0085\u2028\u2029]/;

/** Top-level domains people meet in links besides the two-letter country codes (which are all taken as links). */
const COMMON_TLDS =
  'com|net|org|info|biz|edu|gov|mil|int|name|pro|mobi|app|dev|io|ai|xyz|online|site|top|shop|store|club|link|' +
  'click|live|life|world|today|news|blog|cloud|tech|email|page|web|website|space|fun|icu|vip|work|example|test|' +
  'invalid|local|localhost|onion';
const linkPatterns = [
  // a scheme: https://, ftp://, also without the slashes (mailto:, https:evil.example)
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|https?|ftp|file|data|javascript):/i,
  /\bwww\d{0,3}\./i,
  // a domain-looking token: labels joined by dots ending in a top-level domain (evil.example, bit.ly/x)
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}_-])[\\p{L}\\p{N}_-]+(?:\\.[\\p{L}\\p{N}_-]+)*\\.(?:[a-z]{2}|${COMMON_TLDS})(?![\\p{L}\\p{N}_-])`,
    'iu',
  ),
  // an IPv4 address
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
];

/**
 * True when `value` holds something a mail client or browser could turn into a link: a scheme
 * (`https://`, `mailto:`), `www.`, a domain-looking token with a top-level domain (`evil.example`,
 * `bit.ly/r`, any two-letter country domain) or an IPv4 address. Names go into mails the portal
 * sends in a customer's stead, so they hold none (docs/security.md, "Mail").
 */
export function looksLikeLink(value: string): boolean {
  return linkPatterns.some((pattern) => pattern.test(value));
}

/**
 * A person's first or last name, wherever it is typed or imported (profile, sign-up, the admin's
 * user form, invitations and the CSV import): one line (no line break of any kind), at most
 * `NAME_MAX_LENGTH` characters, and no link (see `looksLikeLink`), each with its catalogue message.
 */
export const name = () =>
  requiredString(NAME_MAX_LENGTH)
    .refine((value) => !lineBreak.test(value), { error: 'validation.name_line_break' })
    .refine((value) => !looksLikeLink(value), { error: 'validation.name_link' });

export interface WebUrlOptions {
  /** Only `https:` (a release's download); otherwise `http:` or `https:`. */
  httpsOnly?: boolean;
  /** Whether a user name or password may be part of it (`https://user:pw@host`). */
  credentials?: boolean;
  /** An empty value (after trimming) is allowed, and given on as ''. */
  optional?: boolean;
}

/**
 * The URL as the WHATWG parser writes it (`new URL(value).href`) when it is an
 * absolute http(s) URL with a host, else null. Browsers follow the parsed URL,
 * not the text: `https:evil.example`, `http:\\evil.example` and
 * `HTTPS://EVIL.EXAMPLE` all lead to `https://evil.example/`, so that is what
 * is checked and stored (and what the database's scheme checks see).
 */
export function normalizeWebUrl(
  value: string,
  { httpsOnly = false, credentials = true }: WebUrlOptions = {},
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const protocolOk = url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
  if (!protocolOk || url.hostname.length === 0) return null;
  if (!credentials && (url.username || url.password)) return null;
  return url.href;
}

/**
 * A URL field: text without control or format characters, checked as the
 * parsed URL and given on as its normalised href (`normalizeWebUrl`), which
 * must fit in `max` characters (it may be longer than the text: `%20` for a
 * space, punycode for a non-ASCII host). Refused with 'validation.https_url' or
 * 'validation.http_url'. Checks and `overwrite` only (no transform), so it
 * stays a string schema whose issues a union reports as they are.
 */
export const webUrl = (max: number, options: WebUrlOptions = {}) => {
  const message = options.httpsOnly ? 'validation.https_url' : 'validation.http_url';
  // Only a value that may pass is parsed: the empty one is none, and one too long or
  // with characters the text rules refuse is reported by those rules alone.
  const parse = (value: string) =>
    (options.optional && value === '') ||
    value.length > max ||
    hasControlCharacters(value) ||
    hasFormatCharacters(value)
      ? undefined
      : normalizeWebUrl(value, options);
  return plainText(z.string({ error: message }).trim())
    .refine((value) => parse(value) !== null, { error: message })
    .overwrite((value) => parse(value) ?? value)
    .max(max, { error: 'validation.max_length' });
};

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

/**
 * A new password: the seed's demand (8+, upper, lower, number, special).
 * Format characters (`plainText`) stay allowed: a password is never shown, so
 * they cannot mislead anyone, and a joined emoji (ZWJ) is as good a character
 * as any other.
 */
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
  if (issue.code === 'invalid_value' && Array.isArray(issue.values))
    return { allowed: issue.values.map(String).join(', ') };
  // A refinement's own values (`ctx.addIssue({ …, params: { days: 365 } })`).
  if (issue.code === 'custom' && issue.params && typeof issue.params === 'object') {
    return Object.fromEntries(
      Object.entries(issue.params).filter((entry): entry is [string, string | number] =>
        ['string', 'number'].includes(typeof entry[1]),
      ),
    );
  }
  return {};
}
