import type { Permission, Role } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, users } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

// An admin acts only on users who hold nothing the admin lacks, and grants only
// what the admin holds (docs/security.md, "Admins and stronger accounts").
// `helpdesk` is the demo's hanna.hofstra@: an admin with 'manage user' only.
const ctx = await setupTestApp();
const org = await createOrganization(ctx.db, { name: 'Riverside Hospital' });
await createUser(ctx.db, { email: 'root@x.test', roles: ['super-admin'] });
await createUser(ctx.db, { email: 'hd@x.test', roles: ['admin'], permissions: ['manage user'] });
const root = ctx.client();
const helpdesk = ctx.client();
await root.login('root@x.test');
await helpdesk.login('hd@x.test');

const STRONG = 'Violet-Harbour-Lantern-93';
const deniedProduct = {
  message: 'Access denied to users. Required permission level: manage product',
  code: 'forbidden',
};

let n = 0;
/** An admin (or any role) with the given direct permissions, signed out. */
const someone = (roles: Role[], permissions: Permission[] = [], values: Parameters<typeof createUser>[1] = {}) =>
  createUser(ctx.db, {
    email: `u${++n}@x.test`,
    firstName: 'Una',
    lastName: `User ${n}`,
    roles,
    permissions,
    ...values,
  });

/** The whole editable user, as the edit screen sends it. */
const body = (
  user: { email: string; firstName: string; lastName: string },
  overrides: Record<string, unknown> = {},
) => ({
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  role: 'admin',
  organization_id: null,
  permissions: [],
  ...overrides,
});

