import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { ClientInfo } from '../../lib/client-info.js';
import type { ServiceContext } from '../../service-context.js';
import { recordAudit } from '../audit/index.js';
import type { SessionActivity } from '../auth/index.js';
import { deleteOtherSessions, deleteUserSession, listLiveSessions } from '../auth/index.js';

/** Who is asking: the signed-in user and the session (token hash) the request came with. */
export interface SessionCaller {
  user: AuthUser;
  sessionId: string | null;
}

/** Batched `last_seen_at` writes (the auth module's), flushed before a read of last use. */
type Activity = Pick<SessionActivity, 'flush'>;

export async function listSessions(ctx: ServiceContext, activity: Activity, caller: SessionCaller) {
  // Last use and the idle rule read last_seen_at: write the batched activity first.
  await activity.flush();
  return listLiveSessions(ctx.db, caller.user.id, caller.sessionId, ctx.clock.now(), ctx.config.sessionIdleMs);
}

/**
 * Sign one of the caller's own sessions out. Another user's session is
 * indistinguishable from an unknown one: 404 either way. Answers whether the
 * caller ended the session it is using.
 */
export async function endSession(
  ctx: ServiceContext,
  caller: SessionCaller,
  publicId: string,
  client: ClientInfo,
): Promise<{ endedCurrent: boolean }> {
  return inTransaction(ctx.pool, async (tx) => {
    const ended = await deleteUserSession(tx, caller.user.id, publicId);
    if (!ended) throw notFound();
    const endedCurrent = ended.id === caller.sessionId;
    await recordAudit(tx, {
      action: 'auth.session_revoked',
      userId: caller.user.id,
      actorId: caller.user.id,
      ...client,
      details: { session: publicId, current: endedCurrent },
      at: ctx.clock.now(),
    });
    return { endedCurrent };
  });
}

/** "Sign out everywhere else": every session of the caller but the one asking ends. */
export async function endOtherSessions(
  ctx: ServiceContext,
  activity: Activity,
  caller: SessionCaller,
  client: ClientInfo,
) {
  // requireAuth guarantees a session; without one there would be nothing to keep.
  const keep = caller.sessionId;
  if (!keep) throw notFound();
  // Which sessions are still live depends on last_seen_at: write the batched activity first.
  await activity.flush();
  const now = ctx.clock.now();
  return inTransaction(ctx.pool, async (tx) => {
    const ended = await deleteOtherSessions(tx, caller.user.id, keep, now, ctx.config.sessionIdleMs);
    await recordAudit(tx, {
      action: 'auth.sessions_revoked_others',
      userId: caller.user.id,
      actorId: caller.user.id,
      ...client,
      details: { ended },
      at: now,
    });
    return { ended };
  });
}
