import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';
import { ensureReferenceData } from './reference-data.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Apply committed SQL migrations, then the fixed reference rows (roles, permissions). */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
  await ensureReferenceData(db);
}
