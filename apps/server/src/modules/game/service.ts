import { DEVICE_TOKEN_IDLE_DAYS, formatUserCode, normalizeUserCode, type Platform } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { daysBefore } from '../../lib/calendar-day.js';
import type { ClientInfo } from '../../lib/client-info.js';
import { limits } from '../../lib/limits.js';
import { refundAttempt, takeAttempt } from '../../lib/throttle.js';
import { hashToken } from '../../lib/tokens.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import {
  decideDeviceAuthorization,
  deleteUserDevice,
  findDeviceAuthorizationByUserCode,
  findLiveDeviceToken,
  listUserDevices,
  touchDeviceToken,
} from './queries.js';

// Writing last_seen_at on every upload would add a write per batch; a minute is precise enough for 90 days.
const TOUCH_AFTER_MS = 60_000;

const idleSince = (now: Date) => daysBefore(now, DEVICE_TOKEN_IDLE_DAYS);

/** The device a `/api/game/*` request signed in with. */
export interface DeviceCaller {
  tokenId: string;
  userId: string;
}

/** The device of a bearer token, or null (unknown, revoked, unused for 90 days, or its user deactivated). */
export async function authenticateDevice(ctx: ServiceContext, token: string): Promise<DeviceCaller | null> {
  if (token.length > 200) return null;
  const now = ctx.clock.now();
  const found = await findLiveDeviceToken(ctx.db, hashToken(token), idleSince(now));
  if (!found) return null;
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchDeviceToken(ctx.db, found.id, now);
  return { tokenId: found.id, userId: found.userId };
}

const GUESS_REFUSALS = {
  unknown: () => new AppError('not_found', 'error.device_code_unknown'),
  expired: () => new AppError('gone', 'error.device_code_expired'),
  decided: () => new AppError('conflict', 'error.device_code_decided'),
};

/**
 * A user code typed on `/device`, counted against the user's guesses before it is looked up, in one
 * transaction with `work`: the count's row lock makes one user's guesses take turns, so a code that names
 * a request (live, expired or decided) gives its attempt back before the next guess is counted. Only wrong
 * codes use the limit up, and a burst of approvals of one code (a double click) is one 200 and 409s,
 * never a 429. A wrong code's attempt commits; the refusal is thrown after.
 */
async function guess<T>(
  ctx: ServiceContext,
  user: AuthUser,
  typed: string,
  work: (tx: Database, code: string, now: Date) => Promise<T | null>,
): Promise<T> {
  const now = ctx.clock.now();
  const limit = limits.userCodeGuess(user.id);
  const code = normalizeUserCode(typed);
  type Refusal = keyof typeof GUESS_REFUSALS;
  const outcome = await inTransaction(ctx.pool, async (tx): Promise<{ found: T } | { refusal: Refusal }> => {
    await takeAttempt(tx, [limit], now);
    const found = code ? await work(tx, code, now) : null;
    if (found) {
      await refundAttempt(tx, limit.key);
      return { found };
    }
    // Why it failed, for a clear message: unknown, expired, or decided already.
    const row = code ? await findDeviceAuthorizationByUserCode(tx, code) : null;
    if (!row) return { refusal: 'unknown' };
    await refundAttempt(tx, limit.key);
    return { refusal: row.expiresAt <= now ? 'expired' : 'decided' };
  });
  if ('refusal' in outcome) throw GUESS_REFUSALS[outcome.refusal]();
  return outcome.found;
}

/** What the `/device` page shows: the device asking, for a pending, live code. */
export async function viewDeviceRequest(ctx: ServiceContext, user: AuthUser, typed: string) {
  return guess(ctx, user, typed, async (tx, code, now) => {
    const row = await findDeviceAuthorizationByUserCode(tx, code);
    if (row?.status !== 'pending' || row.expiresAt <= now) return null;
    return {
      user_code: formatUserCode(row.userCode),
      device_name: row.deviceName,
      platform: row.platform as Platform | null,
      expires_at: row.expiresAt.toISOString(),
    };
  });
}

/** Approve or deny the device of a user code, as the signed-in user. */
export async function decideDevice(
  ctx: ServiceContext,
  user: AuthUser,
  typed: string,
  decision: 'approved' | 'denied',
  client: ClientInfo,
) {
  await guess(ctx, user, typed, async (tx, code, now) => {
    const row = await decideDeviceAuthorization(tx, code, user.id, decision, now);
    if (!row) return null;
    await recordAudit(tx, {
      action: decision === 'approved' ? 'device.approved' : 'device.denied',
      userId: user.id,
      actorId: user.id,
      ...client,
      details: { device: row.deviceName, platform: row.platform },
      at: now,
    });
    return row;
  });
}

export async function listDevices(ctx: ServiceContext, user: AuthUser) {
  return listUserDevices(ctx.db, user.id, idleSince(ctx.clock.now()));
}

/** Revoke one of the user's devices; another user's is as unknown as no device: 404. */
export async function revokeDevice(ctx: ServiceContext, user: AuthUser, id: string, client: ClientInfo) {
  await inTransaction(ctx.pool, async (tx) => {
    const row = await deleteUserDevice(tx, user.id, id);
    if (!row) throw notFound();
    await recordAudit(tx, {
      action: 'device.revoked',
      userId: user.id,
      actorId: user.id,
      ...client,
      details: { device: id, name: row.name },
      at: ctx.clock.now(),
    });
  });
}
