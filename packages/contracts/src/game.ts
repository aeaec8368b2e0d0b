import { z } from 'zod';
import { PLATFORMS } from './downloads.js';

/**
 * The game signs in as a device (OAuth 2.0 device authorization grant, RFC 8628)
 * and then uploads its training sessions with the device token it got.
 */

/** The one OAuth client the portal knows. */
export const GAME_CLIENT_ID = 'lapskills-game';
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
/** Seconds between polls (RFC 8628 §3.2's default). */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** How long a device code and its user code live. */
export const DEVICE_CODE_LIFETIME_SECONDS = 900;
/** A device token that nobody used for this long expires. */
export const DEVICE_TOKEN_IDLE_DAYS = 90;
/**
 * User codes: 8 letters from 20 consonants (no vowels, so no words; no look-alikes),
 * shown as `XXXX-XXXX`: 20^8 ≈ 2.6·10^10 codes (RFC 8628 §6.1).
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/** A user code as typed: case, spaces and dashes do not matter. `null` when it cannot be one. */
export function normalizeUserCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== USER_CODE_LENGTH) return null;
  for (const char of code) if (!USER_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** `BCDFGHJK` → `BCDF-GHJK`. */
export const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The RFC's error codes on the device routes (answered `{ error }` with status 400). */
export const DEVICE_FLOW_ERRORS = [
  'invalid_request',
  'invalid_client',
  'unsupported_grant_type',
  'invalid_grant',
  'authorization_pending',
  'slow_down',
  'expired_token',
  'access_denied',
] as const;
export type DeviceFlowError = (typeof DEVICE_FLOW_ERRORS)[number];
export const deviceFlowError = z.object({
  error: z.enum(DEVICE_FLOW_ERRORS),
  error_description: z.string().optional(),
});

/** `POST /api/game/device/code` (form-encoded). `device_name` and `platform` name the device to the person. */
export const deviceCodeRequest = z.object({
  client_id: z.string().optional(),
  scope: z.string().optional(),
  device_name: z.string().optional(),
  platform: z.string().optional(),
});
export const deviceCodeResponse = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});

/** `POST /api/game/device/token` (form-encoded). */
export const deviceTokenRequest = z.object({
  grant_type: z.string().optional(),
  device_code: z.string().optional(),
  client_id: z.string().optional(),
});
export const deviceTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
});

/** What the `/device` page shows before the person approves: which device asks. */
export const deviceRequestView = z.object({
  user_code: z.string(),
  device_name: z.string().nullable(),
  platform: z.enum(PLATFORMS).nullable(),
  expires_at: z.string(),
});
export type DeviceRequestView = z.infer<typeof deviceRequestView>;

/** `POST /api/device/approve|deny`. */
export const deviceDecision = z.object({
  user_code: z.string().trim().min(1, 'validation.required').max(20, 'validation.required'),
});
export type DeviceDecision = z.infer<typeof deviceDecision>;

/** "Connected devices" in the profile. */
export const connectedDevice = z.object({
  id: z.uuid(),
  name: z.string(),
  platform: z.enum(PLATFORMS).nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type ConnectedDevice = z.infer<typeof connectedDevice>;
export const connectedDeviceList = z.array(connectedDevice);

/**
 * Offline licenses (Keygen's check-in model): the portal signs, per active seat, a license file for the
 * device that asks (a JWT signed with Ed25519, `alg: EdDSA`), verifiable with the public key at
 * `GET /api/game/license-key`. A file is valid for `LICENSE_FILE_DAYS` after issue (or to the license's
 * end when sooner); the game fetches a fresh one whenever it is online. After `valid_until` the game has
 * these many days of grace.
 */
export const LICENSE_GRACE_DAYS = 7;
export const LICENSE_FILE_DAYS = 30;
/** The license file's JWS `typ` header and its audience. */
export const LICENSE_FILE_TYPE = 'lapskills-license+jwt';
export const LICENSE_ISSUER = 'lapskills-portal';

/** `GET /api/game/license-key`: the public Ed25519 key (a JWK, RFC 8037) that verifies license files. */
export const licensePublicKey = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
});
export type LicensePublicKey = z.infer<typeof licensePublicKey>;

/**
 * The claims of a license file (besides `iss`, `aud` = the game's client id, `sub` = the user's id, `iat`, `exp`).
 * Instants are ISO 8601 in UTC to the second.
 */
export const licenseFileClaims = z.object({
  /** The device the file was issued to: its device token's id (never the token itself). */
  device_id: z.uuid(),
  product_id: z.uuid(),
  product_name: z.string(),
  license_id: z.uuid(),
  /** The last instant the seat is active: the license's last active day, 23:59:59 UTC. */
  license_ends_at: z.string(),
  /** The file's last valid instant: `LICENSE_FILE_DAYS` after issue, or `license_ends_at` when sooner. */
  valid_until: z.string(),
  /** `valid_until` plus the grace days: also the token's `exp`. */
  grace_until: z.string(),
});
export type LicenseFileClaims = z.infer<typeof licenseFileClaims>;

/** One product the user may play now: an attached seat of a license active today (ADR 0009). */
export const entitlement = z.object({
  product_id: z.uuid(),
  product_name: z.string(),
  license_id: z.uuid(),
  license_ends_at: z.string(),
  /** What a file issued now carries (see `licenseFileClaims`). */
  valid_until: z.string(),
  grace_until: z.string(),
  /** The signed offline license file (a compact JWS) of the asking device; null for the portal's session. */
  license_file: z.string().nullable(),
});
export type Entitlement = z.infer<typeof entitlement>;

/** `GET /api/game/entitlements` (a device token or a session). */
export const entitlements = z.object({
  user_id: z.uuid(),
  /** The asking device (its token's id, as the files name it); null for the portal's session. */
  device_id: z.uuid().nullable(),
  checked_at: z.string(),
  grace_days: z.number().int(),
  /** How long a file is valid after issue: the game checks in for a fresh one within it. */
  file_days: z.number().int(),
  entitlements: z.array(entitlement),
});
export type Entitlements = z.infer<typeof entitlements>;
