/** What the benches share: a bare Fastify route, the portal on a bench database, signing in over HTTP. */
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { startJobQueue } from '../src/jobs/queue.js';

/** A bare Fastify route, the yardstick every bench prints beside its own figures. */
export async function startBareRoute() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ data: { ok: true } }));
  const url = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;
  return { url, close: () => bare.close() };
}

/**
 * The portal as production runs it, on the bench's database: without job workers, or (`work`) with them, as an
 * instance that also works the queue (the readiness job after each upload).
 */
export async function startPortal(database: DatabaseHandle, databaseUrl: string, { work = false } = {}) {
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, SESSION_SECRET: 'x'.repeat(40) });
  const jobs = await startJobQueue({
    pool: database.pool,
    db: database.db,
    transport: async () => undefined,
    onError: () => undefined,
    work,
    pollingIntervalSeconds: 0.5,
    // No cron ticks in a measurement (a schedule's work would land in it).
    runSchedules: false,
  });
  const app = await buildApp({ config, db: database.db, pool: database.pool, jobs, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await jobs.stop();
    },
  };
}

/**
 * Sign in as `email` (the demo password): the cookies (session and anti-forgery secret) and the token for changes.
 * A sign-in starts a new anti-forgery secret, so the token is asked for again, signed in.
 */
export async function signIn(appUrl: string, email: string) {
  const first = await fetch(`${appUrl}/api/csrf-token`);
  const csrfCookie = first.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie.join('; ') },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`bench sign-in as ${email} failed: ${login.status} ${await login.text()}`);
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const again = await fetch(`${appUrl}/api/csrf-token`, { headers: { cookie: session.join('; ') } });
  const secret = again.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  // A cookie jar: a later value of a name replaces the earlier one; a cleared one is left out.
  const jar = new Map([...csrfCookie, ...session, ...secret].map((c) => [c.split('=')[0], c] as const));
  const cookie = [...jar.values()].filter((c) => !c.endsWith('=')).join('; ');
  return { cookie, token: ((await again.json()) as { token: string }).token };
}
