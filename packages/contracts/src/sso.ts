import { z } from 'zod';
import { PUBLIC_MAIL_DOMAINS, SSO_ERRORS, SSO_MAX_DOMAINS, SSO_MEMBER_ROLES } from './constants.js';
import { email, optionalText, requiredString, webUrl } from './fields.js';

/**
 * Single sign-on per organization through its OpenID Connect provider (issue 28): the configuration an admin or
 * the organization's license manager saves, and the sign-in's start.
 */

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const publicDomains: ReadonlySet<string> = new Set(PUBLIC_MAIL_DOMAINS);

/** The domain part of an e-mail address, lower-case ('' when there is none). */
export const emailDomain = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** One e-mail domain an organization claims, lower-case; the message key of what is wrong with it, or null. */
export function mailDomainProblem(domain: string): 'validation.domain' | 'validation.domain_public' | null {
  if (!DOMAIN.test(domain)) return 'validation.domain';
  return publicDomains.has(domain) ? 'validation.domain_public' : null;
}

const normalDomain = (raw: string) => raw.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');

/** Domains as a list, or as one text separated by commas, spaces or lines (a form's field). */
const domainList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value),
  z
    .array(z.string({ error: 'validation.domain' }), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(SSO_MAX_DOMAINS, { error: 'validation.max_items' })
    .superRefine((values, context) => {
      const seen = new Set<string>();
      for (const raw of values) {
        const domain = normalDomain(raw);
        const problem = mailDomainProblem(domain);
        if (problem) {
          context.addIssue({ code: 'custom', message: problem, params: { domain } });
          return;
        }
        if (seen.has(domain)) {
          context.addIssue({ code: 'custom', message: 'validation.domain_repeated' });
          return;
        }
        seen.add(domain);
      }
    })
    .transform((values) => values.map(normalDomain)),
);

/**
 * `PUT /api/admin/organizations/{id}/sso`, `PUT /api/manager/sso`. The client secret may be left out (or empty) to
 * keep the stored one; the first save needs it. The issuer's scheme is checked by the server (https, or http for
 * localhost outside production), which also reads the issuer's discovery document before saving.
 */
export const ssoConfigBody = z.strictObject({
  issuer: webUrl(500),
  client_id: requiredString(255),
  client_secret: optionalText(1000),
  domains: domainList,
  default_role: z.enum(SSO_MEMBER_ROLES, { error: 'validation.one_of' }).default('trainee'),
  refuse_password_sign_in: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type SsoConfigBody = z.input<typeof ssoConfigBody>;

/** An organization's single sign-on as the API shows it: never the client secret. */
export const ssoConfig = z.object({
  issuer: z.string(),
  client_id: z.string(),
  client_secret_set: z.boolean(),
  domains: z.array(z.string()),
  default_role: z.enum(SSO_MEMBER_ROLES),
  refuse_password_sign_in: z.boolean(),
  /** The address to register at the provider as the redirect URI. */
  redirect_uri: z.string(),
  /** The address to register as the post-logout redirect URI. */
  post_logout_redirect_uri: z.string(),
  updated_at: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfig>;

/** `POST /api/auth/sso/start`: the e-mail typed on the login page, and where to go once signed in (a path here). */
export const ssoStartBody = z.strictObject({
  email: email(),
  return_to: z.string().max(2000).optional(),
});
export type SsoStartBody = z.input<typeof ssoStartBody>;

/**
 * The answer: the provider's address to go to, or null for the password (no single sign-on for the domain, said
 * the same way whether or not the domain or address is known); `password_sign_in` false where the organization
 * refuses passwords.
 */
export const ssoStart = z.object({ redirect_url: z.string().nullable(), password_sign_in: z.boolean() });
export type SsoStart = z.infer<typeof ssoStart>;

/** `POST /api/auth/logout`: where the browser goes next to end the provider's session too, or null. */
export const logoutResult = z.object({ redirect_url: z.string() }).nullable();

export const ssoErrorCode = z.enum(SSO_ERRORS);
