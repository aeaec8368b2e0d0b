import { describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '2' });
const org = await createOrganization(ctx.db, { name: 'Clinic One' });
const trainee = await createUser(ctx.db, {
  email: 'tess@example.test',
  firstName: 'Tess',
  lastName: 'Trainee',
  organizationId: org.id,
  roles: ['trainee'],
});
const admin = await createUser(ctx.db, { email: 'root@example.test', roles: ['super-admin'] });

describe('POST /api/auth/login', () => {
  it('signs in and answers the current user with organization, roles and permissions', async () => {
    const client = ctx.client();
    const res = await client.post('/api/auth/login', { email: 'TESS@example.test', password: 'DemoPass!2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: trainee.id,
      email: 'tess@example.test',
      first_name: 'Tess',
      last_name: 'Trainee',
      user_name: null,
      language: 'en',
      organization: { id: org.id, name: 'Clinic One' },
      roles: ['trainee'],
      permissions: [],
      two_factor_enabled: false,
      must_change_password: false,
      refresh_reminders: true,
      practice_reminders: true,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/session=[\w-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await client.get('/api/auth/authorized');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(trainee.id);
  });

  it('gives super-admin all four permissions', async () => {
    const client = ctx.client();
    await client.login('root@example.test');
    const me = await client.get('/api/auth/authorized');
    expect(me.json().data.permissions).toEqual([
      'manage organization',
      'manage user',
      'manage billing',
      'manage product',
    ]);
    expect(me.json().data.id).toBe(admin.id);
  });

  it('answers wrong password and unknown email alike, without a hint', async () => {
    const wrong = await ctx.client().post('/api/auth/login', { email: 'tess@example.test', password: 'Nope!2026x' });
    const unknown = await ctx.client().post('/api/auth/login', { email: 'ghost@example.test', password: 'Nope!2026x' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'The provided credentials are incorrect.',
      code: 'credentials',
      errors: { email: ['The provided credentials are incorrect.'] },
    });
    expect(wrong.headers['set-cookie'] ?? '').not.toMatch(/session=/);
  });

  it('refuses an inactive account with the same answer', async () => {
    await createUser(ctx.db, { email: 'sleepy@example.test', status: 'inactive' });
    const res = await ctx.client().post('/api/auth/login', { email: 'sleepy@example.test', password: 'DemoPass!2026' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The provided credentials are incorrect.');
  });

  it('validates the payload with the seed messages', async () => {
    const res = await ctx.client().post('/api/auth/login', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Please enter a valid email'], password: ['This field is required'] });

    const missing = await ctx.client().post('/api/auth/login', {});
    expect(missing.json().errors).toEqual({ email: ['This field is required'], password: ['This field is required'] });

    const extra = await ctx.client().post('/api/auth/login', { email: 'a@b.co', password: 'x', is_admin: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ is_admin: ['This field is not allowed.'] });
  });

  it('rejects overlong values and emails carrying SQL or HTML as validation errors', async () => {
    const long = await ctx
      .client()
      .post('/api/auth/login', { email: `${'a'.repeat(300)}@example.test`, password: 'x' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.email).toEqual(['This field may not be longer than 254 characters.']);
    const sqlish = await ctx.client().post('/api/auth/login', { email: "x' OR 1=1 --@example.test", password: 'x' });
    expect(sqlish.statusCode).toBe(422);
    const html = await ctx.client().post('/api/auth/login', { email: '<script>alert(1)</script>@x.co', password: 'x' });
    expect(html.statusCode).toBe(422);
    const hugePassword = await ctx
      .client()
      .post('/api/auth/login', { email: 'tess@example.test', password: 'x'.repeat(129) });
    expect(hugePassword.statusCode).toBe(422);
  });

  it('throttles after 5 failures per minute per email and address, with Retry-After', async () => {
    await createUser(ctx.db, { email: 'target@example.test' });
    const client = ctx.client();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/auth/login', { email: 'target@example.test', password: `Wrong!${i}aaa` });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await client.post('/api/auth/login', { email: 'target@example.test', password: 'DemoPass!2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please try again in 60 seconds.');
    expect(blocked.headers['retry-after']).toBe('60');

    // Another address is not blocked by this one's failures.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.1.2.3',
      headers: { cookie: client.cookieHeader(), 'x-csrf-token': await client.token() },
      payload: { email: 'target@example.test', password: 'DemoPass!2026' },
    });
    expect(elsewhere.statusCode).toBe(200);

    ctx.clock.advance(61_000);
    const later = await client.post('/api/auth/login', { email: 'target@example.test', password: 'DemoPass!2026' });
    expect(later.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('issues a new session id at every sign-in and ends the previous one', async () => {
    const client = ctx.client();
    await client.login('tess@example.test');
    const first = client.cookieHeader();
    await client.login('tess@example.test');
    expect(client.cookieHeader()).not.toBe(first);
    const old = await ctx.app.inject({ method: 'GET', url: '/api/auth/authorized', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('logout deletes the session server-side', async () => {
    const client = ctx.client();
    await client.login('tess@example.test');
    const cookie = client.cookieHeader();
    const out = await client.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null });
    const replay = await ctx.app.inject({ method: 'GET', url: '/api/auth/authorized', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('You are not signed in. Please sign in to continue.');
  });

  it('expires after the idle timeout', async () => {
    const client = ctx.client();
    await client.login('tess@example.test');
    ctx.clock.advance(29 * 60_000);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
    ctx.clock.advance(29 * 60_000); // active 29 minutes ago: still alive
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
    ctx.clock.advance(31 * 60_000);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
  });

  it('expires at the absolute timeout even when active', async () => {
    const client = ctx.client();
    await client.login('tess@example.test');
    for (let i = 0; i < 4; i++) {
      ctx.clock.advance(25 * 60_000);
      expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
    }
    ctx.clock.advance(25 * 60_000); // 125 minutes after sign-in
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
  });

  it('answers the first-load session check with the user, or null for a visitor (no failed request)', async () => {
    const client = ctx.client();
    const visitor = await client.get('/api/auth/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ data: null });
    await client.login('tess@example.test');
    const signedInNow = await client.get('/api/auth/session');
    expect(signedInNow.statusCode).toBe(200);
    expect(signedInNow.json().data).toEqual((await client.get('/api/auth/authorized')).json().data);
    ctx.clock.advance(31 * 60_000); // idle past the timeout: a visitor again
    expect((await client.get('/api/auth/session')).json()).toEqual({ data: null });
    client.setCookie('session', 'forged-token-value');
    expect((await client.get('/api/auth/session')).json()).toEqual({ data: null });
  });

  it('treats a forged session cookie as signed out', async () => {
    const client = ctx.client();
    client.setCookie('session', 'forged-token-value');
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
    client.setCookie('session', 'x'.repeat(5000));
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
  });

  it('ends access for a user deactivated after sign-in', async () => {
    const user = await createUser(ctx.db, { email: 'leaver@example.test' });
    const client = ctx.client();
    await client.login('leaver@example.test');
    const { users } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
  });
});
