import path from 'node:path';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface DatabaseServer {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise the embedded PostgreSQL under DATA_DIR/pg. */
export async function startDatabaseServer(config: Config, log: (line: string) => void): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const server = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    log,
  });
  return { url: server.url, embedded: true, stop: server.stop };
}
