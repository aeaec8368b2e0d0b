import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';

/** A port nobody listens on now (never 5432 nor the embedded defaults). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (![5432, 54329, 54339].includes(port)) return port;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const root = mkdtempSync(path.join(tmpdir(), 'supervised-pg-'));
// When the tests run as root, PostgreSQL runs as `postgres`, which must reach its data directory.
chmodSync(root, 0o755);
const dataDir = path.join(root, 'pg');
const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

const lines: string[] = [];
const gaveUp: Error[] = [];
let server: EmbeddedDatabase;
let database: DatabaseHandle;
let port: number;
/** The supervisor's wait before each try (it asks each time). */
let backoffMs = 300;

const answers = async () => {
  try {
    return (await database.pool.query('select 1 as one')).rows[0]?.one === 1;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  port = await freePort();
  server = await startEmbeddedPostgres({
    dataDir,
    port,
    database: 'supervised',
    supervise: {
      report: (line) => lines.push(line),
      onGiveUp: (error) => gaveUp.push(error),
      maxTries: 3,
      backoffMs: () => backoffMs,
      stableMs: 1_500,
    },
  });
  database = connectDatabase(server.url, 2);
}, 180_000);

afterAll(async () => {
  await database?.close().catch(() => undefined);
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('the supervised embedded PostgreSQL', () => {
  it('is started again when its postmaster is stopped under the portal', async () => {
    expect(await answers()).toBe(true);
    const before = postmasterPid();
    // A fast shutdown, as `kill -INT` of the postmaster (or `pg_ctl stop -m fast`) does.
    process.kill(before, 'SIGINT');
    await waitFor('the postmaster to stop', () => !isAlive(before));
    await waitFor('queries to work again', answers);
    expect(postmasterPid()).not.toBe(before);
    expect(lines.some((l) => /stopped unexpectedly \(exit code 0\); restarting in 0\.3 s \(try 1 of 3\)/.test(l))).toBe(
      true,
    );
    expect(lines.some((l) => /running again on port \d+ \(try 1\)/.test(l))).toBe(true);

    // Killed outright too.
    const second = postmasterPid();
    process.kill(second, 'SIGKILL');
    await waitFor('the postmaster to die', () => !isAlive(second));
    await waitFor('queries to work again', answers);
    expect(postmasterPid()).not.toBe(second);
    expect(lines.some((l) => /stopped unexpectedly \(signal SIGKILL\)/.test(l))).toBe(true);
    expect(gaveUp).toEqual([]);
  }, 120_000);

  it('gives up with a clear error after its tries when it cannot start again', async () => {
    // A server that ran for `stableMs` since its last restart gets its full count of tries again.
    await new Promise((r) => setTimeout(r, 1_600));
    const pid = postmasterPid();
    lines.length = 0;
    // Time enough to take the port before the first try.
    backoffMs = 1_500;
    // Someone else takes the port as soon as the server is gone: every restart fails.
    const taken = new Set<net.Socket>();
    const blocker = net.createServer((socket) => taken.add(socket));
    process.kill(pid, 'SIGINT');
    await waitFor('the postmaster to stop', () => !isAlive(pid));
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen(port, '127.0.0.1', resolve);
    });
    try {
      await waitFor('the supervisor to give up', () => gaveUp.length > 0);
      expect(gaveUp).toHaveLength(1);
      expect(gaveUp[0]?.message).toMatch(
        new RegExp(`could not be started again after 3 tries \\(port ${port}, data in .*\\): did not start \\(.+\\)`),
      );
      expect(gaveUp[0]?.message).toMatch(/Address already in use/);
      expect(lines.filter((l) => /restarting in 1\.5 s \(try \d of 3\)/.test(l))).toHaveLength(3);
    } finally {
      for (const socket of taken) socket.destroy();
      await new Promise((resolve) => blocker.close(resolve));
    }
    // Stopping after giving up does not wait for a server that is gone.
    const stopped = Date.now();
    await server.stop();
    expect(Date.now() - stopped).toBeLessThan(5_000);
  }, 120_000);
});
