import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { setupTestApp, type TestClient } from './helpers/app.js';

// A world with exactly two super-admins, each signed in.
const ctx = await setupTestApp();
const rootA = await createUser(ctx.db, { email: 'root-a@x.test', roles: ['super-admin'] });
const rootB = await createUser(ctx.db, { email: 'root-b@x.test', roles: ['super-admin'] });
const a = ctx.client();
const b = ctx.client();
await a.login('root-a@x.test');
await b.login('root-b@x.test');

const superAdmins = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from user_roles where role = 'super-admin'`))
    .rows[0]?.n;

const demote = (client: TestClient, id: string, email: string) =>
  client.request('PUT', `/api/admin/users/${id}`, {
    email,
    first_name: 'Root',
    last_name: 'Admin',
    role: 'admin',
    organization_id: null,
    permissions: [],
  });

describe('the last super-admin', () => {
  it('is never demoted when the two super-admins demote each other at once', async () => {
    const [x, y] = await Promise.all([demote(a, rootB.id, 'root-b@x.test'), demote(b, rootA.id, 'root-a@x.test')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
    const refused = x.statusCode === 422 ? x : y;
    expect(refused.json().code).toBe('last_super_admin');
    expect(await superAdmins()).toBe(1);
  });

  it('is never deleted when the last two super-admins delete each other at once', async () => {
    // Both super-admins again: the survivor of the test above promotes the other (the other's try is refused).
    for (const client of [a, b]) {
      await client.request('PUT', `/api/admin/users/${client === a ? rootB.id : rootA.id}`, {
        email: client === a ? 'root-b@x.test' : 'root-a@x.test',
        first_name: 'Root',
        last_name: 'Admin',
        role: 'super-admin',
        organization_id: null,
        permissions: [],
      });
    }
    expect(await superAdmins()).toBe(2);
    const [x, y] = await Promise.all([
      a.request('DELETE', `/api/admin/users/${rootB.id}`),
      b.request('DELETE', `/api/admin/users/${rootA.id}`),
    ]);
    const statuses = [x.statusCode, y.statusCode].sort();
    // One delete wins; the other is refused (last super-admin) or finds its own account gone (401).
    expect(statuses[0]).toBe(200);
    expect([401, 422]).toContain(statuses[1]);
    expect(await superAdmins()).toBe(1);
  });
});
