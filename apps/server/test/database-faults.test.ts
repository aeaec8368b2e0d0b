import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../src/db/client.js';
import { createProduct, createUser } from '../src/db/seed/factories.js';
import { isDatabaseUnavailable } from '../src/plugins/errors.js';
import { setupTestApp } from './helpers/app.js';
import { adminQuery, databaseUrl } from './helpers/database-server.js';

/** What the app logged as failed: the cause of any 500 shows in the assertion. */
const failures: string[] = [];
const ctx = await setupTestApp(
  {},
  {
    logger: {
      level: 'error',
      stream: {
        write(line: string) {
          type Logged = { type?: string; message?: string; code?: string; cause?: Logged };
          const entry = JSON.parse(line) as { msg?: string; err?: Logged };
          if (entry.msg !== 'request failed') return;
          let err = entry.err;
          while (err?.cause) err = err.cause;
          failures.push(`${err?.type}: ${err?.message} (${err?.code})`);
        },
      },
    },
  },
);
await createUser(ctx.db, { email: 'catalogue@x.test', roles: ['admin'], permissions: ['manage product'] });
const admin = ctx.client();
await admin.login('catalogue@x.test');
const product = await createProduct(ctx.db, { type: 'software' });
const { rows } = await ctx.db.execute<{ name: string }>(sql`select current_database() as name`);
const database = rows[0]?.name ?? '';

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An update of the product as the admin's form sends it (a transaction with a row lock and an audit row). */
const update = (n: number) =>
  admin.request('PUT', `/api/admin/products/${product.id}`, {
    name: `Burst ${n}`,
    prices: { EUR: 1_000 + n },
    duration: 12,
    duration_type: 'month',
    sku: product.sku,
    status: 'active',
  });

describe('a connection PostgreSQL ends while the portal writes', () => {
  it('answers 503 with Retry-After for the requests it cut, never 500, and keeps serving', async () => {
    // The operator's connection: outside the portal's pool, on the file's own database.
    const operator = new pg.Client({ connectionString: databaseUrl(inject('adminUrl'), database) });
    await operator.connect();
    // The anti-forgery token first: fetched during the burst, its own request may be the one cut (503, no token).
    await admin.token();
    const answers: Array<{ status: number; retryAfter: unknown; body: string }> = [];
    let terminated = 0;
    let writing = true;
    try {
      let n = 0;
      const loop = async () => {
        while (writing) {
          const res = await update(++n);
          answers.push({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.body });
        }
      };
      // Eight parallel loops of writes while busy backends are ended, as
      // `pg_terminate_backend` (or `pg_ctl stop -m fast`) does under load.
      const loops = Array.from({ length: 8 }, loop);
      const until = Date.now() + 4_000;
      while (Date.now() < until) {
        // Chosen first (a materialized CTE), so the terminate never runs on a row the filter refuses.
        const ended = await operator.query<{ ended: boolean }>(
          `with busy as materialized (
             select pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle')
           select pg_terminate_backend(pid) as ended from busy`,
        );
        terminated += ended.rows.filter((row) => row.ended).length;
        await new Promise((r) => setTimeout(r, 25));
      }
      writing = false;
      await Promise.all(loops);
    } finally {
      writing = false;
      await operator.end();
    }

    expect(terminated).toBeGreaterThan(0);
    const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(unexpected.length, [...new Set(failures)].join('\n')).toBe(0);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.retryAfter).toBe('5');
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);

    // The process is up and the pool has replaced the ended connections.
    const health = await eventually(
      () => ctx.app.inject({ method: 'GET', url: '/api/health' }),
      (res) => res.statusCode === 200,
    );
    expect(health.statusCode).toBe(200);
    const after = await update(0);
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ name: 'Burst 0', price: 1_000 });
    // The notification listener was ended too, or not: either way it listens again.
    expect(
      await eventually(
        async () => ctx.app.authChanges.isListening,
        (v) => v,
      ),
    ).toBe(true);
  }, 60_000);
});

describe('GET /api/health', () => {
  it('answers 503 while PostgreSQL refuses new connections, though the pool still has open ones', async () => {
    const health = () => ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);
    // As in a smart shutdown: connections already open work, new ones are refused.
    await adminQuery(inject('adminUrl'), `ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    try {
      expect((await ctx.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
      const refused = await eventually(health, (res) => res.statusCode === 503, 5_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({ code: 'unavailable' });
      // A request that needs a new connection meanwhile (SQLSTATE 55000 "not currently accepting
      // connections") is a 503 too, not a 500: every failure to connect means the database cannot serve.
      const fresh = connectDatabase(databaseUrl(inject('adminUrl'), database), 1);
      try {
        const failed = await fresh.pool.query('select 1').then(
          () => null,
          (error: unknown) => error,
        );
        expect(failed).not.toBeNull();
        expect(isDatabaseUnavailable(failed)).toBe(true);
      } finally {
        await fresh.close();
      }
    } finally {
      await adminQuery(inject('adminUrl'), `ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    }
    expect((await eventually(health, (res) => res.statusCode === 200, 5_000)).statusCode).toBe(200);
  });
});
