/**
 * `npm run bench:training`: the game's session upload over a large training history. The world: 2,000
 * trainees in 100 organizations, each with a seat, and 10 million exercise results over the past 26
 * weeks (1 million sessions of 10 exercises, written with `generate_series`, partitioned by month, with
 * their daily rollups), kept in .data/bench-training-pg between runs. Then, next to a bare Fastify route
 * in the same run: `POST /api/game/sessions` through the API with device tokens, batches of 50 simulated
 * sessions (the simulator's learning curves), 10 connections (each its own trainee) for BENCH_SECONDS.
 * Prints requests and results per second, latency percentiles, and the database time per stored session
 * of each statement kind, the daily rollup's among them. A measurement to read, not a test that fails.
 */

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type GameSession, SKILLS } from '@portal/contracts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { repoRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import { ensureResultPartitions, PROFILES, simulateSessions } from '../src/modules/training/index.js';
import { startBareRoute, startPortal } from './support.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORGANIZATIONS = 100;
const TRAINEES = 2_000;
const SESSIONS_PER_TRAINEE = 500;
const RESULTS_PER_SESSION = 10;
const HISTORY_DAYS = 182;
const BATCH = 50;
const TARGET_RESULTS = TRAINEES * SESSIONS_PER_TRAINEE * RESULTS_PER_SESSION;

const pgServer = await startEmbeddedPostgres({
  dataDir: path.join(repoRoot, '.data/bench-training-pg'),
  port: Number(process.env.BENCH_PG_PORT ?? 54365),
  database: 'bench',
});
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
const count = async (query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);

