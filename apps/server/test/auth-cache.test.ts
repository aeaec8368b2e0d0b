import type { Permission, Role } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rolePermissions, userPermissions, userRoles, users } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import type { AuthUser } from '../src/lib/auth-user.js';
import { SessionCache } from '../src/modules/auth/session-cache.js';
import { setupTestApp, TestClient } from './helpers/app.js';

// Two instances of the portal on one database, as behind a load balancer.
const ctx = await setupTestApp();
const other = await ctx.anotherInstance();
const NEW_PASSWORD = 'Laparoscope-Bright-77';

const authorized = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/authorized', headers: { cookie } });

/** Ask until `done` holds (a notification is on its way) or a few seconds passed; the last answer. */
async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const statusOn = (app: FastifyInstance, cookie: string) => async () => (await authorized(app, cookie)).statusCode;

/** Change rows without firing triggers: no notification reaches any instance. */
async function silently(change: (tx: Parameters<Parameters<typeof ctx.db.transaction>[0]>[0]) => Promise<unknown>) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });
}

async function signedIn(email: string, roles?: Role[], permissions?: Permission[]) {
  const user = await createUser(ctx.db, { email, roles, permissions });
  const client = ctx.client();
  await client.login(email);
  return { user, client, cookie: client.cookieHeader() };
}

describe('the session cache on two instances', () => {
  it('answers a signed-in request from memory once the session was read', async () => {
    const { cookie } = await signedIn('cached@example.test');
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    expect(other.sessionCache.size).toBeGreaterThan(0);
    // A change nobody is told about is not seen: the answer came from the cache.
    await silently((tx) =>
      tx.update(users).set({ firstName: 'Renamed' }).where(eq(users.email, 'cached@example.test')),
    );
    expect((await authorized(other, cookie)).json().data.first_name).toBe('Test');
  });

  it('signing out on one instance ends the session on the other at its next request', async () => {
    const { client, cookie } = await signedIn('leaving@example.test');
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    expect((await authorized(other, cookie)).statusCode).toBe(200);

    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    // The instance that answered the sign-out already knows.
    expect((await authorized(ctx.app, cookie)).statusCode).toBe(401);
    expect(await eventually(statusOn(other, cookie), (s) => s === 401)).toBe(401);
  });

  it('a password change on one instance ends the other sessions on the other', async () => {
    const { client: laptop, cookie: laptopCookie } = await signedIn('mover@example.test');
    const phone = ctx.client();
    await phone.login('mover@example.test');
    const phoneCookie = phone.cookieHeader();
    expect((await authorized(other, phoneCookie)).statusCode).toBe(200);
    expect((await authorized(other, laptopCookie)).statusCode).toBe(200);

    const changed = await laptop.post('/api/auth/change-password', {
      current_password: 'DemoPass!2026',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await eventually(statusOn(other, phoneCookie), (s) => s === 401)).toBe(401);
    // The session that made the change goes on.
    expect((await authorized(other, laptopCookie)).statusCode).toBe(200);
  });

  it('a deactivated account loses access on the other instance at once', async () => {
    const { user, cookie } = await signedIn('deactivated@example.test');
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    await ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect(await eventually(statusOn(other, cookie), (s) => s === 401)).toBe(401);
  });

  it('a removed permission or role is gone on the other instance at its next request', async () => {
    const { user, cookie } = await signedIn('admin.cache@example.test', ['admin', 'trainer'], ['manage user']);
    const permissionsOn = async () => (await authorized(other, cookie)).json().data as { permissions: string[] };
    expect((await permissionsOn()).permissions).toContain('manage user');
    expect((await other.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(200);

    await ctx.db.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    const after = await eventually(permissionsOn, (d) => !d.permissions.includes('manage user'));
    expect(after.permissions).not.toContain('manage user');
    expect((await other.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(403);

    await ctx.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    const roles = await eventually(
      async () => (await authorized(other, cookie)).json().data.roles as string[],
      (r) => r.length === 0,
    );
    expect(roles).toEqual([]);
  });

  it('a permission granted to a role reaches every holder of the role on the other instance', async () => {
    const { cookie } = await signedIn('trainer.cache@example.test', ['trainer']);
    const permissionsOn = async () => (await authorized(other, cookie)).json().data.permissions as string[];
    expect(await permissionsOn()).not.toContain('manage billing');
    await ctx.db.insert(rolePermissions).values({ role: 'trainer', permission: 'manage billing' });
    try {
      expect(await eventually(permissionsOn, (p) => p.includes('manage billing'))).toContain('manage billing');
    } finally {
      await ctx.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.role, 'trainer'), eq(rolePermissions.permission, 'manage billing')));
    }
    expect(await eventually(permissionsOn, (p) => !p.includes('manage billing'))).not.toContain('manage billing');
  });

  it('without a notification the cache answers for at most SESSION_CACHE_SECONDS', async () => {
    const { user, cookie } = await signedIn('unnoticed@example.test');
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    await silently((tx) => tx.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id)));
    // No notification: still the cached answer...
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.sessionCacheMs - 1_000);
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    // ...but never for longer than the cache's lifetime.
    ctx.clock.advance(1_000);
    expect((await authorized(other, cookie)).statusCode).toBe(401);
  });

  it('a lost listener connection is replaced, and the new one starts from an empty cache', async () => {
    const { user, cookie } = await signedIn('reconnect@example.test');
    expect((await authorized(other, cookie)).statusCode).toBe(200);
    const pid = other.authChanges.backendPid;
    expect(pid).toBeDefined();
    await ctx.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
    const back = await eventually(
      async () => other.authChanges.backendPid,
      (p) => p !== undefined && p !== pid,
    );
    expect(back).toBeDefined();
    expect(back).not.toBe(pid);
    // Whatever changed while nobody listened is read afresh.
    await silently((tx) => tx.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id)));
    expect((await authorized(other, cookie)).statusCode).toBe(401);
  });

  it('keeps the anti-forgery token bound to the session on both instances', async () => {
    const { client } = await signedIn('csrf.cache@example.test');
    // A token made on one instance for this session works on the other.
    const token = await client.token();
    const onOther = new TestClient(other);
    for (const pair of client.cookieHeader().split('; ')) {
      const at = pair.indexOf('=');
      onOther.setCookie(pair.slice(0, at), pair.slice(at + 1));
    }
    const stranger = await signedIn('csrf.stranger@example.test');
    const foreign = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: stranger.cookie, 'x-csrf-token': token },
    });
    expect(foreign.statusCode).toBe(419);
    const res = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: onOther.cookieHeader(), 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(await eventually(statusOn(ctx.app, client.cookieHeader()), (s) => s === 401)).toBe(401);
  });
});

