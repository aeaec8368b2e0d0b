import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const org = await createOrganization(ctx.db, { name: 'Riverside Hospital' });
await createUser(ctx.db, { email: 'boss@x.test', firstName: 'Zed', lastName: 'Boss', roles: ['super-admin'] });
for (let i = 0; i < 20; i++) {
  await createUser(ctx.db, {
    email: `t${String(i).padStart(2, '0')}@riverside.test`,
    firstName: `First${i}`,
    lastName: `Last${String(i).padStart(2, '0')}`,
    organizationId: org.id,
    roles: i % 5 === 0 ? ['trainer'] : ['trainee'],
  });
}
const admin = ctx.client();
await admin.login('boss@x.test');

describe('GET /api/admin/users (the generic list query)', () => {
  it('pages with 15 per page by default and reports meta', async () => {
    const res = await admin.get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(15);
    expect(body.meta).toEqual({ page: 1, per_page: 15, total: 21, total_capped: false, last_page: 2 });
    const second = await admin.get('/api/admin/users?page=2');
    expect(second.json().data).toHaveLength(6);
  });

  it('sorts by whitelisted fields, descending with a leading minus', async () => {
    const res = await admin.get('/api/admin/users?sort=-last_name&per_page=3');
    expect(res.json().data.map((u: { last_name: string }) => u.last_name)).toEqual(['Last19', 'Last18', 'Last17']);
    const asc = await admin.get('/api/admin/users?sort=email&per_page=2');
    expect(asc.json().data.map((u: { email: string }) => u.email)).toEqual(['boss@x.test', 't00@riverside.test']);
  });

  it('filters by whitelisted filters and includes relations on request', async () => {
    const res = await admin.get(
      `/api/admin/users?filter[role]=trainer&filter[organization_id]=${org.id}&include=organization`,
    );
    const data = res.json().data;
    expect(data).toHaveLength(4);
    expect(data[0].organization).toEqual({ id: org.id, name: 'Riverside Hospital' });
    expect(data.every((u: { roles: string[] }) => u.roles.includes('trainer'))).toBe(true);
    const search = await admin.get('/api/admin/users?filter[search]=first1');
    expect(search.json().meta.total).toBe(11); // First1, First10..First19
    const withoutInclude = await admin.get('/api/admin/users?per_page=1');
    expect(withoutInclude.json().data[0]).not.toHaveProperty('organization');
  });

  it('treats LIKE wildcards in a filter as plain text', async () => {
    const res = await admin.get('/api/admin/users?filter[email]=%25');
    expect(res.json().meta.total).toBe(0);
  });

  it('lists everyone for a search of only spaces, in the same order as without one', async () => {
    const emails = async (url: string) => {
      const res = await admin.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((u: { email: string }) => u.email);
    };
    for (const sort of ['last_name', '-created_at']) {
      const blank = await emails(`/api/admin/users?sort=${sort}&filter[search]=%20%20&filter[email]=%20`);
      expect(blank.length).toBeGreaterThan(1);
      expect(blank).toEqual(await emails(`/api/admin/users?sort=${sort}`));
    }
  });

  it('answers 422 naming the parameter for anything not whitelisted or out of range', async () => {
    const cases: Array<[string, string]> = [
      ['sort=password_hash', 'sort'],
      ['include=sessions', 'include'],
      ['filter[password_hash]=x', 'filter[password_hash]'],
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=100000', 'per_page'],
      ['per_page=0', 'per_page'],
      ['colour=blue', 'colour'],
      ['sort=email&sort=last_name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
    }
    const sortMessage = await admin.get('/api/admin/users?sort=password_hash');
    expect(sortMessage.json().errors.sort).toEqual([
      "Unknown sort field 'password_hash'. Allowed: first_name, last_name, email, created_at.",
    ]);
    const max = await admin.get('/api/admin/users?per_page=100');
    expect(max.statusCode).toBe(200);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows one user with roles, permissions and 2FA state', async () => {
    const user = await createUser(ctx.db, { email: 'one@x.test', roles: ['admin'], permissions: ['manage billing'] });
    const res = await admin.get(`/api/admin/users/${user.id}/?include=organization`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      email: 'one@x.test',
      roles: ['admin'],
      permissions: ['manage billing'],
      two_factor_enabled: false,
      organization: null,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The selected resource does not exist.');
    const malformed = await admin.get("/api/admin/users/1' or '1'='1");
    expect(malformed.statusCode).toBe(404);
  });

  it('rejects an unknown include', async () => {
    const user = await createUser(ctx.db);
    const res = await admin.get(`/api/admin/users/${user.id}?include=password`);
    expect(res.statusCode).toBe(422);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    email: 'edited@x.test',
    first_name: 'Edda',
    last_name: 'Edited',
    user_name: 'edda.e',
    role: 'trainer',
    organization_id: org.id,
    permissions: [],
    ...overrides,
  });

  it('saves every editable field, also as POST with _method=PUT, and records what changed', async () => {
    const user = await createUser(ctx.db, {
      email: 'before@x.test',
      firstName: 'Bea',
      roles: ['trainee'],
      organizationId: org.id,
    });
    const res = await admin.post(`/api/admin/users/${user.id}`, { _method: 'PUT', ...body() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'edited@x.test',
      first_name: 'Edda',
      user_name: 'edda.e',
      roles: ['trainer'],
      organization: { id: org.id, name: 'Riverside Hospital' },
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'user.updated')));
    expect(entry?.details).toMatchObject({
      changes: {
        email: { from: 'before@x.test', to: 'edited@x.test' },
        first_name: { from: 'Bea', to: 'Edda' },
        role: { from: 'trainee', to: 'trainer' },
      },
    });
    const details = entry?.details as { changes: Record<string, unknown> } | undefined;
    expect(Object.keys(details?.changes ?? {})).not.toContain('organization_id');
  });

  it('refuses a taken email or user name in any letter case, and changes nothing', async () => {
    await createUser(ctx.db, { email: 'taken@x.test', userName: 'Taken.Name' });
    const user = await createUser(ctx.db, { email: 'keeps@x.test', roles: ['trainee'], organizationId: org.id });
    const email = await admin.request('PUT', `/api/admin/users/${user.id}`, body({ email: 'TAKEN@x.test' }));
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.email).toEqual(['This email address is already in use.']);
    const name = await admin.request(
      'PUT',
      `/api/admin/users/${user.id}`,
      body({ email: 'keeps@x.test', user_name: 'taken.NAME' }),
    );
    expect(name.statusCode).toBe(422);
    expect(name.json().errors.user_name).toEqual(['This user name is already in use.']);
    expect((await admin.get(`/api/admin/users/${user.id}`)).json().data.email).toBe('keeps@x.test');
  });

  it('needs an organization for organization roles and an existing one', async () => {
    const user = await createUser(ctx.db, { roles: ['trainee'], organizationId: org.id });
    const none = await admin.request(
      'PUT',
      `/api/admin/users/${user.id}`,
      body({ organization_id: null, email: 'x1@x.test' }),
    );
    expect(none.json().errors.organization_id).toBeDefined();
    const unknown = await admin.request(
      'PUT',
      `/api/admin/users/${user.id}`,
      body({ organization_id: '00000000-0000-4000-8000-000000000000', email: 'x2@x.test' }),
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('keeps super-admin changes to super-admins and no one changes their own access', async () => {
    const helpdesk = await createUser(ctx.db, { email: 'hd@x.test', roles: ['admin'], permissions: ['manage user'] });
    const client = ctx.client();
    await client.login('hd@x.test');
    const target = await createUser(ctx.db, { roles: ['trainee'], organizationId: org.id });
    const promote = await client.request(
      'PUT',
      `/api/admin/users/${target.id}`,
      body({ role: 'super-admin', organization_id: null, email: 'p@x.test' }),
    );
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('super_admin_only');
    const self = await client.request(
      'PUT',
      `/api/admin/users/${helpdesk.id}`,
      body({
        email: 'hd@x.test',
        role: 'admin',
        organization_id: null,
        permissions: ['manage user', 'manage product'],
      }),
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('own_access');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes a user and keeps who it was in the audit log', async () => {
    const user = await createUser(ctx.db, { email: 'gone@x.test', roles: ['trainee'], organizationId: org.id });
    const res = await admin.request('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/users/${user.id}`)).statusCode).toBe(404);
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user.deleted'));
    expect(entry?.details).toMatchObject({ id: user.id, email: 'gone@x.test' });
    expect((await admin.request('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });

  it('refuses yourself and the last super-admin', async () => {
    const boss = (await admin.get('/api/admin/users?filter[email]=boss@x.test')).json().data[0];
    const self = await admin.request('DELETE', `/api/admin/users/${boss.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ code: 'delete_self', message: 'You cannot delete your own account.' });
  });
});

describe('list filters', () => {
  it('filter by status and two-factor state, and refuse values that are not allowed', async () => {
    const ok = await admin.get('/api/admin/users?filter[status]=active&filter[two_factor]=disabled&per_page=1');
    expect(ok.statusCode).toBe(200);
    for (const query of [
      'filter[status]=gone',
      'filter[two_factor]=maybe',
      'filter[role]=pope',
      'filter[organization_id]=1',
    ]) {
      const res = await admin.get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    const role = await admin.get('/api/admin/users?filter[role]=pope');
    expect(role.json()).toMatchObject({
      code: 'validation',
      errors: { 'filter[role]': ['Choose one of: super-admin, admin, license-manager, trainer, trainee, user.'] },
    });
  });
});
