import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { DatabaseUnavailableError } from '../../lib/app-error.js';

/** A new connection is tried at most this often; health checks in between share its answer. */
const PROBE_EVERY_MS = 1_000;
/** A new connection that takes longer than this counts as refused. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether PostgreSQL takes a new connection. A smart shutdown (`pg_ctl stop -m smart`), a database
 * closed to connections or a server out of connection slots keeps the pool's open connections working
 * while every new one is refused: `select 1` on the pool alone answers 200 while sign-ins fail. So the
 * health check also opens one connection of its own, with the pool's settings, at most once a second.
 */
function connectionProbe(pool: pg.Pool): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined;
  const probe = async () => {
    const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    // A connection lost after it was made must not be an unhandled 'error' event.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      throw new DatabaseUnavailableError('PostgreSQL refuses new connections', { cause: error });
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= PROBE_EVERY_MS) {
      const result = probe();
      // Read by every caller within the second; one that nobody reads is not an unhandled rejection.
      result.catch(() => undefined);
      last = { at: now, result };
    }
    return last.result;
  };
}

export default resource('/api', 'public', async function systemRoutes(app) {
  const newConnection = connectionProbe(app.pool);

  app.get(
    '/health',
    {
      config: PUBLIC,
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Liveness and database reachability',
        description: 'Answers 503 (with Retry-After) when PostgreSQL does not answer or refuses new connections.',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    async () => {
      await Promise.all([app.db.execute(sql`select 1`), newConnection()]);
      return { data: { status: 'ok' as const } };
    },
  );
});

import { PUBLIC } from '../../lib/route-access.js';
import { resource } from '../../lib/route-kit.js';
