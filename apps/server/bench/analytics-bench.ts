/**
 * `npm run bench:analytics`: the two analytics costs that must not grow with the platform (issue 25), measured at
 * 2,000 and at 20,000 trainees and printed side by side, on `bench:training`'s world (bench/training-world.ts:
 * 10 million results, 2,000 trainees with 500 sessions each over 26 weeks; bench/platform-growth.ts adds 18,000
 * trainees with their readiness rows, fold states and roles for the second column):
 *
 * - the readiness recompute per session: the `readiness-compute` job's work (`refreshReadiness` in a transaction of
 *   its own) for one new session of a trainee with 5,000 results behind them, `BENCH_SESSIONS` times (each session
 *   stored first, untimed); beside it one fold from the first result (the fold state dropped), which is what
 *   re-reading every attempt on each upload used to cost;
 * - the team table of one organization (the 200-member team, its license manager signed in): `GET
 *   /api/manager/team` page 1 and sorted by forecast, 10 connections for `BENCH_SECONDS` each, and `EXPLAIN
 *   (ANALYZE, BUFFERS)` of the queries the request ran on `training_readiness`: the indexes they use and any
 *   sequential scan.
 *
 * Then the trainee's own reads for reference. A measurement to read, not a test that fails. About 3 minutes once the
 * world exists (building the world the first time takes longer: see training-world.ts).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { GameSession } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { PROFILES, simulateSessions } from '../src/db/seed/simulation.js';
import { inTransaction } from '../src/db/transaction.js';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { refreshReadiness } from '../src/modules/analytics/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { resizePlatform, traineeCount } from './platform-growth.js';
import { signIn, startPortal } from './support.js';
import { ensureTrainingWorld, startTrainingDatabase, TRAINING_WORLD } from './training-world.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 20);
const SIZES = [2_000, 20_000] as const;

const embedded = await startTrainingDatabase();
const database = connectDatabase(embedded.url, 10);

// --- the statements a request runs, to EXPLAIN them (every pooled connection, wrapped before its first query) ------
let capturing = false;
const captured: Array<{ text: string; values: unknown[] }> = [];
database.pool.on('connect', (client: pg.PoolClient) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: the bench wraps pg's query() with its dozen overloads as they are.
  (client as any).query = (...args: unknown[]) => {
    if (capturing) {
      const first = args[0] as string | { text?: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      const values = (typeof first === 'string' ? undefined : first?.values) ?? (Array.isArray(args[1]) ? args[1] : []);
      if (/training_readiness|user_roles/.test(text) && !/\bsessions\b/.test(text)) captured.push({ text, values });
    }
    return query(...args);
  };
});

await migrateDatabase(database.db);
await ensureTrainingWorld(database);
const portal = await startPortal(database, embedded.url);
const appUrl = portal.url;
const { cookie: manager } = await signIn(appUrl, TRAINING_WORLD.manager);
const { cookie: trainee } = await signIn(appUrl, TRAINING_WORLD.trainee);
const [{ id: traineeId } = { id: '' }] = (
  await database.db.execute<{ id: string }>(sql`select id from users where email = ${TRAINING_WORLD.trainee}`)
).rows;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(target: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(target, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `CONNECTIONS` loops for `SECONDS`: p50 and p95 of every request's time, and requests that did not answer 200. */
async function measure(path: string, cookie: string) {
  const times: number[] = [];
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const status = await get(`${appUrl}${path}`, cookie);
        times.push(performance.now() - start);
        if (status !== 200) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}${failed ? `, non-200: ${failed}` : ''}`;
}

/**
 * A new session for the trainee, a minute after their latest (a simulated session moved there): an upload of new
 * training. (One older than their latest would be a late upload, which folds again from the first result.)
 */
let sessionNumber = 0;
async function nextSession(): Promise<GameSession> {
  const now = Date.now();
  const [latest] = (
    await database.db.execute<{ at: Date | string }>(
      sql`select max(started_at) as at from training_sessions where user_id = ${traineeId}`,
    )
  ).rows;
  // A fortnight of a dedicated trainee's days holds sessions; the first one is taken.
  const [session] = simulateSessions({
    seed: `bench-analytics:${now}:${sessionNumber}`,
    profile: PROFILES.dedicated,
    from: new Date(now - 14 * DAY_MS),
    until: new Date(now),
  });
  if (!session) throw new Error('the simulator made no session in a fortnight');
  sessionNumber++;
  const start = Math.max(new Date(latest?.at ?? 0).getTime(), now - 3_600_000) + 60_000;
  const shift = start - Date.parse(session.started_at);
  return {
    ...session,
    started_at: new Date(start).toISOString(),
    ended_at: new Date(Date.parse(session.ended_at) + shift).toISOString(),
  };
}

/** The job's work for one new session, `SESSIONS` times; and one fold from the first result. */
async function recomputePerSession() {
  // Up to date first (an earlier run's sessions, a model change): the measured runs fold only their own session.
  await inTransaction(database.pool, (tx) => refreshReadiness(tx, traineeId, new Date()));
  sessionNumber = 0;
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < SESSIONS; i++) {
    const session = await nextSession();
    results += session.results.length;
    await inTransaction(database.pool, (tx) =>
      storeSessions(tx, { userId: traineeId, deviceTokenId: null }, [session], new Date()),
    );
    const started = performance.now();
    await inTransaction(database.pool, (tx) => refreshReadiness(tx, traineeId, new Date()));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  await database.db.execute(sql`delete from readiness_states where user_id = ${traineeId}`);
  const started = performance.now();
  await inTransaction(database.pool, (tx) => refreshReadiness(tx, traineeId, new Date()));
  const full = performance.now() - started;
  const [history] = (
    await database.db.execute<{ n: string }>(
      sql`select count(*) as n from exercise_results where user_id = ${traineeId}`,
    )
  ).rows;
  return {
    perSession: `median ${ms(percentile(times, 0.5))}, p90 ${ms(percentile(times, 0.9))}`,
    resultsPerSession: Math.round(results / SESSIONS),
    full: ms(full),
    history: Number(history?.n ?? 0),
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement the team request ran on `training_readiness` or `user_roles`. */
async function explainTeam() {
  captured.length = 0;
  capturing = true;
  // The first request at a size: the resize changed the counted tables, so the list's total is counted too.
  await get(`${appUrl}/api/manager/team?sort=forecast`, manager);
  capturing = false;
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  let executionMs = 0;
  const client = await database.pool.connect();
  try {
    for (const statement of captured) {
      const answer = await client
        .query(`explain (analyze, buffers, format json) ${statement.text}`, statement.values)
        .catch((error: Error) => {
          console.error(`EXPLAIN failed (${error.message}): ${statement.text.slice(0, 200)}`);
          return null;
        });
      if (!answer) continue;
      const [plan] = answer.rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
      if (!plan) continue;
      executionMs += plan['Execution Time'];
      const walk = (node: PlanNode) => {
        if (node['Index Name']) indexes.add(`${node['Index Name']} (${node['Node Type']})`);
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.add(node['Relation Name']);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan.Plan);
    }
  } finally {
    client.release();
  }
  return {
    statements: captured.length,
    executionMs: ms(executionMs),
    indexes: [...indexes].sort(),
    seqScans: [...seqScans].sort(),
  };
}

const columns: Array<{ size: number; rows: Record<string, string> }> = [];
const plans: Array<{ size: number; indexes: string[]; seqScans: string[] }> = [];
for (const size of SIZES) {
  await resizePlatform(database, size);
  const trainees = await traineeCount(database);
  console.log(`\n— ${trainees.toLocaleString('en')} trainees —`);
  const recompute = await recomputePerSession();
  const team = await explainTeam();
  plans.push({ size: trainees, indexes: team.indexes, seqScans: team.seqScans });
  columns.push({
    size: trainees,
    rows: {
      'readiness job, one new session': `${recompute.perSession} (~${recompute.resultsPerSession} results)`,
      'readiness, folded from the first result': `${recompute.full} (${recompute.history.toLocaleString('en')} results)`,
      'GET /api/manager/team (200 members)': await measure('/api/manager/team', manager),
      'GET /api/manager/team?sort=forecast': await measure('/api/manager/team?sort=forecast&per_page=100', manager),
      'team SQL, EXPLAIN ANALYZE': `${team.executionMs} (${team.statements} statements)`,
      'GET /api/trainee/overview': await measure('/api/trainee/overview', trainee),
    },
  });
}

const labels = Object.keys(columns[0]?.rows ?? {});
const width = Math.max(...labels.map((label) => label.length)) + 2;
const cell = 42;
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per read; ${SESSIONS} sessions per recompute figure; Node ${process.version}\n`,
);
console.log(
  `${''.padEnd(width)}${columns.map((c) => `${c.size.toLocaleString('en')} trainees`.padEnd(cell)).join('')}`,
);
for (const label of labels) {
  console.log(`${label.padEnd(width)}${columns.map((c) => (c.rows[label] ?? '').padEnd(cell)).join('')}`);
}
for (const plan of plans) {
  console.log(`\nteam table at ${plan.size.toLocaleString('en')} trainees, indexes used: ${plan.indexes.join(', ')}`);
  console.log(`  sequential scans: ${plan.seqScans.length ? plan.seqScans.join(', ') : 'none'}`);
}

agent.destroy();
await resizePlatform(database, TRAINING_WORLD.trainees);
await portal.close();
await database.close();
await embedded.stop();
