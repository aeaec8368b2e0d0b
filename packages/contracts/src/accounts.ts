import { z } from 'zod';
import { currentUser } from './auth.js';
import { currentPassword, email, name, newPassword } from './fields.js';
import { languages } from './messages.js';

/**
 * Account flows: sign-up, activation and invitations, password recovery and
 * change, profile, two-factor authentication. Messages are catalogue keys.
 */

/** Tokens in links: 32 random bytes, base64url. */
export const linkToken = () =>
  z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'error.token_invalid' });

const confirmation = () => z.string({ error: 'validation.required' }).max(128, { error: 'validation.max_length' });

function passwordsMatch(value: { password?: string; password_confirmation?: string }) {
  return value.password === undefined || value.password === value.password_confirmation;
}
const mismatch = { error: 'validation.password_mismatch', path: ['password_confirmation'] };

/** Form posts send checkboxes as strings. */
const accepted = z.preprocess(
  (value) => (value === 'true' || value === 'on' || value === '1' ? true : value),
  z.literal(true, { error: 'validation.accept_terms' }),
);

export const registerBody = z
  .strictObject({
    first_name: name(),
    last_name: name(),
    email: email(),
    password: newPassword(),
    password_confirmation: confirmation(),
    accept_terms: accepted,
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.input<typeof registerBody>;

export const emailOnlyBody = z.strictObject({ email: email() });

/** Activation of a sign-up needs only the token; an invitation also sets the password. */
export const activateBody = z
  .strictObject({
    token: linkToken(),
    password: newPassword().optional(),
    password_confirmation: confirmation().optional(),
  })
  .refine(passwordsMatch, mismatch);
export type ActivateBody = z.input<typeof activateBody>;

export const passwordResetBody = z
  .strictObject({ token: linkToken(), password: newPassword(), password_confirmation: confirmation() })
  .refine(passwordsMatch, mismatch);
export type PasswordResetBody = z.input<typeof passwordResetBody>;

export const changePasswordBody = z
  .strictObject({ current_password: currentPassword(), password: newPassword(), password_confirmation: confirmation() })
  .refine(passwordsMatch, mismatch)
  .refine((v) => v.password !== v.current_password, { error: 'validation.password_same', path: ['password'] });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const adminSetPasswordBody = z
  .strictObject({ password: newPassword(), password_confirmation: confirmation() })
  .refine(passwordsMatch, mismatch);

export const TOKEN_PURPOSES = ['activation', 'invitation', 'password_reset', 'email_change'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** What a link is for, before the user acts on it (so the page can ask for a password or not). */
export const tokenStatus = z.object({
  purpose: z.enum(TOKEN_PURPOSES),
  email: z.string(),
  needs_password: z.boolean(),
});
export type TokenStatus = z.infer<typeof tokenStatus>;

/** A switch as JSON sends it (a boolean) or a form post does ('true'/'false', 'on' for a ticked checkbox). */
const switchField = () =>
  z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'validation.invalid' }),
  );

export const profileBody = z.strictObject({
  first_name: name(),
  last_name: name(),
  language: z.enum([...languages] as [string, ...string[]], { error: 'validation.invalid' }),
  /** The refresh-due mails on or off; left as it is when not sent. */
  refresh_reminders: switchField().optional(),
  /** The practice reminders (the organization's inactivity reminder) on or off; left as it is when not sent. */
  practice_reminders: switchField().optional(),
});
export type ProfileBody = z.input<typeof profileBody>;

export const emailChangeBody = z.strictObject({ email: email(), current_password: currentPassword() });
export type EmailChangeBody = z.input<typeof emailChangeBody>;

export const tokenBody = z.strictObject({ token: linkToken() });

// Two-factor authentication (TOTP, RFC 6238)
export const totpCode = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.totp_code' });

/** Recovery codes look like `k7d2m-q9x4p`; accepted with or without the dash, any case. */
export const recoveryCode = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, { error: 'validation.code_or_recovery' })
    .transform((v) => v.replace('-', ''));

export const twoFactorConfirmBody = z.strictObject({ code: totpCode() });

/** The second step of sign-in: a current code or one unused recovery code. */
export const twoFactorLoginBody = z
  .strictObject({ code: totpCode().optional(), recovery_code: recoveryCode().optional() })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    error: 'validation.code_or_recovery',
    path: ['code'],
  });
export type TwoFactorLoginBody = z.input<typeof twoFactorLoginBody>;

/** Turning 2FA off or resetting it takes the password and a code (or a recovery code). */
export const twoFactorDisableBody = z
  .strictObject({ password: currentPassword(), code: totpCode().optional(), recovery_code: recoveryCode().optional() })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    error: 'validation.code_or_recovery',
    path: ['code'],
  });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

export const twoFactorSetupBody = z.strictObject({ password: currentPassword() });

export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A PNG data URL of the otpauth URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

/** `POST /api/auth/login` answers the user, or asks for the second factor. */
export const loginResult = z.union([currentUser, z.object({ two_factor_required: z.literal(true) })]);
export type LoginResult = z.infer<typeof loginResult>;

export const messageResult = z.object({ message: z.string() });

/** An admin (later a license manager) creates a user by email; the user gets an invitation. */
export const inviteUserBody = z.strictObject({
  email: email(),
  first_name: name(),
  last_name: name(),
  role: z.enum(['admin', 'license-manager', 'trainer', 'trainee'], { error: 'validation.invalid' }),
  organization_id: z.uuid({ error: 'validation.invalid' }).nullable().optional(),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

/** Development outbox: mails stored when no SMTP server is configured. */
export const outboxMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.enum(['queued', 'sent', 'failed']),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
