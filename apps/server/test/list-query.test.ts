import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { ListFilter, runShaped } from '../src/lib/list-query/index.js';
import { setupTestApp } from './helpers/app.js';

// A list's query is built once per shape and run with each request's values (`runShaped`).
const ctx = await setupTestApp();
for (const name of ['Ada', 'Ben', 'Cas']) await createUser(ctx.db, { email: `${name.toLowerCase()}@shape.test` });

const emailsLike = (pattern: string) => {
  const filter = new ListFilter();
  filter.add('email', sql`${users.email} like ${filter.value(pattern)}`);
  return runShaped(ctx.db, 'test emails', filter.values, () =>
    ctx.db.select({ email: users.email }).from(users).where(filter.where).orderBy(asc(users.email)),
  );
};

describe('shaped list queries', () => {
  it("run each request's values through the query kept for their shape, also in a parallel burst", async () => {
    const patterns = ['ada@%', 'b%@shape.test', '%@shape.test', 'nobody@%'];
    const expected = [
      ['ada@shape.test'],
      ['ben@shape.test'],
      ['ada@shape.test', 'ben@shape.test', 'cas@shape.test'],
      [],
    ];
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => emailsLike(patterns[i % 4] ?? '')));
    answers.forEach((rows, i) => {
      expect(rows.map((row) => row.email)).toEqual(expected[i % 4]);
    });
  });

  it('refuse a value written into the text: another request would get this one', async () => {
    const filter = new ListFilter().add('email', eq(users.email, 'ada@shape.test'));
    await expect(async () =>
      runShaped(ctx.db, 'test literal', filter.values, () => ctx.db.select().from(users).where(filter.where)),
    ).rejects.toThrow(/has a value in its text/);
  });

  it('refuse two texts under one shape: the shape misses a difference', async () => {
    const run = (column: typeof users.email | typeof users.lastName) =>
      runShaped(ctx.db, 'test two texts', {}, () => ctx.db.select({ value: column }).from(users));
    await run(users.email);
    await expect(async () => run(users.lastName)).rejects.toThrow(/two texts/);
  });

  it('name each value of a filter apart and each condition by its name', () => {
    const filter = new ListFilter();
    filter.add('a', sql`${users.email} = ${filter.value('x')}`).add('b', sql`${users.status} = ${filter.value('y')}`);
    expect(filter.values).toEqual({ v0: 'x', v1: 'y' });
    expect(filter.shape).toBe('a;b;');
    expect(new ListFilter().where).toBeUndefined();
  });
});
