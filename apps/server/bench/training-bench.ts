/**
 * `npm run bench:training`: the game's session upload over a large training history (bench/training-world.ts:
 * 2,000 trainees in 100 organizations, each with a seat, and 10 million exercise results over the past 26
 * weeks, with their rollups, kept in .data/bench-training-pg between runs). Then, next to a bare Fastify route
 * in the same run: `POST /api/game/sessions` through the API with device tokens, batches of 50 simulated
 * sessions (the simulator's learning curves), 10 connections (each its own trainee) for BENCH_SECONDS.
 * Prints requests and results per second, latency percentiles, and the database time per stored session
 * of each statement kind, the daily rollup's among them. A measurement to read, not a test that fails.
 */

import { performance } from 'node:perf_hooks';
import type { GameSession } from '@portal/contracts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import { PROFILES, simulateSessions } from '../src/modules/training/index.js';
import { startBareRoute, startPortal } from './support.js';
import { ensureTrainingWorld, startTrainingDatabase, TRAINING_WORLD } from './training-world.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BATCH = 50;

const pgServer = await startTrainingDatabase();
const database = connectDatabase(pgServer.url, 10);

// --- the database time of each statement kind --------------------------------------------------------------
/** Statement kind → total milliseconds, over every pooled connection (the bench's own measurement). */
const statementMs = new Map<string, number>();
const kindOf = (text: string) => {
  const write = /^\s*(insert into|update|delete from)\s+"?([a-z_]+)/i.exec(text);
  if (write) return `${write[1]?.toLowerCase()} ${write[2]}`;
  const read = /\bfrom\s+"?([a-z_]+)/i.exec(text);
  return read ? `select from ${read[1]}` : text.trim().split(/\s+/).slice(0, 2).join(' ').toLowerCase();
};
database.pool.on('connect', (client: pg.PoolClient) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: the bench wraps pg's query() with its dozen overloads as they are.
  (client as any).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const started = performance.now();
    const result = query(...args);
    if (result instanceof Promise) {
      const done = () => {
        const kind = kindOf(text);
        statementMs.set(kind, (statementMs.get(kind) ?? 0) + performance.now() - started);
      };
      result.then(done, done);
    }
    return result;
  };
});

await migrateDatabase(database.db);
const { results: stored, rollups } = await ensureTrainingWorld(database);

const bare = await startBareRoute();
const bareRun = await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 5, workers: 1 });
const portal = await startPortal(database, pgServer.url);
const appUrl = portal.url;

// --- the upload: each connection a trainee of its own organization with a device token ----------------------
const uploaders = (
  await database.db.execute<{ id: string }>(sql`
    select distinct on (organization_id) id from users where email like 'bench-trainee-%'
    order by organization_id, email limit ${CONNECTIONS}`)
).rows;
const tokens = uploaders.map(() => randomToken());
await database.db.execute(sql`
  insert into device_tokens (token_hash, user_id, name, platform, created_at, last_seen_at)
  select t.hash, t.user_id::uuid, 'Bench rig', 'windows', now(), now()
  from unnest(${sql.param(tokens.map(hashToken))}::text[], ${sql.param(uploaders.map((u) => u.id))}::text[]) as t(hash, user_id)`);

/** Batches of 50 sessions, made before the clock starts (the simulator's curves; new ids each run). */
const run = Date.now().toString(36);
const until = new Date();
const from = new Date(until.getTime() - 120 * 86_400_000);
function batches(connection: number, count: number): string[] {
  const sessions: GameSession[] = [];
  for (let i = 0; sessions.length < count * BATCH; i++) {
    sessions.push(
      ...simulateSessions({ seed: `bench:${run}:${connection}:${i}`, profile: PROFILES.dedicated, from, until }),
    );
  }
  return Array.from({ length: count }, (_, b) =>
    JSON.stringify({ sessions: sessions.slice(b * BATCH, (b + 1) * BATCH) }),
  );
}
const perConnection = Math.ceil((DURATION * 40) / CONNECTIONS) + 5;
const bodies = tokens.map((_, c) => batches(c, perConnection));
const resultsPerBody = bodies.map((list) =>
  list.map((body) =>
    (JSON.parse(body) as { sessions: GameSession[] }).sessions.reduce((n, s) => n + s.results.length, 0),
  ),
);

statementMs.clear();
const latencies: number[] = [];
let storedSessions = 0;
let storedResults = 0;
let failures = 0;
const started = performance.now();
await Promise.all(
  tokens.map(async (token, c) => {
    for (let b = 0; b < perConnection && performance.now() - started < DURATION * 1000; b++) {
      const t0 = performance.now();
      const res = await fetch(`${appUrl}/api/game/sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: bodies[c]?.[b],
      });
      const answer = (await res.json()) as { data?: { sessions: Array<{ outcome: string }> } };
      latencies.push(performance.now() - t0);
      const outcomes = answer.data?.sessions ?? [];
      if (res.status !== 200 || outcomes.some((o) => o.outcome !== 'stored')) failures++;
      storedSessions += outcomes.filter((o) => o.outcome === 'stored').length;
      storedResults += resultsPerBody[c]?.[b] ?? 0;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;

console.log(
  `\n${stored.toLocaleString('en')} exercise results, ${rollups.toLocaleString('en')} daily rollup rows, ` +
    `${TRAINING_WORLD.trainees.toLocaleString('en')} trainees in ${TRAINING_WORLD.organizations} organizations; ${CONNECTIONS} connections, ` +
    `Node ${process.version}\n`,
);
console.log(
  `bare Fastify route                  ${bareRun.requests.average.toFixed(0).padStart(7)} req/s   ` +
    `p50 ${bareRun.latency.p50} ms   p99 ${bareRun.latency.p99} ms`,
);
console.log(
  `POST /api/game/sessions (50 each)   ${(latencies.length / seconds).toFixed(1).padStart(7)} req/s   ` +
    `p50 ${at(50).toFixed(0)} ms   p99 ${at(99).toFixed(0)} ms   ` +
    `${(storedSessions / seconds).toFixed(0)} sessions/s   ${(storedResults / seconds).toFixed(0)} results/s` +
    (failures ? `   batches not fully stored: ${failures}` : ''),
);
console.log('\ndatabase time per stored session, by statement (ms, summed over connections):');
for (const [kind, ms] of [...statementMs].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
  console.log(`  ${kind.padEnd(40)} ${(ms / Math.max(1, storedSessions)).toFixed(3).padStart(8)}`);
}

await portal.close();
await bare.close();
await database.close();
await pgServer.stop();
