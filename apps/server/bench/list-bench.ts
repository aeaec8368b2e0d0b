/**
 * `npm run bench:lists`: the admin lists over a large world (10,000 users,
 * 2,000 organizations, 2,000 products, 100,000 audit entries; and licensing:
 * each organization billed, with 10 licenses and 10 members holding a seat of
 * each, so 20,000 licenses and 200,000 seats), signed in as the demo
 * super-admin, and the manager's licenses and attach call signed in as the
 * license manager of one of those organizations, next to a bare Fastify route in the same run
 * (autocannon, 10 connections, 8 s each). Prints requests per second, latency
 * percentiles, the CPU time per answer of the server's thread, of PostgreSQL
 * and of the process's other threads (mostly the load generator) (Linux), and
 * the size of an answer. A measurement to read, not a test that fails.
 * Later lists (licenses, members…) add their URLs to `LISTS` and their rows
 * to the bulk seed below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { signIn, startBareRoute, startPortal } from './support.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ORGANIZATIONS = 2_000;
/** Members per organization, each holding a seat of each of its `LICENSES_PER_ORGANIZATION` licenses. */
const MEMBERS_PER_ORGANIZATION = 10;
const LICENSES_PER_ORGANIZATION = 10;
const PRODUCTS = 2_000;
const AUDIT_ENTRIES = 100_000;

const LISTS: Array<[string, string]> = [
  ['users, first page', '/api/admin/users?per_page=15'],
  // "smi" matches 2,000 of the 10,000 (Smith and Smits are two of the world's ten last names, a fifth of it):
  // PostgreSQL reads every match to sort them. "smith 1" matches 111 (about 1%, as a last name would in a real world).
  ['users, sorted + searched', '/api/admin/users?sort=last_name&filter[search]=smi'],
  ['users, sorted + searched for 1%', '/api/admin/users?sort=last_name&filter[search]=smith%201'],
  ['users, page 300 by -created_at', '/api/admin/users?sort=-created_at&page=300'],
  ['organizations, first page', '/api/admin/organizations'],
  ['organizations, searched by city', '/api/admin/organizations?sort=city&filter[search]=rott'],
  ['products, software by price', '/api/admin/products?filter[type]=software&sort=-price'],
  ['products, searched', '/api/admin/products?filter[search]=sim&page=2'],
  ['audit log, first page', '/api/admin/audit-log'],
  ['audit log, action + page 50', '/api/admin/audit-log?filter[action]=auth.&page=50'],
  ['licenses, first page', '/api/admin/licenses'],
  ['licenses, expiring within 30 days', '/api/admin/licenses?filter[expiring_within_days]=30'],
];
/** Signed in as the license manager of 'Hospital 1'. */
const MANAGER_LISTS: Array<[string, string]> = [
  ['manager software-licenses', '/api/manager/software-licenses'],
  ['manager seats (idle first)', '/api/manager/seats'],
];

/** CPU time (µs) used so far by the server's own thread (Linux; else undefined). */
function serverThreadCpu(): number | undefined {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
  } catch {
    return undefined;
  }
}

/** CPU time (µs) used so far by the bench's PostgreSQL (Linux; else undefined): its main process and its children. */
function postgresCpu(): number | undefined {
  try {
    const tick = 1_000_000 / 100; // USER_HZ
    let total = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
        // After "pid (comm) ": state, ppid, …, utime (12th), stime (13th).
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pid) !== postmaster && Number(fields[1]) !== postmaster) continue;
        total += (Number(fields[11]) + Number(fields[12])) * tick;
      } catch {
        // gone meanwhile
      }
    }
    return total;
  } catch {
    return undefined;
  }
}

