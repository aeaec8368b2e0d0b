/**
 * `npm run bench:training`: the game's session upload over a large training history (bench/training-world.ts:
 * 2,000 trainees in 100 organizations, each with a seat, and 10 million exercise results over the past 26
 * weeks, with their rollups, kept in .data/bench-training-pg between runs), on a portal instance that also works
 * the job queue (the `readiness-compute` job after each upload), next to a bare Fastify route in the same run:
 *
 * 1. one maximal upload, 100 sessions × 200 results (`BENCH_MAXIMAL` times, each by a trainee of its own): the
 *    request's time, the server's whole part of it (target: under 1 s);
 * 2. the flood: 2,000 uploads (`BENCH_UPLOADS`) of 5 simulated sessions each by 10 devices (`BENCH_DEVICES`, each a
 *    trainee of its own organization), while another user reads their analytics, the trainee overview and the team
 *    table of the 200-member organization (its license manager), one request after another: the reads' p50, p95 and
 *    p99 (target: p99 ≤ 100 ms), the uploads' rate and latency, and the readiness jobs worked meanwhile;
 * 3. the database time per stored session of each statement kind during the flood.
 *
 * A measurement to read, not a test that fails. A few minutes once the world exists.
 */

import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ExerciseResult, GameSession } from '@portal/contracts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { PROFILES, simulateSessions } from '../src/db/seed/simulation.js';
import { daysBefore } from '../src/lib/calendar-day.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import { signIn, startBareRoute, startPortal } from './support.js';
import { ensureTrainingWorld, startTrainingDatabase, TRAINING_WORLD } from './training-world.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 2_000);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 10);
const MAXIMAL = Number(process.env.BENCH_MAXIMAL ?? 3);
const SESSIONS_PER_UPLOAD = 5;

const pgServer = await startTrainingDatabase();
const database = connectDatabase(pgServer.url, 10);

// --- the database time of each statement kind --------------------------------------------------------------
/** Statement kind → total milliseconds, over every pooled connection (the bench's own measurement). */
const statementMs = new Map<string, number>();
const kindOf = (text: string) => {
  const write = /^\s*(insert into|update|delete from)\s+"?([a-z_.]+)/i.exec(text);
  if (write) return `${write[1]?.toLowerCase()} ${write[2]}`;
  const read = /\bfrom\s+"?([a-z_.]+)/i.exec(text);
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
const bareRun = await autocannon({ url: bare.url, connections: DEVICES, duration: 5, workers: 1 });
const portal = await startPortal(database, pgServer.url, { work: true });
const appUrl = portal.url;

// --- device tokens: the flood's devices (one trainee of each organization but the big one), the maximal uploaders --
const uploaders = (
  await database.db.execute<{ id: string }>(sql`
    select distinct on (u.organization_id) u.id from users u join organizations o on o.id = u.organization_id
    where u.email like 'bench-trainee-%' and o.name <> 'Teaching Hospital 1'
    order by u.organization_id, u.email limit ${DEVICES + MAXIMAL}`)
).rows;
const tokens = uploaders.map(() => randomToken());
await database.db.execute(sql`
  insert into device_tokens (token_hash, user_id, name, platform, created_at, last_seen_at)
  select t.hash, t.user_id::uuid, 'Bench rig', 'windows', now(), now()
  from unnest(${sql.param(tokens.map(hashToken))}::text[], ${sql.param(uploaders.map((u) => u.id))}::text[]) as t(hash, user_id)`);
const flooders = tokens.slice(0, DEVICES);
const maximalTokens = tokens.slice(DEVICES);

const run = Date.now().toString(36);
const until = new Date();
const from = daysBefore(until, 120);

/**
 * Simulated sessions (the simulator's curves), new ids each run, moved to `step` ms apart ending now: after every
 * session the world holds for their trainee (its history ends hours ago), as the game uploads new training. (A session
 * older than the trainee's newest is a late upload, which folds their readiness again from the first result.)
 */
function sessions(seed: string, count: number, step: number): GameSession[] {
  const list: GameSession[] = [];
  for (let i = 0; list.length < count; i++) {
    list.push(...simulateSessions({ seed: `${seed}:${i}`, profile: PROFILES.dedicated, from, until }));
  }
  const first = until.getTime() - count * step;
  return list.slice(0, count).map((session, i) => {
    const start = first + i * step;
    const length = Date.parse(session.ended_at) - Date.parse(session.started_at);
    return { ...session, started_at: new Date(start).toISOString(), ended_at: new Date(start + length).toISOString() };
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: DEVICES + 4 });
/** One request over the keep-alive agent: its status and its time (ms). */
function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; ms: number; text: string }>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(`${appUrl}${path}`, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}
const upload = (token: string, body: string) =>
  send('POST', '/api/game/sessions', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body);
const storedAll = (answer: { status: number; text: string }, count: number) =>
  answer.status === 200 &&
  (JSON.parse(answer.text) as { data: { sessions: Array<{ outcome: string }> } }).data.sessions.filter(
    (s) => s.outcome === 'stored',
  ).length === count;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(0)} ms   p95 ${percentile(sorted, 0.95).toFixed(0)} ms   p99 ${percentile(sorted, 0.99).toFixed(0)} ms`;
};

// --- 1. the maximal upload: 100 sessions × 200 results --------------------------------------------------------
/** 100 simulated sessions, each filled to 200 results with its own exercises again (scores as simulated). */
function maximalBody(seed: string): string {
  const list = sessions(seed, 100, 120_000).map((session) => {
    const results: ExerciseResult[] = [];
    for (let i = 0; results.length < 200; i++) {
      const result = session.results[i % session.results.length] as ExerciseResult;
      results.push({ ...result, metrics: undefined });
    }
    return { ...session, results };
  });
  return JSON.stringify({ sessions: list });
}
statementMs.clear();
const maximal: number[] = [];
let maximalBytes = 0;
let maximalFailed = 0;
for (const [i, token] of maximalTokens.entries()) {
  const body = maximalBody(`bench-max:${run}:${i}`);
  maximalBytes = body.length;
  const answer = await upload(token, body);
  if (!storedAll(answer, 100)) {
    maximalFailed++;
    console.error(`maximal upload ${i + 1}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  maximal.push(answer.ms);
}

