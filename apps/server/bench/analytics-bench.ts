/**
 * `npm run bench:analytics`: the analytics reads over a large world: 2,000 trainees in 100 organizations, one
 * of them of 200 members, each with 180 days of daily rollups (four skills a training day, two days in three:
 * about a million `training_daily` rows), a session a training day with its summary, and a stored readiness
 * figure; made with `generate_series`, not through the API. Signed in as a trainee and as the 200-member
 * organization's license manager, 10 connections (`BENCH_CONNECTIONS`) for `BENCH_SECONDS` each, next to a
 * bare Fastify route in the same run. Prints p50 and p95 per route. A measurement, not a test.
 * `BENCH_DATABASE_URL` uses that server instead of an embedded one (the database must exist).
 */
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { READINESS_MODEL } from '../src/modules/analytics/index.js';
import { signIn, startBareRoute, startPortal } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TRAINEES = 2_000;
const ORGANIZATIONS = 100;
const BIG_TEAM = 200;
const DAYS = 180;

const embedded = process.env.BENCH_DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: path.join(repoRoot, '.data/bench-analytics-pg'),
      port: Number(process.env.BENCH_PG_PORT ?? 54363),
      database: 'bench',
    });
const url = process.env.BENCH_DATABASE_URL ?? (embedded?.url as string);
const database = connectDatabase(url, 10);
const { db } = database;
await migrateDatabase(db);

