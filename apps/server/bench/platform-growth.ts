/**
 * The training world at another size: trainees added to (or removed from) bench/training-world.ts's 2,000, so
 * `bench:analytics` measures the same work at 2,000 and at 20,000 trainees. The added ones (`bench-extra-…`) sit in
 * organizations 2 to 100 (the big team stays at 200), each a trainee with a stored readiness row and a fold state
 * (copies of an existing trainee's, column for column, whatever columns the tables have), so the rows every
 * platform-wide scan would read grow tenfold; they carry no raw results (a per-user read never touches another
 * user's results, and 10 million results stay 10 million).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { TRAINING_WORLD } from './training-world.js';

const EXTRA = 'bench-extra-';

/** Trainees on the platform now (the world's and the added ones). */
export async function traineeCount(database: DatabaseHandle): Promise<number> {
  const rows = await database.db.execute<{ n: string }>(
    sql`select count(*) as n from users where email like 'bench-trainee-%' or email like ${`${EXTRA}%`}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** Bring the platform to `total` trainees: add or remove `bench-extra-` ones; then bring statistics up to date. */
export async function resizePlatform(database: DatabaseHandle, total: number): Promise<void> {
  const { db } = database;
  const extra = Math.max(0, total - TRAINING_WORLD.trainees);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`delete from users where email like ${`${EXTRA}%`}
      and split_part(split_part(email, '-', 3), '@', 1)::int > ${extra}`);
    const template = sql`(select id from users where email = 'bench-trainee-2@example.test')`;
    await tx.execute(sql`
      insert into users (email, first_name, last_name, status, organization_id)
      select ${EXTRA} || i || '@example.test', 'Extra', 'Trainee ' || i, 'active',
        (select id from organizations where name = 'Teaching Hospital ' || (2 + i % ${TRAINING_WORLD.organizations - 1}))
      from generate_series(1, ${extra}) as i
      on conflict do nothing`);
    await tx.execute(sql`
      insert into user_roles (user_id, role)
      select id, 'trainee' from users where email like ${`${EXTRA}%`} on conflict do nothing`);
    await tx.execute(sql`
      insert into training_readiness
      select (jsonb_populate_record(null::training_readiness,
        to_jsonb(t) || jsonb_build_object('user_id', u.id, 'organization_id', u.organization_id))).*
      from training_readiness t
      cross join users u
      where t.user_id = ${template} and u.email like ${`${EXTRA}%`}
      on conflict do nothing`);
    await tx.execute(sql`
      insert into readiness_states
      select (jsonb_populate_record(null::readiness_states, to_jsonb(s) || jsonb_build_object('user_id', u.id))).*
      from readiness_states s
      cross join users u
      where s.user_id = ${template} and u.email like ${`${EXTRA}%`}
      on conflict do nothing`);
  });
  const client = await database.pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('vacuum analyze users, user_roles, training_readiness, readiness_states');
    await client.query('reset statement_timeout');
  } finally {
    client.release();
  }
}
