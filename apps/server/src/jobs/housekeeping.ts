import { DEVICE_TOKEN_IDLE_DAYS } from '@portal/contracts';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authTokens, deviceAuthorizations, deviceTokens, sessions, throttles } from '../db/schema/index.js';
import { DAY_MS, daysBefore } from '../lib/calendar-day.js';

/** Used and expired link tokens are kept this long, so a late click still gets "already used" or "expired". */
const TOKEN_RETENTION_MS = 30 * DAY_MS;

/**
 * Delete rows that can never be used again: ended sessions, finished
 * throttle windows, long-dead link tokens, device tokens unused for 90 days and
 * device sign-ins expired a day ago. Runs hourly from the queue.
 */
export async function deleteExpiredRows(db: Executor, now: Date, sessionIdleMs: number) {
  const idleSince = new Date(now.getTime() - sessionIdleMs);
  const tokenCutoff = new Date(now.getTime() - TOKEN_RETENTION_MS);
  const deleted = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
      .returning({ id: sessions.id }),
    db.delete(throttles).where(lt(throttles.resetAt, now)).returning({ key: throttles.key }),
    db
      .delete(authTokens)
      .where(
        or(
          lt(authTokens.expiresAt, tokenCutoff),
          and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, tokenCutoff)),
        ),
      )
      .returning({ id: authTokens.id }),
    db
      .delete(deviceTokens)
      .where(lt(deviceTokens.lastSeenAt, daysBefore(now, DEVICE_TOKEN_IDLE_DAYS)))
      .returning({ id: deviceTokens.id }),
    db
      .delete(deviceAuthorizations)
      .where(lt(deviceAuthorizations.expiresAt, daysBefore(now, 1)))
      .returning({ id: deviceAuthorizations.id }),
  ]);
  const [s, t, a, d, c] = deleted.map((rows) => rows.length);
  return { sessions: s ?? 0, throttles: t ?? 0, tokens: a ?? 0, deviceTokens: d ?? 0, deviceCodes: c ?? 0 };
}
