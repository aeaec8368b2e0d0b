import { randomInt } from 'node:crypto';
import {
  DEVICE_CODE_GRANT_TYPE,
  DEVICE_CODE_LIFETIME_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  type DeviceFlowError,
  formatUserCode,
  GAME_CLIENT_ID,
  PLATFORMS,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
} from '@portal/contracts';
import { inTransaction } from '../../db/transaction.js';
import { limits } from '../../lib/limits.js';
import { takeAttempt } from '../../lib/throttle.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { ServiceContext } from '../../service-context.js';
import { insertDeviceAuthorization, insertDeviceToken, markExchanged, notePoll } from './queries.js';

/**
 * The OAuth side of the device authorization grant (RFC 8628): the game asks for a
 * code and polls for its token. Failures are the RFC's `{ error }`, not the API's shape.
 */
export class DeviceFlowRefusal extends Error {
  constructor(
    readonly error: DeviceFlowError,
    readonly description?: string,
  ) {
    super(error);
  }
}

const DEFAULT_DEVICE_NAME = 'LapSkills game';

function drawUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

function checkClient(clientId: string | undefined): void {
  if (!clientId) throw new DeviceFlowRefusal('invalid_request', 'client_id is required');
  if (clientId !== GAME_CLIENT_ID) throw new DeviceFlowRefusal('invalid_client', 'unknown client_id');
}

export interface DeviceCodeInput {
  client_id?: string | undefined;
  device_name?: string | undefined;
  platform?: string | undefined;
}

/** `POST /api/game/device/code`: a device code (random, stored hashed) and a short user code. */
export async function requestDeviceCode(ctx: ServiceContext, input: DeviceCodeInput, ip: string) {
  checkClient(input.client_id);
  const deviceName = input.device_name?.trim().slice(0, 100) || null;
  const platform = input.platform?.trim() || null;
  if (platform !== null && !(PLATFORMS as readonly string[]).includes(platform)) {
    throw new DeviceFlowRefusal('invalid_request', `platform must be one of: ${PLATFORMS.join(', ')}`);
  }
  const now = ctx.clock.now();
  await takeAttempt(ctx.db, [limits.deviceCode(ip)], now);
  const deviceCode = randomToken();
  const expiresAt = new Date(now.getTime() + DEVICE_CODE_LIFETIME_SECONDS * 1000);
  // 20^8 codes: a clash with a live one is rare; draw again then.
  for (let attempt = 0; attempt < 5; attempt++) {
    const userCode = drawUserCode();
    const created = await insertDeviceAuthorization(ctx.db, {
      deviceCodeHash: hashToken(deviceCode),
      userCode,
      clientId: GAME_CLIENT_ID,
      deviceName,
      platform,
      createdAt: now,
      expiresAt,
    });
    if (!created) continue;
    const verificationUri = `${ctx.config.appUrl}/device`;
    return {
      device_code: deviceCode,
      user_code: formatUserCode(userCode),
      verification_uri: verificationUri,
      verification_uri_complete: `${verificationUri}?user_code=${formatUserCode(userCode)}`,
      expires_in: DEVICE_CODE_LIFETIME_SECONDS,
      interval: DEVICE_POLL_INTERVAL_SECONDS,
    };
  }
  throw new Error('could not draw a free user code');
}

export interface DeviceTokenInput {
  grant_type?: string | undefined;
  device_code?: string | undefined;
  client_id?: string | undefined;
}

/**
 * `POST /api/game/device/token`: the token once the person approved, exchanged once.
 * `slow_down` answers a poll sooner than the interval after the previous poll.
 */
export async function pollDeviceToken(ctx: ServiceContext, input: DeviceTokenInput, ip: string) {
  checkClient(input.client_id);
  if (input.grant_type !== DEVICE_CODE_GRANT_TYPE) {
    throw new DeviceFlowRefusal(input.grant_type ? 'unsupported_grant_type' : 'invalid_request');
  }
  if (!input.device_code || input.device_code.length > 200) throw new DeviceFlowRefusal('invalid_request');
  const now = ctx.clock.now();
  await takeAttempt(ctx.db, [limits.devicePoll(ip)], now);
  const deviceCodeHash = hashToken(input.device_code);
  // Refusals are answered after the commit: the poll's time is kept (it is the next poll's previous one).
  const outcome = await inTransaction(ctx.pool, async (tx): Promise<DeviceFlowError | { access_token: string }> => {
    const row = await notePoll(tx, deviceCodeHash, now);
    // Another client's code is no code of this client's.
    if (!row || row.client_id !== input.client_id) return 'invalid_grant';
    if (row.status === 'exchanged') return 'invalid_grant';
    if (row.expires_at <= now) return 'expired_token';
    if (row.status === 'denied') return 'access_denied';
    if (row.previous_poll && now.getTime() - row.previous_poll.getTime() < DEVICE_POLL_INTERVAL_SECONDS * 1000) {
      return 'slow_down';
    }
    if (row.status === 'pending' || !row.user_id) return 'authorization_pending';
    if (!(await markExchanged(tx, row.id))) return 'invalid_grant';
    const token = randomToken();
    await insertDeviceToken(tx, {
      tokenHash: hashToken(token),
      userId: row.user_id,
      name: row.device_name ?? DEFAULT_DEVICE_NAME,
      platform: row.platform,
      createdAt: now,
      lastSeenAt: now,
    });
    return { access_token: token };
  });
  if (typeof outcome === 'string') throw new DeviceFlowRefusal(outcome);
  return { access_token: outcome.access_token, token_type: 'Bearer' as const };
}
