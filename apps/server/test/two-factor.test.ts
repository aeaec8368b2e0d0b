import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { totpAt } from '../src/modules/auth/two-factor.js';
import { setupTestApp, type TestClient } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();

/** Enrol a user: setup with the password, confirm with the current code. */
async function enrol(email: string) {
  const user = await createUser(ctx.db, { email });
  const client = ctx.client();
  await client.login(email);
  const setup = await client.post('/api/profile/two-factor/setup', { password: 'DemoPass!2026' });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_code } = setup.json().data;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/LapSkills:.*secret=/);
  expect(qr_code).toMatch(/^data:image\/png;base64,/);
  const confirm = await client.post('/api/profile/two-factor/confirm', { code: totpAt(secret, ctx.clock.now()) });
  expect(confirm.statusCode).toBe(200);
  return { user, client, secret: secret as string, codes: confirm.json().data.recovery_codes as string[] };
}

async function firstStep(email: string, client: TestClient = ctx.client()) {
  const res = await client.post('/api/auth/login', { email, password: 'DemoPass!2026' });
  expect(res.json()).toEqual({ data: { two_factor_required: true } });
  return client;
}

describe('two-factor enrolment', () => {
  it('needs the password, then a valid code, and answers ten recovery codes', async () => {
    await createUser(ctx.db, { email: 'enrol@example.test' });
    const client = ctx.client();
    await client.login('enrol@example.test');
    const noPassword = await client.post('/api/profile/two-factor/setup', { password: 'wrong' });
    expect(noPassword.statusCode).toBe(422);
    const setup = await client.post('/api/profile/two-factor/setup', { password: 'DemoPass!2026' });
    const { secret } = setup.json().data;
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await client.post('/api/profile/two-factor/confirm', { code });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual(['Enter the 6-digit code from your authenticator app.']);
    }
    const wrongCode = totpAt(secret, new Date(ctx.clock.now().getTime() + 10 * 60_000));
    expect((await client.post('/api/profile/two-factor/confirm', { code: wrongCode })).statusCode).toBe(422);
    const ok = await client.post('/api/profile/two-factor/confirm', { code: totpAt(secret, ctx.clock.now()) });
    const codes = ok.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await client.get('/api/auth/authorized')).json().data.two_factor_enabled).toBe(true);
    // The seed is stored sealed: a copy of the database alone does not reveal it.
    const [row] = await ctx.db
      .select({ stored: users.twoFactorSecret })
      .from(users)
      .where(eq(users.email, 'enrol@example.test'));
    expect(row?.stored).toMatch(/^v1\./);
    expect(row?.stored).not.toContain(secret);
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password and accepts each code once', async () => {
    const { secret, user } = await enrol('tfa@example.test');
    ctx.clock.advance(60_000);
    const client = await firstStep('tfa@example.test');
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(401);
    const code = totpAt(secret, ctx.clock.now());
    const res = await client.post('/api/auth/two-factor', { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('tfa@example.test');
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);

    const replay = await firstStep('tfa@example.test');
    const again = await replay.post('/api/auth/two-factor', { code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['The code is invalid or has already been used.']);
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.userId, user.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['two_factor.enabled', 'auth.login', 'auth.two_factor_failed']));
  });

  it('tolerates one time step of clock drift, not three', async () => {
    const { secret } = await enrol('drift@example.test');
    ctx.clock.advance(5 * 60_000);
    const late = await firstStep('drift@example.test');
    const previous = totpAt(secret, new Date(ctx.clock.now().getTime() - 30_000));
    expect((await late.post('/api/auth/two-factor', { code: previous })).statusCode).toBe(200);
    ctx.clock.advance(5 * 60_000);
    const stale = await firstStep('drift@example.test');
    const old = totpAt(secret, new Date(ctx.clock.now().getTime() - 90_000));
    expect((await stale.post('/api/auth/two-factor', { code: old })).statusCode).toBe(422);
  });

  it('accepts a recovery code once, with or without the dash', async () => {
    const { codes, user } = await enrol('recover2fa@example.test');
    const client = await firstStep('recover2fa@example.test');
    const res = await client.post('/api/auth/two-factor', { recovery_code: codes[0]!.toUpperCase().replace('-', '') });
    expect(res.statusCode).toBe(200);
    const second = await firstStep('recover2fa@example.test');
    expect((await second.post('/api/auth/two-factor', { recovery_code: codes[0] })).statusCode).toBe(422);
    expect((await second.post('/api/auth/two-factor', { recovery_code: codes[1] })).statusCode).toBe(200);
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.userId, user.id))).map((a) => a.action);
    expect(actions.filter((a) => a === 'two_factor.recovery_used')).toHaveLength(2);
  });

  it('throttles after five wrong codes a minute', async () => {
    const { secret } = await enrol('brute@example.test');
    const client = await firstStep('brute@example.test');
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/auth/two-factor', { code: '000000' })).statusCode).toBe(422);
    const blocked = await client.post('/api/auth/two-factor', { code: totpAt(secret, ctx.clock.now()) });
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses the second step without a live challenge', async () => {
    const res = await ctx.client().post('/api/auth/two-factor', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your sign-in attempt has expired. Please sign in again.');
    await enrol('slowpoke@example.test');
    const client = await firstStep('slowpoke@example.test');
    ctx.clock.advance(6 * 60_000);
    expect((await client.post('/api/auth/two-factor', { code: '123456' })).statusCode).toBe(401);
  });

  it('stays on after a password reset', async () => {
    const { secret } = await enrol('keep2fa@example.test');
    const since = ctx.smtp.received.length;
    await ctx.client().post('/api/auth/password-recover', { email: 'keep2fa@example.test' });
    const { token } = linkIn(await ctx.smtp.waitFor('keep2fa@example.test', { since }), '/reset-password/');
    const client = ctx.client();
    const reset = await client.post('/api/auth/password-reset', {
      token,
      password: 'Fresh-Forceps-88',
      password_confirmation: 'Fresh-Forceps-88',
    });
    expect(reset.json()).toEqual({ data: { two_factor_required: true } });
    ctx.clock.advance(60_000);
    const done = await client.post('/api/auth/two-factor', { code: totpAt(secret, ctx.clock.now()) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.two_factor_enabled).toBe(true);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code', async () => {
    const { client, secret } = await enrol('off@example.test');
    ctx.clock.advance(60_000);
    const noCode = await client.post('/api/profile/two-factor/disable', { password: 'DemoPass!2026' });
    expect(noCode.statusCode).toBe(422);
    const wrongPassword = await client.post('/api/profile/two-factor/disable', {
      password: 'Wrong-Pass-11',
      code: totpAt(secret, ctx.clock.now()),
    });
    expect(wrongPassword.statusCode).toBe(422);
    const ok = await client.post('/api/profile/two-factor/disable', {
      password: 'DemoPass!2026',
      code: totpAt(secret, ctx.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.two_factor_enabled).toBe(false);
    expect(
      (await ctx.client().post('/api/auth/login', { email: 'off@example.test', password: 'DemoPass!2026' })).json().data
        .email,
    ).toBe('off@example.test');
  });

  it('can be reset by an admin with manage user', async () => {
    const { user } = await enrol('lost-phone@example.test');
    await createUser(ctx.db, { email: 'helpdesk@example.test', roles: ['admin'], permissions: ['manage user'] });
    const admin = ctx.client();
    await admin.login('helpdesk@example.test');
    const before = await admin.get(`/api/admin/users/${user.id}`);
    expect(before.json().data.two_factor_enabled).toBe(true);
    const reset = await admin.post(`/api/admin/users/${user.id}/two-factor/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.two_factor_enabled).toBe(false);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    const entry = rows.find((r) => r.action === 'two_factor.reset');
    expect(entry?.actorId).toBeTruthy();
    const login = await ctx
      .client()
      .post('/api/auth/login', { email: 'lost-phone@example.test', password: 'DemoPass!2026' });
    expect(login.json().data.email).toBe('lost-phone@example.test');
  });
});