/** Database time of each statement kind per maximal upload (ms, the uploads' and the readiness jobs' after them). */
const maximalStatements = [...statementMs].sort((a, b) => b[1] - a[1]).slice(0, 6);

// --- 2. the flood, and another user's reads meanwhile ---------------------------------------------------------
const { cookie: manager } = await signIn(appUrl, TRAINING_WORLD.manager);
const { cookie: trainee } = await signIn(appUrl, TRAINING_WORLD.trainee);
const perDevice = Math.ceil(UPLOADS / DEVICES);
const bodies = flooders.map((_, d) => {
  const list = sessions(`bench-flood:${run}:${d}`, perDevice * SESSIONS_PER_UPLOAD, 15_000);
  return Array.from({ length: perDevice }, (_, b) =>
    JSON.stringify({ sessions: list.slice(b * SESSIONS_PER_UPLOAD, (b + 1) * SESSIONS_PER_UPLOAD) }),
  );
});
const jobsDone = async () =>
  Number(
    (
      await database.db.execute<{ n: string }>(
        sql`select count(*) as n from pgboss.job where name = 'readiness-compute' and state = 'completed'`,
      )
    ).rows[0]?.n ?? 0,
  );
const jobsBefore = await jobsDone().catch(() => 0);

statementMs.clear();
const uploadTimes: number[] = [];
const reads = { overview: [] as number[], team: [] as number[] };
let uploadFailures = 0;
let readFailures = 0;
let storedSessions = 0;
let flooding = true;
const started = performance.now();
const reader = (async () => {
  while (flooding) {
    const overview = await send('GET', '/api/trainee/overview', { cookie: trainee });
    reads.overview.push(overview.ms);
    const team = await send('GET', '/api/manager/team', { cookie: manager });
    reads.team.push(team.ms);
    if (overview.status !== 200 || team.status !== 200) readFailures++;
  }
})();
await Promise.all(
  flooders.map(async (token, d) => {
    for (const body of bodies[d] ?? []) {
      const answer = await upload(token, body);
      uploadTimes.push(answer.ms);
      if (storedAll(answer, SESSIONS_PER_UPLOAD)) storedSessions += SESSIONS_PER_UPLOAD;
      else uploadFailures++;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
flooding = false;
await reader;
const jobsDuring = (await jobsDone().catch(() => 0)) - jobsBefore;

console.log(
  `\n${stored.toLocaleString('en')} exercise results, ${rollups.toLocaleString('en')} daily rollup rows, ` +
    `${TRAINING_WORLD.trainees.toLocaleString('en')} trainees in ${TRAINING_WORLD.organizations} organizations; ` +
    `the portal works its job queue; Node ${process.version}\n`,
);
console.log(
  `bare Fastify route                           ${bareRun.requests.average.toFixed(0).padStart(7)} req/s   ` +
    `p50 ${bareRun.latency.p50} ms   p99 ${bareRun.latency.p99} ms`,
);
console.log(
  `maximal upload (100 sessions × 200 results, ${(maximalBytes / 1e6).toFixed(1)} MB): ` +
    `${maximal.map((t) => `${t.toFixed(0)} ms`).join(', ')} (target: under 1,000 ms)` +
    (maximalFailed ? `   not fully stored: ${maximalFailed}` : ''),
);
console.log(
  `  database time per maximal upload: ${maximalStatements
    .map(([kind, ms]) => `${kind} ${(ms / Math.max(1, maximalTokens.length)).toFixed(0)} ms`)
    .join(', ')}`,
);
console.log(
  `\nflood: ${uploadTimes.length.toLocaleString('en')} uploads of ${SESSIONS_PER_UPLOAD} sessions by ${DEVICES} devices in ${seconds.toFixed(1)} s ` +
    `(${(uploadTimes.length / seconds).toFixed(1)} uploads/s, ${(storedSessions / seconds).toFixed(0)} sessions/s)` +
    (uploadFailures ? `   not fully stored: ${uploadFailures}` : ''),
);
console.log(`  POST /api/game/sessions                    ${figures(uploadTimes)}`);
console.log(
  `  meanwhile, another user's reads (one after another; target p99 ≤ 100 ms)${readFailures ? `   non-200: ${readFailures}` : ''}:`,
);
console.log(
  `  GET /api/trainee/overview (${String(reads.overview.length).padStart(5)} reads)   ${figures(reads.overview)}`,
);
console.log(`  GET /api/manager/team     (${String(reads.team.length).padStart(5)} reads)   ${figures(reads.team)}`);
console.log(`  readiness-compute jobs completed during the flood: ${jobsDuring.toLocaleString('en')}`);
console.log('\ndatabase time per stored session during the flood, by statement (ms, summed over connections):');
for (const [kind, ms] of [...statementMs].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
  console.log(`  ${kind.padEnd(40)} ${(ms / Math.max(1, storedSessions)).toFixed(3).padStart(8)}`);
}

agent.destroy();
await portal.close();
await bare.close();
await database.close();
await pgServer.stop();
