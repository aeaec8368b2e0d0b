import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DATABASE_CASING, type Database } from './client.js';
import { ensureReferenceData } from './reference-data.js';
import * as schema from './schema/index.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Apply committed SQL migrations, then the fixed reference rows (roles, permissions). The migrations run
 * on one connection without the requests' statement timeout (`DATABASE_LIMITS`): building an index or
 * filling a new column over a large table may take longer than a request may, and an upgrade stopped by
 * the timeout would leave the portal unable to start.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  // `connectDatabase`'s handle holds its pool (Drizzle's `$client`, not in the `Database` type).
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    const client = await pool.connect();
    let failed = true;
    try {
      await client.query('set statement_timeout = 0');
      await migrate(drizzle(client, { schema, casing: DATABASE_CASING }), { migrationsFolder });
      await client.query('reset statement_timeout');
      failed = false;
    } finally {
      // A connection left without the timeout (the run failed) is closed, not handed to a request.
      client.release(failed);
    }
  } else {
    await migrate(db, { migrationsFolder });
  }
  await ensureReferenceData(db);
}
