import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { throttles } from '../db/schema/index.js';
import { throttled } from './app-error.js';

/**
 * Attempt limits as fixed-window counters in PostgreSQL, so every server
 * instance sees the same count.
 *
 * An attempt is counted before it is checked or verified, in one atomic
 * statement (`INSERT … ON CONFLICT … RETURNING hits`): of a burst of parallel
 * attempts exactly `max` get through, whatever their timing. Callers then
 * clear the counter on success (or refund the attempt) where only failures
 * should count.
 */
export interface Limit {
  key: string;
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
  /**
   * Growing back-off: each time the limit is reached within a day, the wait
   * doubles (window, 2 × window, 4 × window, … at most a day).
   */
  growing?: boolean;
}

const DAY_MS = 24 * 3_600_000;

interface Counted {
  key: string;
  hits: number;
  resetAt: Date;
}

async function count(db: Executor, keys: Array<{ key: string; windowMs: number }>, now: Date): Promise<Counted[]> {
  const rows = keys.map(({ key, windowMs }) => ({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) }));
  return db
    .insert(throttles)
    .values(rows)
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.resetAt} <= ${now} then 1 else ${throttles.hits} + 1 end`,
        resetAt: sql`case when ${throttles.resetAt} <= ${now} then excluded.reset_at else ${throttles.resetAt} end`,
      },
    })
    .returning({ key: throttles.key, hits: throttles.hits, resetAt: throttles.resetAt });
}

/** When the first attempt over a growing limit arrives: lengthen the wait, doubling per lockout that day. */
async function growWait(db: Executor, limit: Limit, now: Date): Promise<Date> {
  const [lockouts] = await count(db, [{ key: `${limit.key}#lockouts`, windowMs: DAY_MS }], now);
  const wait = Math.min(limit.windowMs * 2 ** ((lockouts?.hits ?? 1) - 1), DAY_MS);
  const resetAt = new Date(now.getTime() + wait);
  await db.update(throttles).set({ resetAt }).where(eq(throttles.key, limit.key));
  return resetAt;
}

/**
 * Count one attempt against every limit, then refuse (429 with Retry-After,
 * the longest wait of the limits exceeded) when any is over.
 */
export async function takeAttempt(db: Executor, limits: Limit[], now: Date): Promise<void> {
  // One statement for all keys; sorted so that concurrent callers lock rows in the same order.
  const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key));
  const counted = await count(db, sorted, now);
  let retryAt: number | null = null;
  for (const limit of sorted) {
    const row = counted.find((c) => c.key === limit.key);
    if (!row || row.hits <= limit.max) continue;
    // Exactly one attempt sees max + 1, so a lockout is counted once.
    const resetAt = limit.growing && row.hits === limit.max + 1 ? await growWait(db, limit, now) : row.resetAt;
    retryAt = Math.max(retryAt ?? 0, resetAt.getTime());
  }
  if (retryAt !== null) throw throttled(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
}

/** Give back one counted attempt (a success that should not use up a shared limit). */
export async function refundAttempt(db: Executor, key: string): Promise<void> {
  await db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(eq(throttles.key, key));
}

/** Forget a key's attempts (and its lockouts, for a growing limit): the rightful user got through. */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(throttles).where(inArray(throttles.key, [key, `${key}#lockouts`]));
}
