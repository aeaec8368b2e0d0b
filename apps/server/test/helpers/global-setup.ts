import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { installJobQueueSchema } from '../../src/jobs/queue.js';
import { adminQuery, databaseUrl, startTestDatabaseServer } from './database-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/** Migrate one template database per run; each test file copies it (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const template = `portal_test_tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE ${template}`);
  const database = connectDatabase(databaseUrl(server.adminUrl, template), 1);
  try {
    await migrateDatabase(database.db);
    await installJobQueueSchema(database.pool);
  } finally {
    await database.close();
  }
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', template);
  console.log(`server tests on PostgreSQL (${server.kind}), template ${template}`);

  return async () => {
    await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await server.stop();
  };
}
