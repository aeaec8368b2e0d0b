/**
 * `npm run bench`: requests per second of the portal as `npm start` runs it
 * (every plugin, helmet's headers, request logging at info through the same
 * log destination as main.ts, written to a file) against a bare Fastify route,
 * in one run: `GET /api/csrf-token` (no database) and a signed-in
 * `GET /api/auth/authorized`, at 20 and 50 connections, with their ratios to
 * the bare route. "cpu µs" is the CPU time the server's thread spent per answer
 * (Linux; elsewhere its event loop's busy time), steadier than req/s on a busy
 * machine. A measurement to read, not a test that fails.
 *
 * BENCH_SECONDS (5) per measurement, BENCH_ROUNDS (3: the targets take turns, medians are
 * shown), BENCH_CONNECTIONS ("20,50"), BENCH_PG_PORT, DATABASE_URL
 * (else the embedded PostgreSQL under .data/bench-pg), BENCH_SYNC_LOG=1 (one
 * blocking write per log line, as the server did before its log went asynchronous),
 * BENCH_TARGETS (e.g. "authorized": only those of bare, csrf, authorized; for a CPU profile).
 */
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { startJobQueue } from '../src/jobs/queue.js';
import { createLogDestination } from '../src/logging.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '20,50').split(',').map(Number);
const WARMUP_SECONDS = 2;

interface Measured {
  rps: number;
  busyMicros: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * CPU time the server's own thread has used, in µs (Linux: the thread's schedstat), else undefined.
 * Unlike wall-clock measures it does not grow when other processes take the CPUs away.
 */
function serverThreadCpuMicros(): number | undefined {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
  } catch {
    return undefined;
  }
}

async function measure(url: string, connections: number, headers: Record<string, string>): Promise<Measured> {
  // The load generator runs in a worker thread so that it does not share the server's event loop.
  await autocannon({ url, connections, duration: WARMUP_SECONDS, headers, workers: 1 });
  const before = performance.eventLoopUtilization();
  const cpuBefore = serverThreadCpuMicros();
  const result = await autocannon({ url, connections, duration: DURATION, headers, workers: 1 });
  const busy = performance.eventLoopUtilization(before);
  const cpuAfter = serverThreadCpuMicros();
  const answers = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    // CPU time of the server's thread per answer (or, without schedstat, the time its event loop was
    // busy): steadier than req/s when the machine runs other work too.
    busyMicros:
      cpuBefore !== undefined && cpuAfter !== undefined
        ? (cpuAfter - cpuBefore) / answers
        : (busy.active * 1000) / answers,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const external = process.env.DATABASE_URL;
const pg = external
  ? { url: external, stop: async () => undefined }
  : await startEmbeddedPostgres({
      dataDir: path.join(repoRoot, '.data/bench-pg'),
      port: Number(process.env.BENCH_PG_PORT ?? 54359),
      database: 'bench',
    });
const database = connectDatabase(pg.url, 10);
await migrateDatabase(database.db);
await seedDemo(database.db);

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: { ok: true } }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: pg.url, SESSION_SECRET: 'x'.repeat(40) });
const jobs = await startJobQueue({
  pool: database.pool,
  db: database.db,
  transport: async () => undefined,
  onError: console.error,
});
// The log as main.ts writes it, into a file instead of the terminal.
const logFile = path.join(os.tmpdir(), `portal-bench-${process.pid}.log`);
const syncLog = process.env.BENCH_SYNC_LOG === '1';
const logStream = createLogDestination(logFile, { sync: syncLog });
const app = await buildApp({ config, db: database.db, pool: database.pool, jobs, logger: { stream: logStream } });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// Sign in the way a browser does: token, then login with the token's cookie.
const tokenRes = await fetch(`${appUrl}/api/csrf-token`);
const csrfCookie = tokenRes.headers.getSetCookie().map((c) => c.split(';')[0]);
const { token } = (await tokenRes.json()) as { token: string };
const login = await fetch(`${appUrl}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie.join('; ') },
  body: JSON.stringify({ email: 'trainee@example.com', password: DEMO_PASSWORD }),
});
if (login.status !== 200) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
const session = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const check = await fetch(`${appUrl}/api/auth/authorized`, { headers: { cookie: session } });
if (check.status !== 200) throw new Error(`bench session does not work: ${check.status}`);
const cache = app.sessionCache;
// Every query of the app (and of the job queue) takes a pooled connection: how many did the run need?
let checkouts = 0;
database.pool.on('acquire', () => checkouts++);

// BENCH_TARGETS=authorized (bare, csrf, authorized) runs only those: for a CPU profile of one route.
const only = process.env.BENCH_TARGETS?.split(',');
const allTargets: Array<{ key: string; name: string; url: string; headers: Record<string, string> }> = [
  { key: 'bare', name: 'bare Fastify route', url: `${bareUrl}/bare`, headers: {} },
  { key: 'csrf', name: 'GET /api/csrf-token', url: `${appUrl}/api/csrf-token`, headers: {} },
  {
    key: 'authorized',
    name: 'GET /api/auth/authorized',
    url: `${appUrl}/api/auth/authorized`,
    headers: { cookie: session },
  },
];
const targets = allTargets.filter((target) => !only || only.includes(target.key));

console.log(
  `autocannon in a worker: ${ROUNDS} rounds of ${DURATION} s per target (each after ${WARMUP_SECONDS} s warm-up), ` +
    `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}, ` +
    `log ${syncLog ? 'synchronous' : 'asynchronous'} to a file\n`,
);
console.log(
  `${'target'.padEnd(26)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'ratio'.padStart(7)} ` +
    `${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)} ${'cpu µs'.padStart(7)}   rounds (req/s)`,
);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ratios: string[] = [];
for (const connections of CONNECTIONS) {
  // Targets take turns, round after round, so that a busy moment of the machine hits them alike; medians are shown.
  const runs = new Map<string, Measured[]>(targets.map((target) => [target.key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) runs.get(target.key)?.push(await measure(target.url, connections, target.headers));
  }
  const bareRps = median((runs.get('bare') ?? []).map((m) => m.rps));
  for (const target of targets) {
    const ms = runs.get(target.key) ?? [];
    const rps = median(ms.map((m) => m.rps));
    const ratio = bareRps > 0 ? rps / bareRps : 0;
    console.log(
      `${target.name.padEnd(26)} ${String(connections).padStart(5)} ${rps.toFixed(0).padStart(8)} ` +
        `${`${(ratio * 100).toFixed(1)}%`.padStart(7)} ${String(median(ms.map((m) => m.p50))).padStart(7)} ` +
        `${String(median(ms.map((m) => m.p99))).padStart(7)} ${String(ms.reduce((n, m) => n + m.failures, 0)).padStart(7)} ` +
        `${median(ms.map((m) => m.busyMicros))
          .toFixed(0)
          .padStart(7)}` +
        `   ${ms.map((m) => m.rps.toFixed(0)).join(' ')}`,
    );
    if (target.key !== 'bare' && bareRps > 0)
      ratios.push(`${target.name} at ${connections}: ${(ratio * 100).toFixed(1)}%`);
  }
}
console.log(`\nratio to the bare route (medians): ${ratios.join('; ')}`);
console.log(
  `session cache: ${cache.active ? `on, ${cache.ttlMs / 1000} s` : 'off'}, ${cache.size} cached, ` +
    `${checkouts} pooled queries during the run (job queue included)`,
);

await app.close();
logStream.flushSync();
logStream.end();
rmSync(logFile, { force: true });
await jobs.stop();
await bare.close();
await database.close();
await pg.stop();
