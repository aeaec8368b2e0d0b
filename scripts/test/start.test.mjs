// Stopping the portal the way operators stop things: SIGTERM (a container's stop, systemd) or SIGINT (Ctrl+C) to
// `node scripts/start.mjs`, and SIGTERM to `npm start`, each leave no process and no postmaster.pid behind. A real
// start: the web build when it is missing (the end-to-end suite needs the same build later), the embedded PostgreSQL
// and the demo world in a folder of the test's own.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Under the checkout's .data, as the end-to-end suite's: initdb runs as another user when the tests run as root, and
// cannot enter a private temporary folder.
const dataDir = path.join(root, `.data/start-test-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const postmasterPid = path.join(dataDir, 'pg/postmaster.pid');
const started = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts the portal (`node scripts/start.mjs` or `npm start`) and answers once it serves, with its ports and pids. */
async function startPortal(command, args) {
  const port = await freePort();
  const pgPort = await freePort();
  const child = spawn(command, args, {
    cwd: root,
    // Its own process group: the test's signal goes to the one process an operator would signal, and the clean-up
    // after a failure can reach everything.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await Promise.race([
    // The first start may build the web app: minutes on a loaded machine.
    waitFor(() => output.includes('Portal ready'), 900_000, `the portal to start:\n${output}`),
    exited.then((how) => {
      throw new Error(`the portal exited before it was ready (${JSON.stringify(how)}):\n${output}`);
    }),
  ]);
  const postgres = Number(readFileSync(postmasterPid, 'utf8').split('\n')[0]);
  expect(isAlive(postgres)).toBe(true);
  expect(await accepts(port)).toBe(true);
  return { child, port, pgPort, postgres, exited, output: () => output };
}

async function expectAllGone({ port, pgPort, postgres }) {
  await waitFor(async () => !isAlive(postgres), 20_000, `PostgreSQL (pid ${postgres}) to stop`);
  expect(existsSync(postmasterPid)).toBe(false);
  expect(await accepts(port)).toBe(false);
  expect(await accepts(pgPort)).toBe(false);
}

afterAll(() => {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
  if (existsSync(postmasterPid)) {
    const pid = Number(readFileSync(postmasterPid, 'utf8').split('\n')[0]);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping the portal', () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(`${signal} to node scripts/start.mjs stops the server and its PostgreSQL, and exits 0`, async () => {
      const portal = await startPortal(process.execPath, ['scripts/start.mjs']);
      portal.child.kill(signal);
      const how = await portal.exited;
      expect(how, portal.output()).toEqual({ code: 0, signal: null });
      await expectAllGone(portal);
    }, 1_200_000);
  }

  it('SIGTERM to npm start stops the portal npm started, and its PostgreSQL', async () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const portal = await startPortal(npm, ['start']);
    portal.child.kill('SIGTERM');
    await portal.exited;
    await expectAllGone(portal);
  }, 1_200_000);
});