describe('SessionCache', () => {
  const user = (id: string): AuthUser => ({
    id,
    email: `${id}@example.test`,
    firstName: 'A',
    lastName: 'B',
    userName: null,
    language: 'en',
    status: 'active',
    organizationId: null,
    organizationName: null,
    twoFactorEnabled: false,
    mustChangePassword: false,
    refreshReminders: true,
    practiceReminders: true,
    roles: ['trainee'],
    permissions: [],
  });
  const IDLE = 60_000;
  const fresh = () => {
    const cache = new SessionCache(5_000);
    cache.setActive(true);
    return cache;
  };

  it('never answers for a session past its idle limit, its expiry or its lifetime in the cache', () => {
    const long = new SessionCache(10 * IDLE);
    long.setActive(true);
    long.set('idle', { sessionId: 'idle', user: user('u0'), expiresAt: 1_000_000, lastSeenAt: 0 }, long.generation, 0);
    expect(long.get('idle', IDLE - 1, IDLE)).toBeDefined();
    expect(long.get('idle', IDLE, IDLE)).toBeUndefined();

    const cache = fresh();
    // Seen on this instance since: the idle limit counts from then.
    cache.set(
      'touched',
      { sessionId: 'touched', user: user('u1'), expiresAt: 1_000_000, lastSeenAt: 0 },
      cache.generation,
      0,
    );
    const touched = cache.get('touched', 1_000, IDLE);
    if (touched) touched.lastSeenAt = 1_000;
    expect(cache.get('touched', 1_000, 500)).toBeDefined();
    expect(cache.get('touched', 1_500, 500)).toBeUndefined();

    cache.set(
      'expiring',
      { sessionId: 'expiring', user: user('u2'), expiresAt: 2_000, lastSeenAt: 0 },
      cache.generation,
      0,
    );
    expect(cache.get('expiring', 1_999, IDLE)).toBeDefined();
    expect(cache.get('expiring', 2_000, IDLE)).toBeUndefined();

    cache.set('old', { sessionId: 'old', user: user('u3'), expiresAt: 1_000_000, lastSeenAt: 0 }, cache.generation, 0);
    expect(cache.get('old', 4_999, IDLE)).toBeDefined();
    expect(cache.get('old', 5_000, IDLE)).toBeUndefined();
  });

  it('does not keep an answer read before a change it was told of', () => {
    const cache = fresh();
    const before = cache.generation;
    cache.dropUser('someone');
    cache.set('s', { sessionId: 's', user: user('u1'), expiresAt: 1_000_000, lastSeenAt: 0 }, before, 0);
    expect(cache.get('s', 1, IDLE)).toBeUndefined();
  });

  it('drops every session of a changed user, and nothing while it is not listening', () => {
    const cache = fresh();
    const entry = (id: string) => ({ sessionId: id, user: user(id), expiresAt: 1_000_000, lastSeenAt: 0 });
    cache.set('a1', entry('a'), cache.generation, 0);
    cache.set('a2', entry('a'), cache.generation, 0);
    cache.set('b1', entry('b'), cache.generation, 0);
    cache.dropUser('a');
    expect(cache.get('a1', 1, IDLE)).toBeUndefined();
    expect(cache.get('a2', 1, IDLE)).toBeUndefined();
    expect(cache.get('b1', 1, IDLE)).toBeDefined();

    cache.setActive(false);
    cache.set('b2', entry('b'), cache.generation, 0);
    expect(cache.size).toBe(0);
  });

  it('shares a frozen user between requests', () => {
    const cache = fresh();
    cache.set('s', { sessionId: 's', user: user('u1'), expiresAt: 1_000_000, lastSeenAt: 0 }, cache.generation, 0);
    const cached = cache.get('s', 1, IDLE);
    expect(Object.isFrozen(cached?.user)).toBe(true);
    expect(Object.isFrozen(cached?.user.roles)).toBe(true);
  });
});
