import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { throttles } from '../db/schema/index.js';
import { throttled } from './app-error.js';

/**
 * Fixed-window counters in PostgreSQL, so every server instance sees the same
 * count. Used for failed sign-ins now and for any other flood later.
 */
/** Current hits in the window for `key`, or 0 when the window has passed. */
export async function throttleHits(db: Executor, key: string, now: Date): Promise<{ hits: number; resetAt: Date }> {
  const [row] = await db
    .select()
    .from(throttles)
    .where(and(eq(throttles.key, key), gt(throttles.resetAt, now)));
  return row ? { hits: row.hits, resetAt: row.resetAt } : { hits: 0, resetAt: now };
}

/** Count one hit in a fixed window of `windowMs` starting at the first hit. */
export async function recordThrottleHit(db: Executor, key: string, now: Date, windowMs: number): Promise<number> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.resetAt} <= ${now} then 1 else ${throttles.hits} + 1 end`,
        resetAt: sql`case when ${throttles.resetAt} <= ${now} then ${resetAt} else ${throttles.resetAt} end`,
      },
    })
    .returning({ hits: throttles.hits });
  return row?.hits ?? 1;
}

export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Throw 429 (with the seconds left) when `key` already has `limit` hits in its window. */
export async function assertNotThrottled(db: Executor, key: string, limit: number, now: Date): Promise<void> {
  const { hits, resetAt } = await throttleHits(db, key, now);
  if (hits >= limit) throw throttled(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
}
