import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { organizations } from './organizations.js';

/**
 * An organization's single sign-on through its OpenID Connect provider (issue 28), at most one per organization.
 * The client secret is sealed (AES-256-GCM, `lib/secret-box.ts`, purpose `sso-client-secret`) like TOTP seeds.
 */
export const organizationSso = pgTable(
  'organization_sso',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** The role given to a person provisioned at their first sign-in. */
    defaultRole: text('default_role').notNull().default('trainee'),
    /** The covered domains sign in through the provider only: no password sign-in, no password reset. */
    refusePasswordSignIn: boolean('refuse_password_sign_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('organization_sso_default_role', sql`${t.defaultRole} in ('trainee', 'trainer')`)],
);

/** The e-mail domains an organization's single sign-on covers: each domain belongs to one organization at most. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizationSso.organizationId, { onDelete: 'cascade' }),
  },
  (t) => [
    index('sso_domains_organization_idx').on(t.organizationId),
    check('sso_domains_lower_case', sql`${t.domain} = lower(${t.domain})`),
  ],
);

/**
 * A sign-in started at `POST /api/auth/sso/start` and not finished yet: the SHA-256 of its `state`, the nonce and
 * the PKCE verifier, where to go afterwards. Taken (deleted) once by the callback; 10 minutes to live.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizationSso.organizationId, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);

/**
 * A portal session opened through single sign-on: its provider and the ID token, the hint its RP-initiated logout
 * sends. Ends with the session (cascade).
 */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizationSso.organizationId, { onDelete: 'cascade' }),
  idToken: text('id_token').notNull(),
});