/** CPU time (µs) used so far by the whole process: the server's thread, the load generator's worker, V8's and libuv's helpers. */
function processCpu(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const whole = processCpu();
  const server = serverThreadCpu();
  const postgres = postgresCpu();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, workers: 1 });
  const answers = Math.max(1, result.requests.total);
  const perAnswer = (after: number | undefined, before: number | undefined) =>
    after === undefined || before === undefined ? '   -' : ((after - before) / answers).toFixed(0).padStart(4);
  const failed = result.non2xx + result.errors;
  const serverAfter = serverThreadCpu();
  // The other threads: mostly autocannon's worker, which shares the machine's two cores with the server.
  const others =
    serverAfter === undefined || server === undefined ? undefined : processCpu() - whole - (serverAfter - server);
  console.log(
    `${title.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ` +
      `cpu µs/answer: server ${perAnswer(serverAfter, server)}, PostgreSQL ${perAnswer(postgresCpu(), postgres)}, ` +
      `other threads ${perAnswer(others, 0)}   ` +
      `${(result.throughput.total / answers / 1024).toFixed(1).padStart(5)} KB/answer` +
      (failed ? `   non-2xx/errors ${failed}` : ''),
  );
}

const pg = await startEmbeddedPostgres({
  dataDir: path.join(repoRoot, '.data/bench-lists-pg'),
  port: Number(process.env.BENCH_PG_PORT ?? 54362),
  database: 'bench',
});
const database = connectDatabase(pg.url, 10);
/** The bench PostgreSQL's main process (its backends are its children): a backend's parent. */
const postmaster = await (async () => {
  const backend = (await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
  try {
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
})();
await migrateDatabase(database.db);
// The world is made once, in one transaction (a run stopped halfway leaves none of it), and kept between runs.
const seeded = async (email: string) =>
  (await database.db.execute(sql`select 1 from users where email = ${email}`)).rows.length > 0;
if (!(await seeded('bench-manager@example.test'))) {
  if (!(await seeded('admin@example.com'))) await seedDemo(database.db);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    // Realistic names in bulk: one statement, no argon2 per row (these users never sign in).
    const last = [
      'Smith',
      'Smits',
      'Jansen',
      'de Vries',
      'Müller',
      'Schmidt',
      'García',
      'Nguyen',
      'Okafor',
      'Kowalski',
    ];
    const first = ['Anna', 'Ben', 'Chloé', 'David', 'Eva', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas'];
    await tx.execute(sql`
      insert into users (email, first_name, last_name, status, created_at)
      select 'bench-' || i || '@example.test',
             (${JSON.stringify(first)}::jsonb ->> (i % 10)),
             (${JSON.stringify(last)}::jsonb ->> ((i / 10) % 10)) || ' ' || i,
             case when i % 17 = 0 then 'inactive' else 'active' end,
             now() - (i || ' minutes')::interval
      from generate_series(1, ${USERS}) as i`);
    await tx.execute(sql`
      insert into user_roles (user_id, role)
      select id, 'trainee' from users where email like 'bench-%'`);
    await tx.execute(sql`
      insert into organizations (name, street, house_number, zipcode, city, country, created_at)
      select 'Hospital ' || i, 'Main Street', (i % 300 + 1)::text, lpad((1000 + i % 9000)::text, 4, '0') || ' AB',
             (array['Rotterdam', 'Utrecht', 'Leiden', 'Groningen', 'Eindhoven'])[i % 5 + 1], 'NL',
             now() - (i || ' hours')::interval
      from generate_series(1, ${ORGANIZATIONS}) as i`);
    await tx.execute(sql`
      insert into products (type, name, price, currency, prices, duration, duration_type, sku, status, created_at)
      select (array['software', 'hardware', 'add-on'])[i % 3 + 1],
             (array['LapSim Basic ', 'Simulator Box ', 'Camera Kit ', 'Trainer Pro '])[i % 4 + 1] || i,
             (i * 137) % 500000, 'EUR', jsonb_build_object('EUR', (i * 137) % 500000), case when i % 3 = 0 then 12 end, case when i % 3 = 0 then 'month' end,
             'BENCH-' || i, (array['active', 'coming_soon', 'unlisted'])[i % 3 + 1], now() - (i || ' minutes')::interval
      from generate_series(1, ${PRODUCTS}) as i`);
    // Licensing: each organization billed for a year, 10 licenses of the first 10 software products (end dates
    // spread over the year, so some expire within 30 days), 10 members, each with a seat of each license.
    await tx.execute(sql`
      insert into users (email, first_name, last_name, status, organization_id, created_at)
      select 'bench-member-' || i || '@example.test', 'Member', 'Number ' || i, 'active', o.id, now()
      from generate_series(1, ${ORGANIZATIONS * MEMBERS_PER_ORGANIZATION}) as i
      join organizations o on o.name = 'Hospital ' || (i % ${ORGANIZATIONS} + 1)`);
    await tx.execute(sql`
      insert into user_roles (user_id, role) select id, 'trainee' from users where email like 'bench-member-%'`);
    await tx.execute(sql`
      insert into billing_accounts (entity_type, organization_id, legal_name, billing_email, street, house_number,
        zipcode, city, country, cycle_months, period_start, period_end)
      select 'ORGANIZATION', id, name, 'billing@example.test', street, house_number, zipcode, city, country, 12,
             current_date - 100, current_date + 264
      from organizations where name like 'Hospital %'`);
    await tx.execute(sql`
      insert into licenses (billing_account_id, product_id, amount, amount_type, starts_on, ends_on, active_from, active_to)
      select b.id, p.id, 20, 'seats', current_date - 300, current_date + (p.k * 37 + hashtext(b.id::text) % 30 + 30) % 365,
             current_date - 300, current_date + (p.k * 37 + hashtext(b.id::text) % 30 + 30) % 365
      from billing_accounts b
      cross join (select id, (row_number() over (order by sku))::int as k from products
                  where type = 'software' and sku like 'BENCH-%' order by sku limit ${LICENSES_PER_ORGANIZATION}) p`);
    await tx.execute(sql`
      insert into user_available_products (user_id, product_id)
      select u.id, l.product_id from users u
      join billing_accounts b on b.organization_id = u.organization_id
      join licenses l on l.billing_account_id = b.id
      where u.email like 'bench-member-%'`);
    await tx.execute(sql`
      insert into license_seats (license_id, product_id, user_id, attached_at)
      select l.id, l.product_id, u.id, now() - (hashtext(u.id::text) % 90 + 90) * interval '1 day'
      from users u
      join billing_accounts b on b.organization_id = u.organization_id
      join licenses l on l.billing_account_id = b.id
      where u.email like 'bench-member-%'`);
    // The attach call's license: 'Hospital 1' gets an 11th product, made available to its members, none holding it.
    await tx.execute(sql`
      insert into licenses (billing_account_id, product_id, amount, amount_type, starts_on, ends_on, active_from, active_to)
      select b.id, p.id, 100, 'seats', current_date - 10, current_date + 200, current_date - 10, current_date + 200
      from billing_accounts b join organizations o on o.id = b.organization_id,
           (select id from products where type = 'software' and sku like 'BENCH-%' order by sku
            offset ${LICENSES_PER_ORGANIZATION} limit 1) p
      where o.name = 'Hospital 1'`);
    await tx.execute(sql`
      insert into user_available_products (user_id, product_id)
      select u.id, l.product_id from users u
      join organizations o on o.id = u.organization_id and o.name = 'Hospital 1'
      join billing_accounts b on b.organization_id = o.id
      join licenses l on l.billing_account_id = b.id and l.amount = 100
      where u.email like 'bench-member-%'`);
    await tx.execute(sql`
      insert into users (email, first_name, last_name, status, organization_id, password_hash)
      select 'bench-manager@example.test', 'Bench', 'Manager', 'active', o.id,
             (select password_hash from users where email = 'admin@example.com')
      from organizations o where o.name = 'Hospital 1'`);
    await tx.execute(sql`
      insert into user_roles (user_id, role) select id, 'license-manager' from users where email = 'bench-manager@example.test'`);
    await tx.execute(sql`
      insert into audit_log (occurred_at, user_id, user_email, actor_id, actor_email, action, ip, details)
      select now() - (i || ' seconds')::interval, u.id, u.email, u.id, u.email,
             (array['auth.login', 'auth.login_failed', 'auth.logout', 'user.updated', 'product.created'])[i % 5 + 1],
             '127.0.0.1', '{}'::jsonb
      from generate_series(1, ${AUDIT_ENTRIES}) as i
      join lateral (select id, email from users where email = 'bench-' || (i % ${USERS} + 1) || '@example.test') u on true`);
  });
}
{
  // The tables as autovacuum keeps them (visibility map set, statistics current); no statement timeout here.
  const client = await database.pool.connect();
  await client.query('set statement_timeout = 0');
  await client.query('vacuum analyze');
  await client.query('reset statement_timeout');
  client.release();
}

const [licensing = { licenses: 0, seats: 0 }] = (
  await database.db.execute<{ licenses: number; seats: number }>(sql`
    select (select count(*)::int from licenses) as licenses,
           (select count(*)::int from license_seats where detached_at is null) as seats`)
).rows;

const bare = await startBareRoute();
const portal = await startPortal(database, pg.url);
const appUrl = portal.url;
const { cookie } = await signIn(appUrl, 'admin@example.com');
const manager = await signIn(appUrl, 'bench-manager@example.test');

console.log(
  `autocannon: ${CONNECTIONS} connections, ${DURATION} s each, ${USERS.toLocaleString('en')} users, ` +
    `${ORGANIZATIONS.toLocaleString('en')} organizations, ${PRODUCTS.toLocaleString('en')} products, ` +
    `${AUDIT_ENTRIES.toLocaleString('en')} audit entries, ${licensing.licenses.toLocaleString('en')} licenses, ` +
    `${licensing.seats.toLocaleString('en')} seats, Node ${process.version}\n`,
);
await measure('bare Fastify route', bare.url);
// BENCH_LISTS=users (words of the titles, split by |) measures only those lists: for a CPU profile of one.
const only = process.env.BENCH_LISTS?.split('|');
for (const [title, url] of LISTS.filter(([title]) => !only || only.some((word) => title.includes(word))))
  await measure(`GET ${title}`, `${appUrl}${url}`, { cookie });
for (const [title, url] of MANAGER_LISTS.filter(([title]) => !only || only.some((word) => title.includes(word))))
  await measure(`GET ${title}`, `${appUrl}${url}`, { cookie: manager.cookie });

if (!only || only.some((word) => 'attach'.includes(word))) {
  // Each connection one member of 'Hospital 1': attach a seat of the 11th license, detach it, again.
  const [attach] = (
    await database.db.execute<{ license: string; members: string[] }>(sql`
      select l.id as license, array_agg(u.id::text) as members from licenses l
      join billing_accounts b on b.id = l.billing_account_id
      join users u on u.organization_id = b.organization_id and u.email like 'bench-member-%'
      where l.amount = 100 group by l.id`)
  ).rows;
  if (!attach) throw new Error('bench: the attach license is missing');
  await database.db.execute(
    sql`update license_seats set detached_at = now() where license_id = ${attach.license} and detached_at is null`,
  );
  let next = 0;
  const refusals: string[] = [];
  const memberOf = (shared: object) => {
    const context = shared as { member?: string };
    context.member ??= attach.members[next++ % attach.members.length] as string;
    return context.member;
  };
  const headers = { cookie: manager.cookie, 'x-csrf-token': manager.token, 'content-type': 'application/json' };
  const result = await autocannon({
    url: appUrl,
    connections: Math.min(CONNECTIONS, attach.members.length),
    duration: DURATION,
    headers,
    requests: [
      {
        method: 'POST',
        setupRequest: (req: autocannon.Request, context: object) => ({
          ...req,
          path: `/api/manager/licenses/${attach.license}/seats`,
          body: JSON.stringify({ user_id: memberOf(context) }),
        }),
        onResponse: (status: number, body: string) => {
          if (status >= 300) refusals.push(`attach ${status} ${body.slice(0, 160)}`);
        },
      },
      {
        method: 'DELETE',
        setupRequest: (req: autocannon.Request, context: object) => ({
          ...req,
          path: `/api/manager/licenses/${attach.license}/seats/${memberOf(context)}`,
          body: undefined,
          headers: { cookie: manager.cookie, 'x-csrf-token': manager.token },
        }),
        onResponse: (status: number, body: string) => {
          if (status >= 300) refusals.push(`detach ${status} ${body.slice(0, 160)}`);
        },
      },
    ],
  });
  console.log(
    `${'POST attach + DELETE detach (manager)'.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ` +
      `(load generator in the server's thread)` +
      (result.non2xx + result.errors ? `   non-2xx/errors ${result.non2xx + result.errors}` : ''),
  );
  if (refusals.length > 0) console.log(`  first refusal: ${refusals[0]}`);
}

await portal.close();
await bare.close();
await database.close();
await pg.stop();
