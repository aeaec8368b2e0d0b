/**
 * `npm run bench`: requests per second for a bare Fastify route and for
 * `GET /api/auth/authorized` with a signed-in session (the full stack: cookie,
 * session lookup in PostgreSQL, envelope, serializer), on the embedded
 * database, and their ratio. A measurement to read, not a test that fails.
 */
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

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  // The load generator runs in a worker thread so that it does not share the server's event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, workers: 1 });
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx/errors ${non2xx}`,
  );
  return result.requests.average;
}

const pg = await startEmbeddedPostgres({
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
const app = await buildApp({ config, db: database.db, pool: database.pool, jobs, logger: false });
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

console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}\n`);
const bareRps = await measure('bare Fastify route', `${bareUrl}/bare`);
const authRps = await measure('GET /api/auth/authorized (signed in)', `${appUrl}/api/auth/authorized`, {
  cookie: session,
});
console.log(
  `\nratio authorized / bare: ${(authRps / bareRps).toFixed(3)} (${((authRps / bareRps) * 100).toFixed(1)} %)`,
);

await app.close();
await jobs.stop();
await bare.close();
await database.close();
await pg.stop();
