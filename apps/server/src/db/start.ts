import path from 'node:path';
import type { Config } from '../config.js';
import { type Supervision, startEmbeddedPostgres } from './embedded.js';

export interface DatabaseServer {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * `DATABASE_URL` when set (a server someone else runs: while it is away the portal answers 503 and
 * recovers when it is back); otherwise the embedded PostgreSQL under DATA_DIR/pg, restarted when it
 * stops under the portal (`supervise`).
 */
export async function startDatabaseServer(
  config: Config,
  log: (line: string) => void,
  supervise?: Supervision,
): Promise<DatabaseServer> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const server = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    log,
    supervise,
  });
  return { url: server.url, embedded: true, stop: server.stop };
}
