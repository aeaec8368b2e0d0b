/**
 * The training world `bench:training` and `bench:analytics` measure on, kept in .data/bench-training-pg between
 * runs: 2,000 trainees in 100 organizations (the first holds 200 of them and their license manager), each
 * trainee with a seat, and 10 million exercise results over the past 26 weeks (1 million sessions of 10
 * exercises, written with `generate_series`, partitioned by month), with their daily and weekly rollups, the
 * sessions' summaries and each trainee's stored readiness, as the upload leaves them. The two who sign in
 * (`TRAINING_WORLD.trainee`, `.manager`) have the demo password.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SKILLS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { daysBefore } from '../src/lib/calendar-day.js';
import { READINESS_VERSION, refreshReadiness } from '../src/modules/analytics/index.js';
import { ensureResultPartitions } from '../src/modules/training/index.js';

export const TRAINING_WORLD = {
  organizations: 100,
  trainees: 2_000,
  /** The first organization's members: the team the manager's dashboard reads. */
  bigTeam: 200,
  sessionsPerTrainee: 500,
  resultsPerSession: 10,
  historyDays: 182,
  /** A member of the big team, with 500 sessions like everyone. */
  trainee: 'bench-trainee-1@example.test',
  manager: 'bench-manager@example.test',
} as const;

const W = TRAINING_WORLD;
const TARGET_RESULTS = W.trainees * W.sessionsPerTrainee * W.resultsPerSession;

/** The embedded PostgreSQL holding the world (made on first use). */
export function startTrainingDatabase() {
  return startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.data/bench-training-pg'),
    port: Number(process.env.BENCH_PG_PORT ?? 54365),
    database: 'bench',
  });
}

const count = async (database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);

