import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.js';
import { daysBefore } from '../src/lib/calendar-day.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => (await ctx.db.execute<Row>(query)).rows;
const described = (list: Row[]) => list.map((row) => JSON.stringify(row));

// The seed's clock: not today, so a date taken from the system clock instead of it shows.
const now = daysBefore(new Date(), 17);
now.setUTCHours(10, 30, 0, 0);
const at = sql`${now.toISOString()}::timestamptz`;
// "Customers for a year": organizations and their active members joined 6 to 14 months before the seed's now.
const SIX_MONTHS_DAYS = 6 * 30;
const FOURTEEN_MONTHS_DAYS = 14 * 31;

describe('the demo world', { timeout: 120_000 }, () => {
  it('is coherent: people and organizations joined before they trained, signed in, bought or were invoiced', async () => {
    await seedDemo(ctx.db, { now });

    // Organizations: 6 to 14 months old, older than their billing, invoices, hardware, members and seats.
    const organizations = await rows(sql`
      select o.name, extract(epoch from ${at} - o.created_at) / 86400 as age_days,
        least(
          (select min(b.period_start)::timestamptz from billing_accounts b where b.organization_id = o.id),
          (select min(i.issued_on)::timestamptz from invoices i join billing_accounts b on b.id = i.billing_account_id
            where b.organization_id = o.id),
          (select min(h.purchase_date)::timestamptz from hardware_items h where h.organization_id = o.id),
          (select min(u.created_at) from users u where u.organization_id = o.id)
        ) as first_event, o.created_at
      from organizations o`);
    expect(organizations.length).toBeGreaterThanOrEqual(7);
    for (const o of organizations) {
      expect(Number(o.age_days), String(o.name)).toBeGreaterThanOrEqual(SIX_MONTHS_DAYS);
      expect(Number(o.age_days), String(o.name)).toBeLessThanOrEqual(FOURTEEN_MONTHS_DAYS);
      if (o.first_event)
        expect(new Date(String(o.created_at)) <= new Date(String(o.first_event)), String(o.name)).toBe(true);
    }

    // Members: active ones joined 6 to 14 months ago, invited ones lately; all after their organization.
    const people = await rows(sql`
      select u.email, u.status, extract(epoch from ${at} - u.created_at) / 86400 as age_days,
        u.created_at >= coalesce(o.created_at, u.created_at) as after_organization
      from users u left join organizations o on o.id = u.organization_id`);
    for (const person of people) {
      const age = Number(person.age_days);
      expect(person.after_organization, String(person.email)).toBe(true);
      if (person.status === 'active') {
        expect(age, String(person.email)).toBeGreaterThanOrEqual(SIX_MONTHS_DAYS);
        expect(age, String(person.email)).toBeLessThanOrEqual(FOURTEEN_MONTHS_DAYS);
      } else {
        expect(age, String(person.email)).toBeGreaterThan(0);
        expect(age, String(person.email)).toBeLessThanOrEqual(30);
      }
    }

    // Nobody trained, held a seat or signed in before their account existed, nor after the seed's now.
    const early = await rows(sql`
      select u.email, 'session' as what from training_sessions s join users u on u.id = s.user_id
        where s.started_at < u.created_at or s.started_at > ${at}
      union all
      select u.email, 'seat' from license_seats s join users u on u.id = s.user_id
        where s.attached_at < u.created_at or s.attached_at > ${at}
      union all
      select u.email, 'sign-in' from audit_log a join users u on u.id = a.user_id
        where a.action = 'auth.login' and (a.occurred_at < u.created_at or a.occurred_at > ${at})`);
    expect(described(early)).toEqual([]);

    // Everyone who trained signed in first (the game's device sign-in is approved in the portal).
    const trained = await rows(sql`
      select u.email,
        (select max(a.occurred_at) from audit_log a where a.user_id = u.id and a.action = 'auth.login') as last_sign_in,
        exists (select 1 from audit_log a where a.user_id = u.id and a.action = 'auth.login'
          and a.occurred_at <= (select min(s.started_at) from training_sessions s where s.user_id = u.id)) as signed_in_first
      from users u where exists (select 1 from training_sessions s where s.user_id = u.id)`);
    expect(trained.length).toBeGreaterThan(20);
    expect(described(trained.filter((row) => row.last_sign_in === null || row.signed_in_first !== true))).toEqual([]);

    // Invoices: issued within their period, by the seed's now, numbered in the year of issue; lines inside it.
    const invoices = await rows(sql`
      select i.number, i.issued_on, i.period_start, i.period_end from invoices i
      where i.period_start is not null and (i.issued_on < i.period_start or i.issued_on > i.period_end
        or i.issued_on > ${at}::date or i.year <> extract(year from i.issued_on)
        or i.created_at::date <> i.issued_on)`);
    expect(described(invoices)).toEqual([]);
    const lines = await rows(sql`
      select i.number, l.description, l.period_start, l.period_end, i.period_start as invoice_start,
        i.period_end as invoice_end
      from invoice_lines l join invoices i on i.id = l.invoice_id
      where l.period_start < i.period_start or l.period_end > i.period_end`);
    expect(described(lines)).toEqual([]);
    const [count] = await rows(sql`select count(*)::int as n from invoices`);
    expect(Number(count?.n)).toBeGreaterThanOrEqual(4);
  });
});
