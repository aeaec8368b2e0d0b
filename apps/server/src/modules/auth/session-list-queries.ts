/** The profile's "Your sessions" (modules/sessions): reads and ends a user's own sessions; auth owns the table. */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** A session is live until its absolute expiry and while it has been used within the idle timeout. */
function liveAt(now: Date, idleMs: number) {
  return and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)));
}

/** The user's live sessions, the one asking first, then the most recently used. */
export async function listLiveSessions(
  db: Executor,
  userId: string,
  currentSessionId: string | null,
  now: Date,
  idleMs: number,
) {
  const current = sql<boolean>`coalesce(${sessions.id} = ${currentSessionId}, false)`;
  return db
    .select({
      publicId: sessions.publicId,
      current,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveAt(now, idleMs)))
    .orderBy(desc(current), desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export type SessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

/**
 * End one of the user's sessions by its public id; null when the user has no
 * such session (another user's id included). Answers the token hash so the
 * caller can tell whether it ended its own session.
 */
export async function deleteUserSession(db: Executor, userId: string, publicId: string) {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  return row ?? null;
}

/** End every session of the user but `keepSessionId`; counts the live ones among them. */
export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
  now: Date,
  idleMs: number,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ live: sql<boolean>`coalesce(${liveAt(now, idleMs)}, false)` });
  return rows.filter((row) => row.live).length;
}