// --- the world -------------------------------------------------------------------------------------------
if ((await count(sql`select count(*) as n from users where email like 'bench-trainee-%'`)) < TRAINEES) {
  const started = performance.now();
  await database.db.execute(sql`
    insert into products (type, name, price, currency, duration, duration_type, sku, status)
    values ('software', 'LapSkills Trainer', 120000, 'EUR', 12, 'month', 'BENCH-TRAINER', 'active')`);
  await database.db.execute(sql`
    insert into organizations (name, street, house_number, zipcode, city, country)
    select 'Teaching Hospital ' || i, 'Main Street', i::text, '1000 AB', 'Utrecht', 'NL'
    from generate_series(1, ${ORGANIZATIONS}) as i`);
  await database.db.execute(sql`
    insert into users (email, first_name, last_name, status, organization_id)
    select 'bench-trainee-' || i || '@example.test', 'Trainee', 'Number ' || i, 'active',
           (select id from organizations where name = 'Teaching Hospital ' || (i % ${ORGANIZATIONS} + 1))
    from generate_series(1, ${TRAINEES}) as i`);
  await database.db.execute(sql`
    insert into user_roles (user_id, role) select id, 'trainee' from users where email like 'bench-trainee-%'`);
  // Each organization billed for one unlimited license of the product, each trainee holding a seat.
  await database.db.execute(sql`
    insert into billing_accounts (entity_type, organization_id, legal_name, billing_email, street, house_number,
      zipcode, city, country, cycle_months, period_start, period_end)
    select 'ORGANIZATION', id, name, 'billing@example.test', street, house_number, zipcode, city, country, 12,
           current_date - 100, current_date + 264
    from organizations where name like 'Teaching Hospital %'`);
  await database.db.execute(sql`
    insert into licenses (billing_account_id, product_id, amount_type, starts_on, ends_on, active_from, active_to)
    select b.id, p.id, 'unlimited', current_date - 200, current_date + 264, current_date - 200, current_date + 264
    from billing_accounts b, products p
    where b.legal_name like 'Teaching Hospital %' and p.sku = 'BENCH-TRAINER'`);
  await database.db.execute(sql`
    insert into license_seats (license_id, product_id, user_id, attached_at)
    select l.id, l.product_id, u.id, now() - interval '200 days'
    from users u
    join billing_accounts b on b.organization_id = u.organization_id
    join licenses l on l.billing_account_id = b.id
    where u.email like 'bench-trainee-%'`);
  console.log(
    `world: ${ORGANIZATIONS} organizations, ${TRAINEES} trainees in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const results = await count(sql`select count(*) as n from exercise_results`);
if (results < TARGET_RESULTS) {
  await database.db.execute(sql`truncate training_sessions, exercise_results, training_daily`);
  await ensureResultPartitions(database.db, new Date(Date.now() - (HISTORY_DAYS + 31) * 86_400_000), 9);
  const skills = `{${SKILLS.join(',')}}`;
  const product = sql`(select id from products where sku = 'BENCH-TRAINER')`;
  const chunks = 20;
  const started = performance.now();
  for (let chunk = 0; chunk < chunks; chunk++) {
    // Trainees `chunk`, `chunk + 20`, …: sessions spread evenly over the history, scores on a learning curve
    // over the history's span with noise, 10 exercises each of the eight skills in turn.
    const inChunk = sql`u.email like 'bench-trainee-%' and split_part(split_part(u.email, '-', 3), '@', 1)::int % ${chunks} = ${chunk}`;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
      insert into training_sessions (id, user_id, organization_id, product_id, game_version, platform,
        started_at, ended_at, uploaded_at)
      select gen_random_uuid(), u.id, u.organization_id, ${product}, '1.4.2', 'windows', t.at,
             t.at + interval '55 minutes', t.at + interval '1 hour'
      from users u
      cross join lateral (
        select now() - ${HISTORY_DAYS} * interval '1 day' + g * (${HISTORY_DAYS} * interval '1 day' / ${SESSIONS_PER_TRAINEE})
               + (abs(hashtext(u.id::text)) % 7200) * interval '1 second' as at
        from generate_series(0, ${SESSIONS_PER_TRAINEE - 1}) as g) t
      where ${inChunk}`);
      await tx.execute(sql`
      insert into exercise_results (session_id, position, user_id, organization_id, started_at, skill, level,
        exercise_name, completed, accuracy, speed, gameplay, duration_seconds, errors)
      select s.id, p, s.user_id, s.organization_id, s.started_at, (${skills}::text[])[p % 8 + 1],
             1 + (c.progress * 9)::int, 'Exercise ' || (p % 8 + 1), c.score >= 60, c.score,
             greatest(0, c.score - 5 + random() * 6), least(100, c.score + random() * 6), 240 + (random() * 180)::int,
             (random() * 4)::int
      from training_sessions s
      join users u on u.id = s.user_id
      cross join generate_series(0, ${RESULTS_PER_SESSION - 1}) as p
      cross join lateral (
        select extract(epoch from s.started_at - (now() - ${HISTORY_DAYS} * interval '1 day'))
               / (${HISTORY_DAYS} * 86400) as progress) pr
      cross join lateral (
        select pr.progress,
               round(least(100, 35 + 55 * (1 - exp(-4 * pr.progress)) + random() * 8)::numeric, 2)::real as score) c
      where ${inChunk}`);
      await tx.execute(sql`
      insert into training_daily (user_id, organization_id, day, skill, seconds, attempts, completed, accuracy_sum,
        speed_sum, gameplay_sum, accuracy_best, speed_best, gameplay_best, highest_level_completed)
      select r.user_id, max(r.organization_id::text)::uuid, (r.started_at at time zone 'UTC')::date, r.skill,
             sum(r.duration_seconds), count(*), count(*) filter (where r.completed), sum(r.accuracy), sum(r.speed),
             sum(r.gameplay), max(r.accuracy), max(r.speed), max(r.gameplay), max(r.level) filter (where r.completed)
      from exercise_results r join users u on u.id = r.user_id
      where ${inChunk}
      group by r.user_id, (r.started_at at time zone 'UTC')::date, r.skill`);
    });
    process.stdout.write(
      `\rhistory: ${chunk + 1}/${chunks} chunks, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  process.stdout.write('\n');
}
{
  // Statistics current and the visibility map set, as autovacuum keeps them; no statement timeout here.
  const client = await database.pool.connect();
  await client.query('set statement_timeout = 0');
  await client.query('vacuum analyze');
  await client.query('reset statement_timeout');
  client.release();
}
const stored = await count(sql`select count(*) as n from exercise_results`);
const rollups = await count(sql`select count(*) as n from training_daily`);

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
    `${TRAINEES.toLocaleString('en')} trainees in ${ORGANIZATIONS} organizations; ${CONNECTIONS} connections, ` +
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
