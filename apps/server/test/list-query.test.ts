import { auditLogList, releaseList, userList } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { AppError } from '../src/lib/app-error.js';
import { ListFilter, parseListQuery, runShaped } from '../src/lib/list-query/index.js';
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

/** The field errors of a refused list query (keys and params, before translation). */
function refused(query: Record<string, string>, list: Parameters<typeof parseListQuery>[1] = userList) {
  try {
    parseListQuery(query, list);
  } catch (error) {
    if (error instanceof AppError) return error.fieldErrors;
    throw error;
  }
  throw new Error('the query was accepted');
}

describe('typed list filters', () => {
  it("read each filter's value through its schema, trimmed, an empty one left out", () => {
    const id = '0196b1a0-58c4-7d3e-9f5b-5a4e1c2d3b4f';
    const query = parseListQuery(
      { 'filter[role]': ' trainer ', 'filter[organization_id]': id, 'filter[status]': '', 'filter[search]': '  ' },
      userList,
    );
    expect(query.filter).toEqual({ role: 'trainer', organization_id: id });
    expect(query.filterText).toEqual({ role: 'trainer', organization_id: id });
    expect(parseListQuery({ 'filter[published]': 'false' }, releaseList).filter).toEqual({ published: false });
    const audit = parseListQuery(
      { 'filter[action]': 'auth.', 'filter[occurred_at][from]': '2026-03-01', 'filter[user]': 'Ann@X' },
      auditLogList,
    );
    expect(audit.filter).toEqual({
      action: { prefix: 'auth.' },
      occurred_at: { from: new Date('2026-03-01T00:00:00.000Z') },
      user: { email: 'ann@x' },
    });
    expect(audit.filterText).toEqual({ action: 'auth.', occurred_at: { from: '2026-03-01' }, user: 'Ann@X' });
  });

  it("refuse a bad value with 422 on its parameter and the catalogue's message", () => {
    expect(refused({ 'filter[role]': 'pope', 'filter[organization_id]': '1', 'filter[search][a]': 'x' })).toEqual({
      'filter[role]': [
        { key: 'validation.one_of', params: { allowed: userList.filterSchemas.role.options.join(', ') } },
      ],
      'filter[organization_id]': ['validation.invalid'],
      'filter[search]': ['validation.invalid'],
    });
    expect(refused({ 'filter[product_id]': 'nope', 'filter[platform]': 'webgl' }, releaseList)).toEqual({
      'filter[product_id]': [{ key: 'validation.release_product', params: {} }],
      'filter[platform]': [expect.objectContaining({ key: 'validation.platform' })],
    });
    expect(
      refused({ 'filter[occurred_at][since]': '2026-03-01', 'filter[occurred_at][to]': 'yesterday' }, auditLogList),
    ).toEqual({
      'filter[occurred_at][since]': [{ key: 'validation.date_range_object', params: {} }],
      'filter[occurred_at][to]': [{ key: 'validation.date', params: {} }],
    });
  });
});