const [{ n } = { n: 0 }] = (
  await db.execute<{ n: number }>(sql`select count(*)::int as n from users where email like 'bench-%'`)
).rows;
if (n < TRAINEES) {
  // One transaction (a failed run leaves nothing half made), without the portal's statement timeout.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const started = Date.now();
    const big = await createOrganization(tx, { name: 'Bench Big Team' });
    await tx.execute(sql`
      insert into organizations (name, street, house_number, zipcode, city, country)
      select 'Bench Hospital ' || i, 'Main Street', '1', '1000 AB', 'Utrecht', 'NL' from generate_series(2, ${ORGANIZATIONS}) i`);
    // The people who sign in (argon2 once each), then the rest in bulk: the first 200 in the big team.
    await createUser(tx, {
      email: 'bench-manager@example.test',
      roles: ['license-manager'],
      organizationId: big.id,
      password: DEMO_PASSWORD,
    });
    await createUser(tx, {
      email: 'bench-0@example.test',
      roles: ['trainee'],
      organizationId: big.id,
      password: DEMO_PASSWORD,
    });
    await tx.execute(sql`
      insert into users (email, first_name, last_name, status, organization_id)
      select 'bench-' || i || '@example.test', 'Trainee', 'Number ' || i, 'active',
        case when i < ${BIG_TEAM} then ${big.id}::uuid
          else (select id from organizations where name = 'Bench Hospital ' || (2 + i % ${ORGANIZATIONS - 1})) end
      from generate_series(1, ${TRAINEES - 1}) i`);
    await tx.execute(sql`
      insert into user_roles (user_id, role)
      select id, 'trainee' from users where email like 'bench-%' and email <> 'bench-manager@example.test'
      on conflict do nothing`);
    // Rollups: two training days in three, four of the eight skills a day, scores rising with the days.
    await tx.execute(sql`
      insert into training_daily (user_id, organization_id, day, skill, seconds, attempts, completed,
        accuracy_sum, speed_sum, gameplay_sum, accuracy_best, speed_best, gameplay_best, highest_level_completed)
      select u.id, u.organization_id, current_date - d, s.skill, 900, 3, 2,
        3 * least(95, 40 + d0.k), 3 * least(90, 35 + d0.k), 3 * least(92, 38 + d0.k),
        least(100, 45 + d0.k), least(100, 40 + d0.k), least(100, 42 + d0.k), 1 + d0.k / 10
      from users u
      cross join generate_series(0, ${DAYS - 1}) d
      cross join lateral (select (${DAYS} - d) / 3 as k) d0
      cross join lateral unnest((array['positioning-orienting','grasping','transferring','ligation','cutting','suturing','clipping','dissection'])[(d % 2) * 4 + 1 : (d % 2) * 4 + 4]) as s(skill)
      where u.email like 'bench-%' and u.email <> 'bench-manager@example.test' and (hashtext(u.id::text) + d) % 3 <> 0`);
    // A session a training day, its summary as the upload writes it.
    await tx.execute(sql`
      insert into training_sessions (id, user_id, organization_id, game_version, platform, started_at, ended_at, uploaded_at, summary)
      select gen_random_uuid(), t.user_id, max(t.organization_id::text)::uuid, '1.4.0', 'windows',
        t.day + time '10:00', t.day + time '11:00', t.day + time '11:01',
        jsonb_agg(jsonb_build_object('skill', t.skill, 'attempts', t.attempts, 'seconds', t.seconds,
          'highest_level', t.highest_level_completed, 'accuracy', t.accuracy_sum / t.attempts,
          'speed', t.speed_sum / t.attempts, 'gameplay', t.gameplay_sum / t.attempts))
      from training_daily t group by t.user_id, t.day`);
    // A stored readiness figure per trainee (the model's output shape; values spread over the team).
    await tx.execute(sql`
insert into training_readiness (user_id, organization_id, model_version, ready, progress, forecast_method,
        hours_left, hours_low, hours_high, skills, training_seconds, skill_levels, last_trained_at, skill_totals,
        session_count, computed_at)
      select u.id, u.organization_id, ${READINESS_MODEL.version}, false, (abs(hashtext(u.id::text)) % 90) / 100.0,
        'curve', 6.5, 5.0, 9.0, '[]'::jsonb, x.seconds, x.levels, x.last, x.totals,
        (select count(*) from training_sessions s where s.user_id = u.id), now()
      from users u
      join lateral (
        select sum(p.seconds)::int as seconds, jsonb_object_agg(p.skill, p.highest_level) as levels,
          (max(p.last_day)::date + time '10:00') as last, jsonb_agg(to_jsonb(p)) as totals
        from (
          select d.skill, sum(d.seconds)::int as seconds, sum(d.attempts)::int as attempts,
            sum(d.completed)::int as completed, sum(d.accuracy_sum) as accuracy_sum, sum(d.speed_sum) as speed_sum,
            sum(d.gameplay_sum) as gameplay_sum, max(d.accuracy_best) as accuracy_best,
            max(d.speed_best) as speed_best, max(d.gameplay_best) as gameplay_best,
            sum(d.attempts) filter (where d.rank <= 10)::int as recent_attempts,
            sum(d.accuracy_sum) filter (where d.rank <= 10) as recent_accuracy,
            sum(d.speed_sum) filter (where d.rank <= 10) as recent_speed,
            sum(d.gameplay_sum) filter (where d.rank <= 10) as recent_gameplay,
            max(d.highest_level_completed) as highest_level, max(d.day)::text as last_day
          from (select t.*, row_number() over (partition by t.skill order by t.day desc) as rank
                from training_daily t where t.user_id = u.id) d
          group by d.skill
        ) p
      ) x on x.seconds is not null
      where u.email like 'bench-%'`);
    console.log(`made the world in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
}
await db.execute(sql`vacuum analyze`);
const [counts] = (
  await db.execute<{ daily: number; sessions: number }>(sql`
    select (select count(*) from training_daily)::int as daily, (select count(*) from training_sessions)::int as sessions`)
).rows;

const portal = await startPortal(database, url);
const appUrl = portal.url;
const bare = await startBareRoute();

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function get(target: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(target, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** `CONNECTIONS` loops for `SECONDS`, each timing its requests one after another: p50 and p95 of them all. */
async function measure(title: string, target: string, cookie?: string) {
  const times: number[] = [];
  let failed = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const start = process.hrtime.bigint();
        const status = await get(target, cookie);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (status !== 200) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  console.log(
    `${title.padEnd(44)} ${(times.length / SECONDS).toFixed(0).padStart(6)} req/s   p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms` +
      (failed ? `   non-200: ${failed}` : ''),
  );
}

const { cookie: trainee } = await signIn(appUrl, 'bench-0@example.test');
const { cookie: manager } = await signIn(appUrl, 'bench-manager@example.test');
console.log(
  `${CONNECTIONS} connections, ${SECONDS} s each; ${TRAINEES.toLocaleString('en')} trainees in ${ORGANIZATIONS} organizations ` +
    `(one of ${BIG_TEAM}), ${counts?.daily.toLocaleString('en')} training_daily rows, ` +
    `${counts?.sessions.toLocaleString('en')} sessions; Node ${process.version}\n`,
);
await measure('bare Fastify route', bare.url);
await measure('GET /api/trainee/overview', `${appUrl}/api/trainee/overview`, trainee);
await measure(
  'GET /api/trainee/training-activity (30 days)',
  `${appUrl}/api/trainee/training-activity?preset=last_30_days`,
  trainee,
);
await measure('GET /api/trainee/skills/transferring', `${appUrl}/api/trainee/skills/transferring`, trainee);
await measure('GET /api/manager/team (200 members, page 1)', `${appUrl}/api/manager/team`, manager);
await measure(
  'GET /api/manager/team (100 a page, by -progress)',
  `${appUrl}/api/manager/team?per_page=100&sort=-fls_progress`,
  manager,
);
await measure('GET /api/manager/team/hours-per-week', `${appUrl}/api/manager/team/hours-per-week`, manager);

agent.destroy();
await portal.close();
await bare.close();
await database.close();
await embedded?.stop();
