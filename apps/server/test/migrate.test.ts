import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { connectDatabase, DATABASE_LIMITS } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { adminQuery, databaseUrl } from './helpers/database-server.js';

const adminUrl = inject('adminUrl');
const name = `portal_test_migrate_${process.pid}_${Date.now().toString(36)}`;
await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
// One connection: the one the migrations ran on is the one the portal's requests get next.
const database = connectDatabase(databaseUrl(adminUrl, name), 1);
afterAll(async () => {
  await database.close();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

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
