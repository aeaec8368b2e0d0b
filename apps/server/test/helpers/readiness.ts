import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * Wait (up to `timeoutMs`) until every readiness figure is computed: no `readiness-compute` job waiting or running,
 * no stale figure, no user with sessions but no figure. Uploads queue the job after their commit, so a read right
 * after an upload waits for this first (as the overview says "being computed" meanwhile).
 */
export async function settleReadiness(db: Database, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.execute<{ pending: number }>(sql`
      select ((select count(*) from pgboss.job where name = 'readiness-compute' and state < 'completed')
        + (select count(*) from training_readiness where stale)
        + (select count(*) from users u where exists (select 1 from training_sessions s where s.user_id = u.id)
            and not exists (select 1 from training_readiness r where r.user_id = u.id)))::int as pending`);
    if (rows.rows[0]?.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`readiness not settled: ${rows.rows[0]?.pending} pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
