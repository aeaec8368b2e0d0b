import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../src/config.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';

export interface TestDatabaseServer {
  /** A URL on the server's maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  kind: 'DATABASE_URL' | 'local' | 'embedded';
  stop(): Promise<void>;
}

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL server the tests run against: DATABASE_URL when set, else a
 * server on 127.0.0.1:5432 that lets us in, else the embedded one.
 */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    const url = new URL(fromEnv);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), kind: 'DATABASE_URL', stop: async () => undefined };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if ((await portOpen('127.0.0.1', 5432)) && (await canConnect(local))) {
    return { adminUrl: local, kind: 'local', stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.data/test-pg'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339),
    database: 'postgres',
  });
  return { adminUrl: server.url, kind: 'embedded', stop: server.stop };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
