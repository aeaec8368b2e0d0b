import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { throttles } from '../db/schema/index.js';
import { throttled } from './app-error.js';
import { DAY_MS } from './calendar-day.js';

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

interface Counted {
  key: string;
  hits: number;
  resetAt: Date;
}

async function count(
  db: Executor,
  keys: Array<{ key: string; windowMs: number }>,
  now: Date,
  amount = 1,
): Promise<Counted[]> {
  const rows = keys.map(({ key, windowMs }) => ({ key, hits: amount, resetAt: new Date(now.getTime() + windowMs) }));
  return db
    .insert(throttles)
    .values(rows)
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.resetAt} <= ${now} then excluded.hits else ${throttles.hits} + excluded.hits end`,
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
 * Count one attempt (or `amount` units of work: an upload's results) against every limit, then refuse (429 with
 * Retry-After, the longest wait of the limits exceeded) when any is over. A refused attempt stays counted.
 */
export async function takeAttempt(db: Executor, limits: Limit[], now: Date, amount = 1): Promise<void> {
  // One statement for all keys; sorted so that concurrent callers lock rows in the same order.
  const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key));
  const counted = await count(db, sorted, now, amount);
  let retryAt: number | null = null;
  for (const limit of sorted) {
    const row = counted.find((c) => c.key === limit.key);
    if (!row || row.hits <= limit.max) continue;
    // Exactly one attempt sees max + 1, so a lockout is counted once.
    const resetAt = limit.growing && row.hits === limit.max + amount ? await growWait(db, limit, now) : row.resetAt;
    retryAt = Math.max(retryAt ?? 0, resetAt.getTime());
  }
  if (retryAt !== null) throw throttled(Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)));
}

/**
 * Count `amount` uses of a quota (a daily allowance rather than an attempt limit) in the caller's
 * transaction, in the same atomic statement as `takeAttempt`: of parallel callers each sees the
 * uses of those before it, so together they never pass `max`. Answers what was left before this
 * call and when the window ends; when `amount` does not fit, the caller refuses and its rollback
 * gives the uses back (so call it only inside a transaction).
 */
export async function takeQuota(
  tx: Executor,
  limit: Limit,
  amount: number,
  now: Date,
): Promise<{ fits: boolean; remaining: number; resetAt: Date }> {
  const [row] = await count(tx, [limit], now, amount);
  if (!row) throw new Error('quota count returned nothing');
  const remaining = Math.max(0, limit.max - (row.hits - amount));
  return { fits: row.hits <= limit.max, remaining, resetAt: row.resetAt };
}

/**
 * Wait until `limit` has room for one more use in its window, then take it: pacing (bulk mail's
 * rate across every instance) rather than refusing. Real time, not the app's clock. Throws once
 * `stopping` says so, so a stopping process does not wait for a slot.
 */
export async function takeSlot(db: Executor, limit: Limit, stopping: () => boolean = () => false): Promise<void> {
  for (;;) {
    if (stopping()) throw new Error('stopping: the job is retried after the next start');
    const now = new Date();
    const [row] = await count(db, [limit], now);
    if (!row || row.hits <= limit.max) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(10, row.resetAt.getTime() - now.getTime())));
  }
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
