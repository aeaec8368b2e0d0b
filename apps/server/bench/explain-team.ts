/**
 * `npx tsx bench/explain-team.ts [trainees]`: the team table's query plan over a big world (issue 25: the table must
 * not scan every trainee's readiness row nor `user_roles` to show one organization). Builds the world in its own
 * database (`portal_explain_team`, 200 trainees an organization, each with a stored figure), then prints the plans
 * of one organization's first page sorted by forecast, filtered by state, and its count.
 */
import { teamList } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { dayOf, daysBefore } from '../src/lib/calendar-day.js';
import { parseListQuery } from '../src/lib/list-query/index.js';
import { listTeam } from '../src/modules/analytics/queries.js';

const trainees = Number(process.argv[2] ?? 20_000);
const admin = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'portal_explain_team';
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`drop database if exists ${name} with (force)`);
await adminClient.query(`create database ${name}`);
await adminClient.end();
const url = admin.replace(/\/[^/]*$/, `/${name}`);
const { db, pool } = connectDatabase(url, 2);
await migrateDatabase(db);
const organizations = Math.ceil(trainees / 200);
await db.execute(sql`
  insert into organizations (id, name, country, city, zipcode, street, house_number)
  select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Org ' || g, 'NL', 'City', '1234 AB', 'Street', '1'
  from generate_series(1, ${organizations}) g`);
await db.execute(sql`
  insert into users (id, email, first_name, last_name, password_hash, status, organization_id)
  select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'u' || g || '@example.com', 'First', 'Last' || g,
    'x', 'active', ('00000000-0000-4000-8000-' || lpad(to_hex(1 + g % ${organizations}), 12, '0'))::uuid
  from generate_series(1, ${trainees}) g`);
await db.execute(sql`insert into user_roles (user_id, role) select id, 'trainee' from users`);
await db.execute(sql`
  insert into training_readiness (user_id, organization_id, model_version, ready, state, progress, forecast_method,
    hours_left, figure, training_seconds, skill_levels, last_trained_at, computed_at)
  select u.id, u.organization_id, 'v', false, (array['on_course','not_on_course','ready','refresh_due'])[1 + (row_number() over ()) % 4],
    0.5, 'simulated', 10, '{}'::jsonb, 3600, '{}'::jsonb, now() - interval '3 days', now()
  from users u`);
await db.execute(sql`analyze`);

const plans: string[] = [];
const original = pool.query.bind(pool);
const organizationId = '00000000-0000-4000-8000-000000000007';
// Every statement of the list, explained with its own parameters.
(pool as unknown as { query: unknown }).query = async (config: unknown, values?: unknown[]) => {
  const text = typeof config === 'string' ? config : (config as { text: string }).text;
  const params = typeof config === 'string' ? values : ((config as { values?: unknown[] }).values ?? values);
  const plan = await original(`explain (analyze, buffers, costs off) ${text}`, params as unknown[]);
  plans.push(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
  return original(config as string, values);
};
const rules = { idleSince: daysBefore(new Date(), 14), today: dayOf(new Date()) };
for (const raw of [{ sort: 'forecast' }, { sort: 'last_name', 'filter[state]': 'on_course' }]) {
  const query = parseListQuery(raw, teamList);
  plans.length = 0;
  const { rows, total } = await listTeam(db, { organizationId }, query, rules);
  console.log(`\n== ${JSON.stringify(raw)}: ${rows.length} rows of ${total}\n${plans.join('\n--\n')}`);
}
await pool.end();