/** Make what is missing of the world (on a migrated database), then bring its statistics up to date. */
export async function ensureTrainingWorld(database: DatabaseHandle, log = (line: string) => console.log(line)) {
  const { db } = database;
  if ((await count(database, sql`select count(*) as n from users where email = ${W.manager}`)) === 0) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into products (type, name, price, currency, prices, duration, duration_type, sku, status)
        values ('software', 'LapSkills Trainer', 120000, 'EUR', '{"EUR": 120000}', 12, 'month', 'BENCH-TRAINER', 'active')`);
      await tx.execute(sql`
        insert into organizations (name, street, house_number, zipcode, city, country)
        select 'Teaching Hospital ' || i, 'Main Street', i::text, '1000 AB', 'Utrecht', 'NL'
        from generate_series(1, ${W.organizations}) as i`);
      const [big] = (
        await tx.execute<{ id: string }>(sql`select id from organizations where name = 'Teaching Hospital 1'`)
      ).rows;
      for (const [email, role] of [
        [W.trainee, 'trainee'],
        [W.manager, 'license-manager'],
      ] as const) {
        await createUser(tx, {
          email,
          firstName: 'Bench',
          lastName: role === 'trainee' ? 'Trainee' : 'Manager',
          roles: [role],
          organizationId: big?.id,
          password: DEMO_PASSWORD,
        });
      }
      // Trainees 2… in bulk: up to `bigTeam` in the first organization, the rest spread over the others.
      await tx.execute(sql`
        insert into users (email, first_name, last_name, status, organization_id)
        select 'bench-trainee-' || i || '@example.test', 'Trainee', 'Number ' || i, 'active',
          (select id from organizations where name = 'Teaching Hospital ' ||
            case when i <= ${W.bigTeam} then 1 else 2 + i % ${W.organizations - 1} end)
        from generate_series(2, ${W.trainees}) as i`);
      await tx.execute(sql`
        insert into user_roles (user_id, role)
        select id, 'trainee' from users where email like 'bench-trainee-%' on conflict do nothing`);
      // Each organization billed for one unlimited license of the product, each trainee holding a seat.
      await tx.execute(sql`
        insert into billing_accounts (entity_type, organization_id, legal_name, billing_email, street, house_number,
          zipcode, city, country, cycle_months, period_start, period_end)
        select 'ORGANIZATION', id, name, 'billing@example.test', street, house_number, zipcode, city, country, 12,
               current_date - 100, current_date + 264
        from organizations where name like 'Teaching Hospital %'`);
      await tx.execute(sql`
        insert into licenses (billing_account_id, product_id, amount_type, starts_on, ends_on, active_from, active_to)
        select b.id, p.id, 'unlimited', current_date - 200, current_date + 264, current_date - 200, current_date + 264
        from billing_accounts b, products p
        where b.legal_name like 'Teaching Hospital %' and p.sku = 'BENCH-TRAINER'`);
      await tx.execute(sql`
        insert into license_seats (license_id, product_id, user_id, attached_at)
        select l.id, l.product_id, u.id, now() - interval '200 days'
        from users u
        join billing_accounts b on b.organization_id = u.organization_id
        join licenses l on l.billing_account_id = b.id
        where u.email like 'bench-trainee-%'`);
    });
    log(
      `world: ${W.organizations} organizations, ${W.trainees} trainees in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  if ((await count(database, sql`select count(*) as n from exercise_results`)) < TARGET_RESULTS) {
    await db.execute(
      sql`truncate training_sessions, exercise_results, training_daily, training_weekly, training_readiness, readiness_states`,
    );
    await ensureResultPartitions(db, daysBefore(new Date(), W.historyDays + 31), 9);
    const skills = `{${SKILLS.join(',')}}`;
    const product = sql`(select id from products where sku = 'BENCH-TRAINER')`;
    const chunks = 20;
    const started = performance.now();
    for (let chunk = 0; chunk < chunks; chunk++) {
      // Trainees `chunk`, `chunk + 20`, …: sessions spread evenly over the history, scores on a learning curve
      // over the history's span with noise, 10 exercises each of the eight skills in turn.
      const inChunk = sql`u.email like 'bench-trainee-%' and split_part(split_part(u.email, '-', 3), '@', 1)::int % ${chunks} = ${chunk}`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`
        insert into training_sessions (id, user_id, organization_id, product_id, game_version, platform,
          started_at, ended_at, uploaded_at)
        select gen_random_uuid(), u.id, u.organization_id, ${product}, '1.4.2', 'windows', t.at,
               t.at + interval '55 minutes', t.at + interval '1 hour'
        from users u
        cross join lateral (
          -- Milliseconds, as the game's timestamps are: the readiness fold keeps its place to the millisecond.
          select date_trunc('milliseconds', now() - ${W.historyDays} * interval '1 day'
                 + g * (${W.historyDays} * interval '1 day' / ${W.sessionsPerTrainee})
                 + (abs(hashtext(u.id::text)) % 7200) * interval '1 second') as at
          from generate_series(0, ${W.sessionsPerTrainee - 1}) as g) t
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
        cross join generate_series(0, ${W.resultsPerSession - 1}) as p
        cross join lateral (
          select extract(epoch from s.started_at - (now() - ${W.historyDays} * interval '1 day'))
                 / (${W.historyDays} * 86400) as progress) pr
        cross join lateral (
          select pr.progress,
                 round(least(100, 35 + 55 * (1 - exp(-4 * pr.progress)) + random() * 8)::numeric, 2)::real as score) c
        where ${inChunk}`);
        // The rollups and the sessions' summaries, as the upload writes them (training/queries.ts).
        await tx.execute(sql`
        insert into training_daily (user_id, organization_id, day, skill, seconds, attempts, completed, accuracy_sum,
          speed_sum, gameplay_sum, accuracy_best, speed_best, gameplay_best, highest_level_completed)
        select r.user_id, max(r.organization_id::text)::uuid, (r.started_at at time zone 'UTC')::date, r.skill,
               sum(r.duration_seconds), count(*), count(*) filter (where r.completed), sum(r.accuracy), sum(r.speed),
               sum(r.gameplay), max(r.accuracy), max(r.speed), max(r.gameplay), max(r.level) filter (where r.completed)
        from exercise_results r join users u on u.id = r.user_id
        where ${inChunk}
        group by r.user_id, (r.started_at at time zone 'UTC')::date, r.skill`);
        await tx.execute(sql`
        insert into training_weekly (user_id, week_start, organization_id, seconds)
        select d.user_id, date_trunc('week', d.day::timestamp)::date, max(d.organization_id::text)::uuid, sum(d.seconds)
        from training_daily d join users u on u.id = d.user_id
        where ${inChunk}
        group by 1, 2`);
        await tx.execute(sql`
        update training_sessions s set summary = x.summary from (
          select g.session_id, jsonb_agg(jsonb_build_object('skill', g.skill, 'attempts', g.attempts,
            'seconds', g.seconds, 'highest_level', g.highest_level, 'accuracy', g.accuracy, 'speed', g.speed,
            'gameplay', g.gameplay) order by array_position(${skills}::text[], g.skill)) as summary
          from (
            select r.session_id, r.skill, count(*)::int as attempts, sum(r.duration_seconds)::int as seconds,
              max(r.level) filter (where r.completed) as highest_level,
              round(avg(r.accuracy)::numeric, 2)::float8 as accuracy, round(avg(r.speed)::numeric, 2)::float8 as speed,
              round(avg(r.gameplay)::numeric, 2)::float8 as gameplay
            from exercise_results r join users u on u.id = r.user_id
            where ${inChunk}
            group by r.session_id, r.skill
          ) g group by g.session_id
        ) x where x.session_id = s.id`);
      });
      process.stdout.write(
        `\rhistory: ${chunk + 1}/${chunks} chunks, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    process.stdout.write('\n');
  }

  // A world made before its starts were whole milliseconds: truncated once (the game's timestamps never have more,
  // and the readiness fold keeps its place to the millisecond, so microseconds would make it fold a result twice).
  const [finer] = (
    await db.execute<{ n: boolean }>(sql`
      select exists (select 1 from training_sessions where started_at <> date_trunc('milliseconds', started_at)) as n`)
  ).rows;
  if (finer?.n) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`update training_sessions set started_at = date_trunc('milliseconds', started_at),
        ended_at = date_trunc('milliseconds', ended_at), uploaded_at = date_trunc('milliseconds', uploaded_at)`);
      await tx.execute(sql`update exercise_results set started_at = date_trunc('milliseconds', started_at)
        where started_at <> date_trunc('milliseconds', started_at)`);
      await tx.execute(sql`delete from readiness_states`);
    });
    log(`starts truncated to milliseconds in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  // Each trainee's readiness, by the model's own code (four at a time), where it is missing or of an older model.
  const stale = (
    await db.execute<{ id: string }>(sql`
      select u.id from users u left join training_readiness r on r.user_id = u.id
      where u.email like 'bench-trainee-%' and (r.user_id is null or r.model_version <> ${READINESS_VERSION})`)
  ).rows.map((row) => row.id);
  if (stale.length > 0) {
    const started = performance.now();
    const now = new Date();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let id = stale.pop(); id; id = stale.pop()) {
          const user = id;
          await inTransaction(database.pool, (tx) => refreshReadiness(tx, user, now));
        }
      }),
    );
    log(`readiness of the trainees in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  // Statistics current and the visibility map set, as autovacuum keeps them; no statement timeout here.
  const client = await database.pool.connect();
  await client.query('set statement_timeout = 0');
  await client.query('vacuum analyze');
  await client.query('reset statement_timeout');
  client.release();
  return {
    results: await count(database, sql`select count(*) as n from exercise_results`),
    rollups: await count(database, sql`select count(*) as n from training_daily`),
    sessions: await count(database, sql`select count(*) as n from training_sessions`),
  };
}
