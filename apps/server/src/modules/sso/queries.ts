import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizationSso, ssoDomains, ssoLogins, ssoSessions } from '../../db/schema/index.js';

/** An organization's single sign-on as stored, with its domains (sorted). */
export interface SsoRow {
  organizationId: string;
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  defaultRole: 'trainee' | 'trainer';
  refusePasswordSignIn: boolean;
  updatedAt: Date;
  domains: string[];
}

// Qualified by hand: Drizzle writes a column of a one-table select without its table, which inside this subquery
// would name the subquery's own column.
const domainsSql = sql<string[]>`coalesce((
  select array_agg(d.domain order by d.domain) from sso_domains d where d.organization_id = "organization_sso"."organization_id"
), '{}')`;

const columns = {
  organizationId: organizationSso.organizationId,
  issuer: organizationSso.issuer,
  clientId: organizationSso.clientId,
  clientSecretSealed: organizationSso.clientSecretSealed,
  defaultRole: organizationSso.defaultRole,
  refusePasswordSignIn: organizationSso.refusePasswordSignIn,
  updatedAt: organizationSso.updatedAt,
  domains: domainsSql,
};

export async function findSso(db: Executor, organizationId: string): Promise<SsoRow | null> {
  const [row] = await db
    .select(columns)
    .from(organizationSso)
    .where(eq(organizationSso.organizationId, organizationId));
  return (row as SsoRow | undefined) ?? null;
}

/** The single sign-on that covers an e-mail domain, or null. */
export async function findSsoByDomain(db: Executor, domain: string): Promise<SsoRow | null> {
  const [row] = await db
    .select(columns)
    .from(ssoDomains)
    .innerJoin(organizationSso, eq(organizationSso.organizationId, ssoDomains.organizationId))
    .where(eq(ssoDomains.domain, domain));
  return (row as SsoRow | undefined) ?? null;
}

/** Which of `domains` another organization already claims. */
export async function domainsClaimedElsewhere(db: Executor, organizationId: string, domains: readonly string[]) {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.domain, [...domains]), ne(ssoDomains.organizationId, organizationId)));
  return rows.map((row) => row.domain).sort();
}

export type SsoValues = Omit<SsoRow, 'domains' | 'updatedAt' | 'organizationId'>;

/**
 * Write the configuration and its domains: the row first (its upsert locks it, so two saves of one organization
 * run one after the other), then the domains. Answers the domains another organization holds (a unique key: also
 * the one that committed first in a race), which the caller refuses by rolling back.
 */
export async function writeSso(
  tx: Executor,
  organizationId: string,
  values: SsoValues,
  domains: readonly string[],
  now: Date,
): Promise<string[]> {
  await tx
    .insert(organizationSso)
    .values({ organizationId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: organizationSso.organizationId, set: { ...values, updatedAt: now } });
  await tx.delete(ssoDomains).where(eq(ssoDomains.organizationId, organizationId));
  const written = await tx
    .insert(ssoDomains)
    .values(domains.map((domain) => ({ domain, organizationId })))
    .onConflictDoNothing({ target: ssoDomains.domain })
    .returning({ domain: ssoDomains.domain });
  const mine = new Set(written.map((row) => row.domain));
  return domains.filter((domain) => !mine.has(domain));
}

/** Delete an organization's single sign-on (its domains, started sign-ins and session links go with it). */
export async function deleteSso(tx: Executor, organizationId: string): Promise<boolean> {
  const rows = await tx
    .delete(organizationSso)
    .where(eq(organizationSso.organizationId, organizationId))
    .returning({ id: organizationSso.organizationId });
  return rows.length > 0;
}

export async function insertLogin(
  db: Executor,
  values: {
    stateHash: string;
    organizationId: string;
    nonce: string;
    codeVerifier: string;
    returnTo: string;
    expiresAt: Date;
  },
  now: Date,
) {
  // Sign-ins never finished are cleared as new ones start (the index on expires_at keeps it cheap).
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await db.insert(ssoLogins).values(values);
}

/** Take a started sign-in by its state: once only (deleted as it is read); null when unknown. */
export async function takeLogin(db: Executor, stateHash: string) {
  const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).returning();
  return row ?? null;
}

export async function linkSession(db: Executor, sessionId: string, organizationId: string, idToken: string) {
  await db.insert(ssoSessions).values({ sessionId, organizationId, idToken });
}

/** The provider a session signed in through and its ID token, or null for a session of a password. */
export async function sessionProvider(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ organizationId: ssoSessions.organizationId, idToken: ssoSessions.idToken })
    .from(ssoSessions)
    .where(eq(ssoSessions.sessionId, sessionId));
  return row ?? null;
}