const stored = async (id: string) => {
  const res = await root.get(`/api/admin/users/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { first_name: string; roles: string[]; permissions: string[]; two_factor_enabled: boolean };
};

describe('an admin with manage user only, on an admin who holds manage product', () => {
  it('may not set the password (403, the password and sessions stay)', async () => {
    const pieter = await someone(['admin'], ['manage product']);
    const res = await helpdesk.post(`/api/admin/users/${pieter.id}/change-password`, {
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(deniedProduct);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, pieter.id));
    expect(row?.mustChangePassword).toBe(false);
    const login = await ctx.client().post('/api/auth/login', { email: pieter.email, password: STRONG });
    expect(login.statusCode).toBe(422);
  });

  it('may not reset the second factor, edit, take the permission away or delete', async () => {
    const pieter = await someone(['admin'], ['manage product'], { twoFactorEnabledAt: new Date() });
    const reset = await helpdesk.post(`/api/admin/users/${pieter.id}/two-factor/reset`);
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(deniedProduct);

    const rename = await helpdesk.request(
      'PUT',
      `/api/admin/users/${pieter.id}`,
      body(pieter, { first_name: 'Renamed', permissions: ['manage product'] }),
    );
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toEqual(deniedProduct);

    const strip = await helpdesk.request('PUT', `/api/admin/users/${pieter.id}`, body(pieter));
    expect(strip.statusCode).toBe(403);
    expect(strip.json()).toEqual(deniedProduct);

    const remove = await helpdesk.request('DELETE', `/api/admin/users/${pieter.id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual(deniedProduct);

    expect(await stored(pieter.id)).toMatchObject({
      first_name: 'Una',
      permissions: ['manage product'],
      two_factor_enabled: true,
    });
  });

  it('names the first permission lacked when the target holds several', async () => {
    const omar = await someone(['admin'], ['manage user', 'manage organization', 'manage billing']);
    const res = await helpdesk.request('DELETE', `/api/admin/users/${omar.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Access denied to users. Required permission level: manage organization');
  });
});

describe('granting permissions', () => {
  it("refuses an invited admin 'manage product', 'manage billing' and 'manage organization' and changes nothing", async () => {
    const invited = await helpdesk.post('/api/admin/users', {
      email: 'new-admin@x.test',
      first_name: 'Nina',
      last_name: 'New',
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    const id = invited.json().data.id;
    const nina = { email: 'new-admin@x.test', firstName: 'Nina', lastName: 'New' };
    const all = await helpdesk.request(
      'PUT',
      `/api/admin/users/${id}`,
      body(nina, { first_name: 'Changed', permissions: ['manage product', 'manage billing', 'manage organization'] }),
    );
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('Access denied to users. Required permission level: manage organization');
    for (const permission of ['manage product', 'manage billing', 'manage organization']) {
      const one = await helpdesk.request('PUT', `/api/admin/users/${id}`, body(nina, { permissions: [permission] }));
      expect(one.statusCode, permission).toBe(403);
      expect(one.json().message).toBe(`Access denied to users. Required permission level: ${permission}`);
    }
    expect(await stored(id)).toMatchObject({ first_name: 'Nina', roles: ['admin'], permissions: [] });
  });

  it('allows what the admin holds: manage user to a plain admin, and edits of users holding no more', async () => {
    const plain = await someone(['admin']);
    const grant = await helpdesk.request(
      'PUT',
      `/api/admin/users/${plain.id}`,
      body(plain, { permissions: ['manage user'] }),
    );
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data.permissions).toEqual(['manage user']);
    const peer = await someone(['admin'], ['manage user']);
    const rename = await helpdesk.request(
      'PUT',
      `/api/admin/users/${peer.id}`,
      body(peer, { first_name: 'Peer', permissions: [] }),
    );
    expect(rename.statusCode).toBe(200);
    const trainee = await someone(['trainee'], [], { organizationId: org.id });
    const password = await helpdesk.post(`/api/admin/users/${trainee.id}/change-password`, {
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(password.statusCode).toBe(200);
    expect((await helpdesk.request('DELETE', `/api/admin/users/${peer.id}`)).statusCode).toBe(200);
  });

  it('a super-admin holds every permission', async () => {
    const pieter = await someone(['admin'], ['manage product']);
    const res = await root.request(
      'PUT',
      `/api/admin/users/${pieter.id}`,
      body(pieter, { permissions: ['manage billing', 'manage organization', 'manage user'] }),
    );
    expect(res.statusCode).toBe(200);
    const password = await root.post(`/api/admin/users/${pieter.id}/change-password`, {
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(password.statusCode).toBe(200);
  });

  it('holding all four permissions is not enough to make or touch a super-admin', async () => {
    await createUser(ctx.db, {
      email: 'all-four@x.test',
      roles: ['admin'],
      permissions: ['manage user', 'manage product', 'manage billing', 'manage organization'],
    });
    const allFour = ctx.client();
    await allFour.login('all-four@x.test');
    const target = await someone(['admin']);
    const promote = await allFour.request(
      'PUT',
      `/api/admin/users/${target.id}`,
      body(target, { role: 'super-admin' }),
    );
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('super_admin_only');
    const boss = await someone(['super-admin']);
    const password = await allFour.post(`/api/admin/users/${boss.id}/change-password`, {
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().code).toBe('super_admin_only');
    // Everything below a super-admin is theirs to give.
    const grant = await allFour.request(
      'PUT',
      `/api/admin/users/${target.id}`,
      body(target, { permissions: ['manage product', 'manage billing'] }),
    );
    expect(grant.statusCode).toBe(200);
  });
});

describe('permissions that come through a role', () => {
  it("count as the target's: a role carrying a permission the admin lacks is not given, and its holders not touched", async () => {
    const trainer = await someone(['trainer'], [], { organizationId: org.id });
    const trainee = await someone(['trainee'], [], { organizationId: org.id });
    await ctx.db.insert(rolePermissions).values({ role: 'trainer', permission: 'manage billing' });
    try {
      const password = await helpdesk.post(`/api/admin/users/${trainer.id}/change-password`, {
        password: STRONG,
        password_confirmation: STRONG,
      });
      expect(password.statusCode).toBe(403);
      expect(password.json().message).toBe('Access denied to users. Required permission level: manage billing');

      const promote = await helpdesk.request(
        'PUT',
        `/api/admin/users/${trainee.id}`,
        body(trainee, { role: 'trainer', organization_id: org.id }),
      );
      expect(promote.statusCode).toBe(403);
      expect(promote.json().message).toBe('Access denied to users. Required permission level: manage billing');
      expect((await stored(trainee.id)).roles).toEqual(['trainee']);

      const invite = await helpdesk.post('/api/admin/users', {
        email: 'new-trainer@x.test',
        first_name: 'Tim',
        last_name: 'Trainer',
        role: 'trainer',
        organization_id: org.id,
      });
      expect(invite.statusCode).toBe(403);
      expect(invite.json().message).toBe('Access denied to users. Required permission level: manage billing');
      const invited = await root.get('/api/admin/users?filter[email]=new-trainer@x.test');
      expect(invited.json().meta.total).toBe(0);

      // The super-admin gives it.
      const byRoot = await root.request(
        'PUT',
        `/api/admin/users/${trainee.id}`,
        body(trainee, { role: 'trainer', organization_id: org.id }),
      );
      expect(byRoot.statusCode).toBe(200);
    } finally {
      await ctx.db.delete(rolePermissions).where(eq(rolePermissions.role, 'trainer'));
    }
  });
});

describe('under parallel requests', () => {
  it('100 parallel grants of a permission the admin lacks: all 403, nothing changed', async () => {
    const target = await someone(['admin']);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        helpdesk.request(
          'PUT',
          `/api/admin/users/${target.id}`,
          body(target, { first_name: `Try${i}`, permissions: ['manage product'] }),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(403));
    expect(await stored(target.id)).toMatchObject({ first_name: 'Una', permissions: [] });
    const audited = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where user_id = ${target.id} and action = 'user.updated'`,
    );
    expect(audited.rows[0]?.n).toBe(0);
  });

  it('no edit slips in after a parallel upgrade of the target: the upgrade stays', async () => {
    const target = await someone(['admin']);
    const edit = (i: number) =>
      helpdesk.request('PUT', `/api/admin/users/${target.id}`, body(target, { first_name: `Try${i}` }));
    const setPassword = () =>
      helpdesk.post(`/api/admin/users/${target.id}/change-password`, {
        password: STRONG,
        password_confirmation: STRONG,
      });
    // Half the burst is sent before the upgrade, half after it, all of them at once.
    const before = Array.from({ length: 50 }, (_, i) => (i % 10 === 0 ? setPassword() : edit(i)));
    const upgrade = root.request(
      'PUT',
      `/api/admin/users/${target.id}`,
      body(target, { first_name: 'Upgraded', permissions: ['manage product'] }),
    );
    const after = Array.from({ length: 50 }, (_, i) => (i % 10 === 0 ? setPassword() : edit(50 + i)));
    const [upgraded, ...others] = await Promise.all([upgrade, ...before, ...after]);
    expect(upgraded?.statusCode).toBe(200);
    const statuses = others.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 403)).toBe(true);
    expect(statuses).toContain(403);
    // Whatever the admin changed came before the upgrade: the upgrade is what is stored.
    expect(await stored(target.id)).toMatchObject({ first_name: 'Upgraded', permissions: ['manage product'] });
  });
});
