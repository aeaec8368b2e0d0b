import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authTokens, sessions, throttles } from '../db/schema/index.js';

/** Used and expired link tokens are kept this long, so a late click still gets "already used" or "expired". */
const TOKEN_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Delete rows that can never be used again: ended sessions, finished
 * throttle windows and long-dead link tokens. Runs hourly from the queue.
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
  ]);
  const [s, t, a] = deleted.map((rows) => rows.length);
  return { sessions: s ?? 0, throttles: t ?? 0, tokens: a ?? 0 };
}
