import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { connectDatabase, DATABASE_LIMITS } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { testDatabase } from './helpers/app.js';

// One connection: the one the migrations ran on is the one the portal's requests get next.
const database = connectDatabase(await testDatabase({ migrated: false }), 1);
afterAll(() => database.close());

const migrationFiles = readdirSync(path.join(import.meta.dirname, '../src/db/migrations')).filter((file) =>
  file.endsWith('.sql'),
);
const applied = async () =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]
    ?.n;

it('migrates an empty database to the newest schema, once, and hands the requests their statement timeout back', async () => {
  await migrateDatabase(database.db);
  expect(await applied()).toBe(migrationFiles.length);
  // The migrations ran without the timeout (a long index build must not stop an upgrade); the connection
  // they ran on serves requests afterwards with it.
  const { rows } = await database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
  expect(rows[0]?.statement_timeout).toBe(`${DATABASE_LIMITS.statement_timeout / 1000}s`);

  await migrateDatabase(database.db);
  expect(await applied()).toBe(migrationFiles.length);
});
