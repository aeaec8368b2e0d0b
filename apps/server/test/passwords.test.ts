import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();
const NEW = 'Laparoscope-Bright-77';

describe('password recovery', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    await createUser(ctx.db, { email: 'rita@example.test', firstName: 'Rita' });
    const known = await ctx.client().post('/api/auth/password-recover', { email: 'rita@example.test' });
    const unknown = await ctx.client().post('/api/auth/password-recover', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toBe(
      'If an account exists for this address, we have sent a link to reset the password.',
    );
    await ctx.smtp.waitFor('rita@example.test', { subject: /Reset your/ });
    await new Promise((r) => setTimeout(r, 1500));
    expect(ctx.smtp.count('nobody@example.test')).toBe(0);
  });

  it('resets the password from the link, ends every other session and signs in', async () => {
    const user = await createUser(ctx.db, { email: 'rex@example.test' });
    const other = ctx.client();
    await other.login('rex@example.test');

    const since = ctx.smtp.received.length;
    await ctx.client().post('/api/auth/password-recover', { email: 'rex@example.test' });
    const { token } = linkIn(await ctx.smtp.waitFor('rex@example.test', { since }), '/reset-password/');

    const client = ctx.client();
    const mismatch = await client.post('/api/auth/password-reset', {
      token,
      password: NEW,
      password_confirmation: 'nope',
    });
    expect(mismatch.statusCode).toBe(422);
    const res = await client.post('/api/auth/password-reset', { token, password: NEW, password_confirmation: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('rex@example.test');
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
    expect((await other.get('/api/auth/authorized')).statusCode).toBe(401);

    expect(
      (await ctx.client().post('/api/auth/login', { email: 'rex@example.test', password: 'DemoPass!2026' })).statusCode,
    ).toBe(422);
    expect((await ctx.client().post('/api/auth/login', { email: 'rex@example.test', password: NEW })).statusCode).toBe(
      200,
    );

    const reuse = await ctx
      .client()
      .post('/api/auth/password-reset', { token, password: NEW, password_confirmation: NEW });
    expect(reuse.statusCode).toBe(410);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.map((a) => a.action)).toContain('password.reset');
    expect(audit.find((a) => a.action === 'password.reset')?.ip).toBeTruthy();
  });

  it('expires reset links after 60 minutes', async () => {
    await createUser(ctx.db, { email: 'slow@example.test' });
    const since = ctx.smtp.received.length;
    await ctx.client().post('/api/auth/password-recover', { email: 'slow@example.test' });
    const { token } = linkIn(await ctx.smtp.waitFor('slow@example.test', { since }), '/reset-password/');
    ctx.clock.advance(59 * 60_000);
    expect((await ctx.client().get(`/api/auth/tokens/${token}`)).statusCode).toBe(200);
    ctx.clock.advance(2 * 60_000);
    const res = await ctx
      .client()
      .post('/api/auth/password-reset', { token, password: NEW, password_confirmation: NEW });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This link has expired. Please ask for a new one.');
  });

  it('throttles recovery requests like sign-in', async () => {
    const client = ctx.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/password-recover', { email: 'spam@example.test' })).statusCode).toBe(202);
    }
    expect((await client.post('/api/auth/password-recover', { email: 'spam@example.test' })).statusCode).toBe(429);
  });
});

describe('changing a password', () => {
  it('needs the current password, ends other sessions and keeps this one', async () => {
    await createUser(ctx.db, { email: 'carl@example.test' });
    const client = ctx.client();
    const other = ctx.client();
    await client.login('carl@example.test');
    await other.login('carl@example.test');

    const wrong = await client.post('/api/auth/change-password', {
      current_password: 'Wrong-Pass-99',
      password: NEW,
      password_confirmation: NEW,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is incorrect.']);

    const weak = await client.post('/api/auth/change-password', {
      current_password: 'DemoPass!2026',
      password: 'weak',
      password_confirmation: 'weak',
    });
    expect(weak.json().errors.password).toEqual(['Your password is not strong enough']);

    const ok = await client.post('/api/auth/change-password', {
      current_password: 'DemoPass!2026',
      password: NEW,
      password_confirmation: NEW,
    });
    expect(ok.statusCode).toBe(200);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
    expect((await other.get('/api/auth/authorized')).statusCode).toBe(401);
    const notice = await ctx.smtp.waitFor('carl@example.test', { subject: /password was changed/ });
    expect(notice.text).toContain('signed out');
  });

  it('is required before anything else after an admin set the password', async () => {
    await createUser(ctx.db, { email: 'boss@example.test', roles: ['admin'], permissions: ['manage user'] });
    const target = await createUser(ctx.db, { email: 'forced@example.test' });
    const admin = ctx.client();
    await admin.login('boss@example.test');
    const set = await admin.post(`/api/admin/users/${target.id}/change-password`, {
      password: 'Temporary-Pass-31',
      password_confirmation: 'Temporary-Pass-31',
    });
    expect(set.statusCode).toBe(200);

    const user = ctx.client();
    const login = await user.post('/api/auth/login', { email: 'forced@example.test', password: 'Temporary-Pass-31' });
    expect(login.json().data.must_change_password).toBe(true);
    const blocked = await user.request('PATCH', '/api/profile', { first_name: 'F', last_name: 'U', language: 'en' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Please choose a new password before you continue.');
    // The web app's first-load check still answers, so the app can show the password change.
    const session = await user.get('/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().data.must_change_password).toBe(true);

    const changed = await user.post('/api/auth/change-password', {
      current_password: 'Temporary-Pass-31',
      password: NEW,
      password_confirmation: NEW,
    });
    expect(changed.json().data.must_change_password).toBe(false);
    const allowed = await user.request('PATCH', '/api/profile', { first_name: 'F', last_name: 'U', language: 'en' });
    expect(allowed.statusCode).toBe(200);
  });
});
