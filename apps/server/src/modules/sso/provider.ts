import * as oidc from 'openid-client';

/**
 * The relying party's view of one organization's OpenID Connect provider, through `openid-client` (v6): its
 * discovery document, and the client's configuration built from it. Kept per issuer, client and secret for
 * `DISCOVERY_TTL_MS`, so a sign-in does not fetch the document each time; a changed configuration is a new key.
 */

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Why a discovery failed: the document could not be read, or what answered is no OpenID provider. */
export class DiscoveryError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'not_openid',
    readonly reason: string,
  ) {
    super(reason);
  }
}

const DISCOVERY_TTL_MS = 10 * 60_000;
const DISCOVERY_TIMEOUT_SECONDS = 10;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** Plain http for an issuer on this machine, outside production only (development and the tests' provider). */
export function issuerSchemeAllowed(issuer: string, production: boolean): boolean {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** `/.well-known/openid-configuration` below the issuer, as discovery reads it. */
export const discoveryUrl = (issuer: string) => `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;

const NOT_OPENID_CODES = new Set([
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_JSON_ATTRIBUTE_EXPECTED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
]);

function discoveryFailure(error: unknown): DiscoveryError {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  if (typeof code === 'string' && NOT_OPENID_CODES.has(code)) {
    const status = cause instanceof Response ? `HTTP ${cause.status}` : (error as Error).message;
    // A page that is not there (404 and the like) is a wrong address rather than a wrong kind of server.
    if (cause instanceof Response && !cause.ok) return new DiscoveryError('unreachable', status);
    return new DiscoveryError('not_openid', status);
  }
  const message = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new DiscoveryError('unreachable', message || 'no answer');
}

/** Read the issuer's discovery document and check it describes an OpenID provider for the code flow. */
export async function discover(client: ProviderClient, production: boolean): Promise<oidc.Configuration> {
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      new URL(client.issuer),
      client.clientId,
      undefined,
      oidc.ClientSecretBasic(client.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(issuerSchemeAllowed(client.issuer, production) && client.issuer.startsWith('http:')
          ? { execute: [oidc.allowInsecureRequests] }
          : {}),
      },
    );
  } catch (error) {
    throw discoveryFailure(error);
  }
  const metadata = config.serverMetadata();
  const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter((key) => !metadata[key]);
  if (missing.length > 0) throw new DiscoveryError('not_openid', `no ${missing.join(', ')}`);
  if (metadata.response_types_supported && !metadata.response_types_supported.includes('code')) {
    throw new DiscoveryError('not_openid', 'no authorization code flow');
  }
  return config;
}

/** The configuration for a sign-in: discovered once per `DISCOVERY_TTL_MS` (a failure is not kept). */
export function configurationFor(
  client: ProviderClient,
  production: boolean,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const key = JSON.stringify([client.issuer, client.clientId, client.clientSecret]);
  const kept = cache.get(key);
  if (kept && now - kept.at < DISCOVERY_TTL_MS) return kept.config;
  const config = discover(client, production);
  cache.set(key, { at: now, config });
  config.catch(() => cache.delete(key));
  if (cache.size > 1000) cache.delete(cache.keys().next().value as string);
  return config;
}

export { oidc };
