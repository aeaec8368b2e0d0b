/**
 * `npm run bench:burst`: what an attacker's burst does to the portal, over
 * real HTTP on the embedded database. Prints how long `/api/health` takes
 * while 200 wrong second-factor codes arrive at once, and how 60 parallel
 * wrong passwords for one account are answered. A measurement, not a test.
 */
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createUser } from '../src/db/seed/factories.js';
import { startJobQueue } from '../src/jobs/queue.js';
import { totpAt } from '../src/modules/auth/two-factor.js';

const PASSWORD = 'DemoPass!2026';
const pg = await startEmbeddedPostgres({
  dataDir: path.join(repoRoot, '.data/bench-burst-pg'),
  port: Number(process.env.BENCH_PG_PORT ?? 54361),
  database: 'bench',
});
const database = connectDatabase(pg.url, 10);
await migrateDatabase(database.db);
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: pg.url, SESSION_SECRET: 'x'.repeat(40) });
const jobs = await startJobQueue({
  pool: database.pool,
  db: database.db,
  transport: async () => undefined,
  onError: () => undefined,
});
const app = await buildApp({ config, db: database.db, pool: database.pool, jobs, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A browser-like caller over HTTP: keeps cookies, fetches the anti-forgery token when it changes. */
class Caller {
  cookies = new Map<string, string>();
  token = '';
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
      if (name === 'csrf') this.token = '';
    }
  }
  async csrf() {
    if (!this.token) {
      const res = await fetch(`${base}/api/csrf-token`, { headers: { cookie: this.header() } });
      this.keep(res);
      this.token = ((await res.json()) as { token: string }).token;
    }
    return this.token;
  }
  async post(url: string, body: unknown) {
    const token = await this.csrf();
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: this.header() },
      body: JSON.stringify(body),
    });
    this.keep(res);
    return res;
  }
}

function tally(statuses: number[]) {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
}

async function timedHealth() {
  const started = performance.now();
  const res = await fetch(`${base}/api/health`);
  return { status: res.status, ms: performance.now() - started };
}

// A user with two-factor authentication on, signed in to the code step.
const email = `burst-${Date.now()}@example.test`;
await createUser(database.db, { email });
const owner = new Caller();
await owner.post('/api/auth/login', { email, password: PASSWORD });
const setup = (await (await owner.post('/api/profile/two-factor/setup', { password: PASSWORD })).json()) as {
  data: { secret: string };
};
await owner.post('/api/profile/two-factor/confirm', { code: totpAt(setup.data.secret, new Date()) });
const attacker = new Caller();
await attacker.post('/api/auth/login', { email, password: PASSWORD });
await attacker.csrf();

const idle = await timedHealth();
const burst = Array.from({ length: 200 }, () => attacker.post('/api/auth/two-factor', { code: '000000' }));
const during = await timedHealth();
const codes = await Promise.all(burst);
const after = await timedHealth();
console.log(`Node ${process.version}, pool of 10 connections, over HTTP on loopback\n`);
console.log(`/api/health idle:                         ${idle.ms.toFixed(1)} ms (${idle.status})`);
console.log(`/api/health during 200 wrong codes:       ${during.ms.toFixed(1)} ms (${during.status})`);
console.log(`/api/health after the burst:              ${after.ms.toFixed(1)} ms (${after.status})`);
console.log(`the 200 wrong codes were answered:        ${tally(codes.map((r) => r.status))}`);

const victim = `victim-${Date.now()}@example.test`;
await createUser(database.db, { email: victim });
const guesser = new Caller();
await guesser.csrf();
const guesses = await Promise.all(
  Array.from({ length: 60 }, (_, i) => guesser.post('/api/auth/login', { email: victim, password: `Wrong-${i}` })),
);
console.log(`60 parallel wrong passwords were answered: ${tally(guesses.map((r) => r.status))}`);

await app.close();
await jobs.stop();
await database.close();
await pg.stop();
