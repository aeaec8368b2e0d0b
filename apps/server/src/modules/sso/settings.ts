import type { SsoConfig, SsoConfigBody } from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound, validation } from '../../lib/app-error.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { type SecretBox, secretBox } from '../../lib/secret-box.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import { DiscoveryError, discover, discoveryUrl, issuerSchemeAllowed } from './provider.js';
import { deleteSso, domainsClaimedElsewhere, findSso, type SsoRow, writeSso } from './queries.js';

/** The organization whose single sign-on a request works on, from the session (manager) or the path (admin). */
export interface SsoScope {
  organizationId: string;
}

/** Sealed like TOTP seeds (`lib/secret-box.ts`), with a purpose of its own. */
export const clientSecretBox = (ctx: ServiceContext) => secretBox(ctx.config.sessionSecret, 'sso-client-secret');

export const callbackUrl = (ctx: ServiceContext) => `${ctx.config.appUrl}/api/auth/sso/callback`;
export const signedOutUrl = (ctx: ServiceContext) => `${ctx.config.appUrl}/login`;

export function presentSso(ctx: ServiceContext, row: SsoRow): SsoConfig {
  return {
    issuer: row.issuer,
    client_id: row.clientId,
    client_secret_set: true,
    domains: row.domains,
    default_role: row.defaultRole,
    refuse_password_sign_in: row.refusePasswordSignIn,
    redirect_uri: callbackUrl(ctx),
    post_logout_redirect_uri: signedOutUrl(ctx),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function ssoSettings(ctx: ServiceContext, scope: SsoScope): Promise<SsoConfig | null> {
  const row = await findSso(ctx.db, scope.organizationId);
  return row ? presentSso(ctx, row) : null;
}

type SavedBody = {
  issuer: string;
  client_id: string;
  client_secret: string | null;
  domains: string[];
  default_role: 'trainee' | 'trainer';
  refuse_password_sign_in: boolean;
};

/**
 * Save an organization's single sign-on. The issuer must be https (http for localhost outside production), its
 * discovery document must describe an OpenID provider, and no domain may belong to another organization; each
 * failure answers 422 on its field and changes nothing. The discovery runs before the transaction (no connection
 * is held while the provider answers).
 */
export async function saveSsoSettings(
  ctx: ServiceContext,
  actorId: string,
  scope: SsoScope,
  body: SsoConfigBody,
  client: ClientInfo,
): Promise<SsoConfig> {
  const input = body as unknown as SavedBody;
  const issuer = input.issuer.replace(/\/$/, '');
  if (!issuerSchemeAllowed(issuer, ctx.config.isProduction))
    throw validation({ issuer: ['validation.sso_issuer_https'] });
  const existing = await findSso(ctx.db, scope.organizationId);
  const box = clientSecretBox(ctx);
  const secret = input.client_secret ?? (existing ? openOrNull(box, existing.clientSecretSealed) : null);
  if (!secret) throw validation({ client_secret: ['validation.sso_secret_required'] });
  const taken = await domainsClaimedElsewhere(ctx.db, scope.organizationId, input.domains);
  if (taken[0]) throw domainTaken(taken[0]);

  try {
    await discover({ issuer, clientId: input.client_id, clientSecret: secret }, ctx.config.isProduction);
  } catch (error) {
    if (!(error instanceof DiscoveryError)) throw error;
    const key = error.kind === 'not_openid' ? 'validation.sso_not_openid' : 'validation.sso_discovery_failed';
    throw validation({ issuer: [{ key, params: { url: discoveryUrl(issuer), reason: error.reason } }] });
  }

  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    const values = {
      issuer,
      clientId: input.client_id,
      clientSecretSealed: box.seal(secret),
      defaultRole: input.default_role,
      refusePasswordSignIn: input.refuse_password_sign_in,
    };
    const refused = await writeSso(tx, scope.organizationId, values, input.domains, now);
    if (refused[0]) throw domainTaken(refused[0]);
    await recordAudit(tx, {
      action: 'organization.sso_updated',
      actorId,
      ...client,
      details: {
        id: scope.organizationId,
        issuer,
        domains: input.domains,
        default_role: input.default_role,
        refuse_password_sign_in: input.refuse_password_sign_in,
        client_secret_changed: input.client_secret !== null,
      },
      at: now,
    });
  });
  const saved = await findSso(ctx.db, scope.organizationId);
  if (!saved) throw notFound();
  return presentSso(ctx, saved);
}

/** A stored secret, or null when it was sealed under another `SESSION_SECRET` (then it must be entered again). */
function openOrNull(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

const domainTaken = (domain: string) =>
  new AppError(
    'validation',
    'error.validation',
    {},
    { domains: [{ key: 'validation.domain_taken', params: { domain } }] },
  );

export async function deleteSsoSettings(ctx: ServiceContext, actorId: string, scope: SsoScope, client: ClientInfo) {
  const now = ctx.clock.now();
  await inTransaction(ctx.pool, async (tx) => {
    if (!(await deleteSso(tx, scope.organizationId))) throw notFound();
    await recordAudit(tx, {
      action: 'organization.sso_deleted',
      actorId,
      ...client,
      details: { id: scope.organizationId },
      at: now,
    });
  });
}
