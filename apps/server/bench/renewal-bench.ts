/**
 * `npm run bench:renewal`: the billing job (docs/decisions/0011) over 2,000 billings whose period ended
 * yesterday, each with two auto-renewing licenses of 10 seats (so 2,000 renewals, 2,000 invoices with
 * their numbers, 4,000 extended licenses), plus 500 licenses of other billings that end in 30 days without
 * renewal (500 reminder mails queued) and 500 that ended (500 expiries recorded). Prints the time of the
 * first run, of a second run that finds nothing, and per billing. A measurement to read, not a test.
 *
 * On `DATABASE_URL`'s server (a database `bench_renewal` made and dropped there), else on an embedded
 * PostgreSQL under `.data/bench-renewal-pg` (port `BENCH_PG_PORT`, 54364 by default).
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, repoRoot } from '../src/config.js';
import { connectDatabase } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { startJobQueue } from '../src/jobs/queue.js';
import { runBillingJobs } from '../src/modules/billing/index.js';

const BILLINGS = Number(process.env.BENCH_BILLINGS ?? 2_000);
const ENDING = 500;

let url: string;
let stop: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists bench_renewal with (force)');
  await admin.query('create database bench_renewal');
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = '/bench_renewal';
  url = target.toString();
  stop = async () => {
    await admin.query('drop database if exists bench_renewal with (force)');
    await admin.end();
  };
} else {
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(repoRoot, '.data/bench-renewal-pg'),
    port: Number(process.env.BENCH_PG_PORT ?? 54364),
    database: 'bench_renewal',
  });
  url = embedded.url;
  stop = () => embedded.stop();
}

const database = connectDatabase(url, 10);
await migrateDatabase(database.db);
const { db } = database;
// A fresh world each run (the embedded database is kept between runs).
await db.execute(
  sql`truncate invoice_lines, invoices, invoice_counters, license_notices, license_seats, licenses, billing_accounts, mails cascade`,
);
await db.execute(sql`delete from organizations where name like 'Renewal %'`);
await db.execute(sql`delete from products where sku like 'RENEW-%'`);

await db.execute(sql`
  insert into products (type, name, price, currency, prices, duration, duration_type, sku, status)
  select 'software', 'LapSkills Module ' || i, 50000 + i * 1000, 'EUR', jsonb_build_object('EUR', 50000 + i * 1000), 12, 'month', 'RENEW-' || i, 'active'
  from generate_series(1, 10) as i`);
await db.execute(sql`
  insert into organizations (name, street, house_number, zipcode, city, country)
  select 'Renewal ' || i, 'Main Street', (i % 300 + 1)::text, '1000 AB', 'Utrecht', 'NL'
  from generate_series(1, ${BILLINGS + 2 * ENDING}) as i`);
// Billings 1..BILLINGS are due (period ended yesterday); the rest run for another five months.
await db.execute(sql`
  insert into billing_accounts (entity_type, organization_id, legal_name, billing_email, street, house_number,
    zipcode, city, country, vat_number, cycle_months, period_start, period_end, auto_renew, status)
  select 'ORGANIZATION', o.id, o.name, 'billing' || o.n || '@example.test', 'Main Street', '1', '1000 AB', 'Utrecht',
    (array['NL', 'DE', 'BE'])[o.n % 3 + 1], case when o.n % 2 = 0 then 'NL123456789B01' end, 6,
    case when o.n <= ${BILLINGS} then current_date - 184 else current_date - 30 end,
    case when o.n <= ${BILLINGS} then current_date - 1 else current_date + 150 end, true, 'active'
  from (select id, name, substring(name from 9)::int as n from organizations where name like 'Renewal %') o`);
const product = (k: number) => sql`(select id from products where sku = ${`RENEW-${k}`})`;
await db.execute(sql`
  insert into licenses (billing_account_id, product_id, amount_type, amount, starts_on, ends_on, active_from, active_to, auto_renew)
  select b.id, p.id, 'seats', 10, b.period_start, b.period_end, b.period_start, b.period_end, true
  from billing_accounts b
  join organizations o on o.id = b.organization_id
  cross join lateral (select id from products where sku in ('RENEW-1', 'RENEW-2')) p
  where substring(o.name from 9)::int <= ${BILLINGS}`);
// 500 licenses that end in 30 days without renewal, 500 that ended yesterday.
await db.execute(sql`
  insert into licenses (billing_account_id, product_id, amount_type, amount, starts_on, ends_on, active_from, active_to, auto_renew)
  select b.id, ${product(3)}, 'seats', 5, b.period_start,
    case when substring(o.name from 9)::int <= ${BILLINGS + ENDING} then current_date + 30 else current_date - 1 end,
    b.period_start,
    case when substring(o.name from 9)::int <= ${BILLINGS + ENDING} then current_date + 30 else current_date - 1 end,
    false
  from billing_accounts b join organizations o on o.id = b.organization_id
  where substring(o.name from 9)::int > ${BILLINGS}`);
await db.execute(sql`vacuum analyze`);

const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, SESSION_SECRET: 'x'.repeat(40) });
const jobs = await startJobQueue({
  pool: database.pool,
  db,
  transport: async () => undefined,
  onError: () => undefined,
  work: false,
});
const app = await buildApp({ config, db, pool: database.pool, jobs, logger: false });

const timed = async (label: string) => {
  const started = performance.now();
  const report = await runBillingJobs(app.services);
  const ms = performance.now() - started;
  console.log(
    `${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms   renewed ${report.renewed}, periods ${report.periods}, ` +
      `first invoices ${report.invoiced}, expired ${report.expired}, reminders ${report.reminders}, failed ${report.failed}` +
      (report.renewed > 0 ? `   (${(ms / report.renewed).toFixed(2)} ms per renewed billing)` : ''),
  );
};

console.log(
  `billing job over ${BILLINGS} due billings (+${2 * ENDING} running ones), PostgreSQL ${url.split('@')[1]}, ` +
    `${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} (figures scale with it)`,
);
await timed('first run');
await timed('second run (nothing due)');
const [counts] = (
  await db.execute<{ invoices: number; numbers: number }>(
    sql`select count(*)::int as invoices, (max(sequence) - min(sequence) + 1)::int as numbers from invoices`,
  )
).rows;
console.log(`invoices ${counts?.invoices}, numbers spanned ${counts?.numbers} (gap-free when equal)`);

await app.close();
await jobs.stop();
await database.close();
await stop();
