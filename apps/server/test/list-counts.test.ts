import { LIST_COUNT_CAP } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { ListCountCache, NOTIFYING_TABLES } from '../src/lib/list-count-cache.js';
import { setupTestApp, TestClient } from './helpers/app.js';

// Every list counts its rows the same way (`countListed`): exactly up to LIST_COUNT_CAP, then "more".
const ctx = await setupTestApp();
await createUser(ctx.db, { email: 'boss@x.test', roles: ['super-admin'] });
const admin = ctx.client();
await admin.login('boss@x.test');

type Meta = { page: number; per_page: number; total: number; total_capped: boolean; last_page: number };
const meta = async (url: string) => {
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; meta: Meta };
};

describe('list totals', () => {
  it('counts exactly up to the cap, then gives the cap and says there are more', async () => {
    // The sign-in above wrote one auth.login; these fill the log to exactly the cap.
    await ctx.db.execute(sql`
      insert into audit_log (occurred_at, action, details)
      select now() - (i || ' seconds')::interval, 'user.updated', '{}'::jsonb
      from generate_series(1, ${LIST_COUNT_CAP - 1}) as i`);
    expect((await meta('/api/admin/audit-log')).meta).toEqual({
      page: 1,
      per_page: 15,
      total: LIST_COUNT_CAP,
      total_capped: false,
      last_page: Math.ceil(LIST_COUNT_CAP / 15),
    });

    await ctx.db.execute(
      sql`insert into audit_log (occurred_at, action, details) values (now(), 'user.created', '{}')`,
    );
    const capped = await meta('/api/admin/audit-log?per_page=100');
    expect(capped.meta).toEqual({
      page: 1,
      per_page: 100,
      total: LIST_COUNT_CAP,
      total_capped: true,
      last_page: LIST_COUNT_CAP / 100,
    });
    // The last page the total names still has its rows, and a filter narrows back to an exact count.
    expect((await meta(`/api/admin/audit-log?per_page=100&page=${LIST_COUNT_CAP / 100}`)).data).toHaveLength(100);
    expect((await meta('/api/admin/audit-log?filter[action]=user.created')).meta).toMatchObject({
      total: 1,
      total_capped: false,
    });
  });
});

describe('a searched list keeps its sort', () => {
  it('orders matches by the chosen column both ways and across pages', async () => {
    // Matches for "smi" sit at the end of the last-name order, as they did when the planner walked the whole
    // last-name index to find them; the answer must not change now that matches are found first.
    for (let i = 0; i < 30; i++) {
      await createUser(ctx.db, { email: `a${i}@x.test`, firstName: 'Ann', lastName: `Aalders ${i}` });
    }
    const smiths = ['Smith', 'Smits', 'Smitson', 'Smil'];
    for (const [i, lastName] of smiths.entries()) {
      await createUser(ctx.db, { email: `s${i}@x.test`, firstName: 'Sam', lastName });
    }

    const names = async (query: string) =>
      (await meta(`/api/admin/users?filter[search]=smi&${query}`)).data.map((u) => u.last_name);
    expect(await names('sort=last_name')).toEqual(['Smil', 'Smith', 'Smits', 'Smitson']);
    expect(await names('sort=-last_name')).toEqual(['Smitson', 'Smits', 'Smith', 'Smil']);
    expect(await names('sort=last_name&per_page=2&page=2')).toEqual(['Smits', 'Smitson']);
    expect((await meta('/api/admin/users?filter[search]=smi')).meta.total).toBe(4);
  });
});

describe('prepared statements', () => {
  it('prepares a statement once per connection and answers the same through its kept plan', async () => {
    const client = await ctx.app.pool.connect();
    try {
      const text = 'select count(*)::int as n from users where email like $1';
      const answers: number[] = [];
      // Past PostgreSQL's five custom plans, so a generic plan may be kept: the answers must not change.
      for (let i = 0; i < 8; i++) {
        const pattern = i % 2 ? 's%@x.test' : '%@x.test';
        answers.push((await client.query<{ n: number }>({ text, values: [pattern] })).rows[0]?.n ?? -1);
      }
      // The boss, 30 Aalders and 4 Smiths (above); the Smiths alone.
      expect(answers).toEqual([35, 4, 35, 4, 35, 4, 35, 4]);
      const prepared = await client.query<{ name: string }>({
        text: 'select name from pg_prepared_statements where statement = $1',
        values: [text],
      });
      expect(prepared.rows).toHaveLength(1);
      expect(prepared.rows[0]?.name).toMatch(/^portal_\d+$/);
    } finally {
      client.release();
    }
  });
});

