import { describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();

describe('profile', () => {
  it('updates names and language, and rejects bad values without saving', async () => {
    await createUser(ctx.db, { email: 'pat@example.test', firstName: 'Pat', lastName: 'Old' });
    const client = ctx.client();
    await client.login('pat@example.test');
    const bad = await client.request('PATCH', '/api/profile', {
      first_name: '',
      last_name: 'X'.repeat(101),
      language: 'xx',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['first_name', 'language', 'last_name']);
    expect((await client.get('/api/auth/authorized')).json().data.last_name).toBe('Old');

    const ok = await client.request('PATCH', '/api/profile', { first_name: 'Pat', last_name: 'New', language: 'de' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ last_name: 'New', language: 'de' });
  });

  it('turns the refresh-due mails off and on (JSON or a form), keeps them when not sent, refuses anything else', async () => {
    await createUser(ctx.db, { email: 'mails@example.test', firstName: 'Mai', lastName: 'Ls' });
    const client = ctx.client();
    await client.login('mails@example.test');
    const names = { first_name: 'Mai', last_name: 'Ls', language: 'en' };
    expect((await client.get('/api/auth/authorized')).json().data.refresh_reminders).toBe(true);

    for (const value of ['maybe', 1, null]) {
      const bad = await client.request('PATCH', '/api/profile', { ...names, refresh_reminders: value });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['refresh_reminders']);
    }
    expect((await client.get('/api/auth/authorized')).json().data.refresh_reminders).toBe(true);

    const off = await client.request('PATCH', '/api/profile', { ...names, refresh_reminders: false });
    expect(off.json().data.refresh_reminders).toBe(false);
    // A client that knows only names and language leaves the switch as it is.
    await client.request('PATCH', '/api/profile', { ...names, last_name: 'Else' });
    expect((await client.get('/api/auth/authorized')).json().data).toMatchObject({
      last_name: 'Else',
      refresh_reminders: false,
    });
    const on = await client.request(
      'PATCH',
      '/api/profile',
      'first_name=Mai&last_name=Ls&language=en&refresh_reminders=on',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(on.json().data.refresh_reminders).toBe(true);
  });

  it('changes the email only after the new address confirms it', async () => {
    await createUser(ctx.db, { email: 'move@example.test', firstName: 'Mo' });
    await createUser(ctx.db, { email: 'occupied@example.test' });
    const client = ctx.client();
    await client.login('move@example.test');

    const noPassword = await client.post('/api/profile/email', {
      email: 'moved@example.test',
      current_password: 'nope',
    });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.current_password).toEqual(['The current password is incorrect.']);
    const taken = await client.post('/api/profile/email', {
      email: 'occupied@example.test',
      current_password: 'DemoPass!2026',
    });
    expect(taken.json().errors.email).toEqual(['This email address is already in use.']);

    const res = await client.post('/api/profile/email', {
      email: 'Moved@Example.test',
      current_password: 'DemoPass!2026',
    });
    expect(res.statusCode).toBe(202);
    const notice = await ctx.smtp.waitFor('move@example.test', { subject: /being changed/ });
    expect(notice.text).toContain('moved@example.test');
    const { token } = linkIn(await ctx.smtp.waitFor('moved@example.test'), '/confirm-email/');
    expect((await client.get('/api/auth/authorized')).json().data.email).toBe('move@example.test');

    // A second device of the account; the link is confirmed in the first one.
    const other = ctx.client();
    await other.login('move@example.test');
    const confirmed = await client.post('/api/profile/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await client.get('/api/auth/authorized')).json().data.email).toBe('moved@example.test');
    // Every other session of the account ends with the change.
    expect((await other.get('/api/auth/authorized')).statusCode).toBe(401);
    expect(
      (await ctx.client().post('/api/auth/login', { email: 'moved@example.test', password: 'DemoPass!2026' }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.client().post('/api/profile/email/confirm', { token })).statusCode).toBe(410);
  });
});