describe('kept totals', () => {
  const address = {
    name: 'Count Clinic',
    street: 'Maasstadweg',
    house_number: '21',
    zipcode: '3079 DZ',
    city: 'Rotterdam',
    country: 'NL',
  };
  const total = async (url: string, client = admin) => {
    const res = await client.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { meta: Meta }).meta.total;
  };
  /** A row written with triggers off: no `list_changed` notification, as if it were missed. */
  const insertUnheard = (name: string) =>
    ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into organizations (name, street, house_number, zipcode, city, country) values (${name}, 'a', '1', '1234 AB', 'b', 'NL')`,
      );
    });

  it('keeps a total until a counted table changes, on every instance', async () => {
    const url = '/api/admin/organizations?filter[search]=count clinic';
    expect(await total(url)).toBe(0);
    // Unheard: the kept total stands (this is what the cache saves PostgreSQL)…
    await insertUnheard('Count Clinic Unheard');
    expect(await total(url)).toBe(0);
    // …and any heard change drops it: a row created through the API counts at once, the unheard one too.
    const created = await admin.post('/api/admin/organizations', address);
    expect(created.statusCode, created.body).toBe(201);
    expect(await total(url)).toBe(2);

    // A second instance keeps its own totals and drops them on the same notifications.
    const other = await ctx.anotherInstance();
    const otherAdmin = new TestClient(other);
    await otherAdmin.login('boss@x.test');
    expect(await total(url, otherAdmin)).toBe(2);
    const renamed = await admin.request('PUT', `/api/admin/organizations/${created.json().data.id}`, {
      ...address,
      name: 'Renamed Clinic',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await total(url, otherAdmin)).toBe(1);
  });

  it('stays exact under a burst of parallel creations and reads', async () => {
    const url = '/api/admin/organizations?filter[search]=burst clinic';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 ? admin.post('/api/admin/organizations', { ...address, name: `Burst Clinic ${i}` }) : admin.get(url),
      ),
    );
    expect(answers.every((res) => res.statusCode < 300)).toBe(true);
    expect(await total(url)).toBe(50);
  });

  it('keeps totals only of tables whose changes notify', async () => {
    const { rows } = await ctx.db.execute<{ table: string }>(sql`
      select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid where p.proname = 'notify_list_changed'`);
    expect(rows.map((row) => row.table).sort()).toEqual([...NOTIFYING_TABLES].sort());
  });

  it('never keeps a count read before a change it was told of, nor while it cannot hear changes', () => {
    const cache = new ListCountCache(5_000);
    cache.setActive(true);
    const before = cache.generation;
    cache.clear();
    cache.set('k', 7, before, 0);
    expect(cache.get('k', 1)).toBeUndefined();

    cache.set('k', 7, cache.generation, 0);
    expect(cache.get('k', 4_999)).toBe(7);
    expect(cache.get('k', 5_000)).toBeUndefined();

    cache.setActive(false);
    cache.set('k', 7, cache.generation, 0);
    expect(cache.size).toBe(0);
  });
});

describe('pages of a sorted list', () => {
  it('neither repeat nor skip rows whose sort keys are equal, in either direction', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createUser(ctx.db, { email: `tie${i}@x.test`, lastName: 'Tie' }));
    await ctx.db.execute(sql`update users set created_at = '2026-01-01T00:00:00Z' where email like 'tie%@x.test'`);
    for (const sort of ['created_at', '-created_at']) {
      const seen: unknown[] = [];
      for (let page = 1; page <= 3; page++) {
        const { data } = await meta(`/api/admin/users?filter[search]=tie&sort=${sort}&per_page=2&page=${page}`);
        seen.push(...data.map((user) => user.id));
      }
      expect([...seen].sort()).toEqual(made.map((user) => user.id).sort());
    }
  });
});
