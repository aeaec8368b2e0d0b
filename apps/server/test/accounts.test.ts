import { translate } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mails, users } from '../src/db/schema/index.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

const ctx = await setupTestApp();
const STRONG = 'Scalpel-Trocar-42';
// A browser-like caller whose anti-forgery token the raw injections below reuse.
const visitor = ctx.client();
await visitor.token();
const signUp = (email: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    ...visitor.withCsrf,
    payload: {
      first_name: 'Nina',
      last_name: 'Novak',
      email,
      password: STRONG,
      password_confirmation: STRONG,
      accept_terms: true,
      ...extra,
    },
  });

const actions = async (userId: string) =>
  (await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.userId, userId))).map(
    (r) => r.action,
  );

describe('sign-up and activation', () => {
  it('creates an inactive account, mails an activation link, and activating signs the user in', async () => {
    const res = await signUp('nina@example.test');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      data: { message: 'Thanks for signing up. Check your email for a link to activate your account.' },
    });

    const client = ctx.client();
    const early = await client.post('/api/auth/login', { email: 'nina@example.test', password: STRONG });
    expect(early.statusCode).toBe(422);

    const mail = await ctx.smtp.waitFor('nina@example.test', { subject: /Activate/ });
    expect(mail.html).toContain('Activate account');
    expect(mail.text).toContain('LapSkills');
    const { token } = linkIn(mail, '/activate/');

    const status = await client.get(`/api/auth/tokens/${token}`);
    expect(status.json().data).toEqual({ purpose: 'activation', email: 'nina@example.test', needs_password: false });

    const activated = await client.post('/api/auth/activate', { token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data).toMatchObject({ email: 'nina@example.test', roles: ['trainee'] });
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);

    const again = await ctx.client().post('/api/auth/activate', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This link has already been used.');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'nina@example.test'));
    expect(await actions(user!.id)).toEqual(
      expect.arrayContaining(['user.registered', 'user.activated', 'auth.login']),
    );
  });

  it('does not reveal that an address is taken; its owner gets a mail instead', async () => {
    await createUser(ctx.db, { email: 'taken@example.test', firstName: 'Tina' });
    const fresh = await signUp('fresh@example.test');
    const taken = await signUp('taken@example.test');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await ctx.smtp.waitFor('taken@example.test');
    expect(mail.subject).toMatch(/Someone tried to sign up/);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'taken@example.test'));
    expect(rows).toHaveLength(1);
  });

  it('validates with the seed messages and stores nothing on bad input', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'short', password_confirmation: 'short' }, 'password', 'Your password is not strong enough'],
      [
        { password: 'Password1!', password_confirmation: 'Password1!' },
        'password',
        'This password is too common or easy to guess. Please choose another one.',
      ],
      [
        { password_confirmation: 'Different-Pass-42' },
        'password_confirmation',
        'The password confirmation does not match.',
      ],
      [{ accept_terms: false }, 'accept_terms', 'Accepting the privacy policy and terms of use is required'],
      [{ accept_terms: undefined }, 'accept_terms', 'Accepting the privacy policy and terms of use is required'],
      [{ email: `${'a'.repeat(290)}@example.test` }, 'email', 'This field may not be longer than 254 characters.'],
      [{ first_name: '' }, 'first_name', 'This field is required'],
      [{ password: `Aa1!${'x'.repeat(130)}` }, 'password', 'This field may not be longer than 128 characters.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await signUp('bad-input@example.test', extra, '10.0.0.50');
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(extra)).toContain(message);
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, 'bad-input@example.test'))).toHaveLength(0);
  });

  it('stores HTML in a name as plain text', async () => {
    await signUp('html@example.test', { first_name: '<img src=x onerror=alert(1)>' }, '10.0.0.51');
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'html@example.test'));
    expect(user?.firstName).toBe('<img src=x onerror=alert(1)>');
    const mail = await ctx.smtp.waitFor('html@example.test');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img src=x');
  });

  it('writes mails in the language the user signed up in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.0.0.52',
      headers: { ...visitor.withCsrf.headers, 'accept-language': 'de-DE,de;q=0.9' },
      payload: {
        first_name: 'Jonas',
        last_name: 'Becker',
        email: 'jonas@example.test',
        password: STRONG,
        password_confirmation: STRONG,
        accept_terms: true,
      },
    });
    expect(res.json().data.message).toBe(translate('message.registered', 'de'));
    const mail = await ctx.smtp.waitFor('jonas@example.test');
    expect(mail.subject).toBe('Aktivieren Sie Ihr LapSkills-Konto');
    expect(mail.text).toContain('Hallo Jonas,');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('throttles a sign-up flood from one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signUp(`flood${i}@example.test`, {}, '10.0.0.99')).statusCode).toBe(202);
    }
    const blocked = await signUp('flood-last@example.test', {}, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await signUp('other-ip@example.test', {}, '10.0.0.98')).statusCode).toBe(202);
  });

  it('expires activation links after 7 days and sends a new one on request', async () => {
    await signUp('late@example.test', {}, '10.0.0.60');
    const { token } = linkIn(await ctx.smtp.waitFor('late@example.test'), '/activate/');
    ctx.clock.advance(7 * 24 * 3_600_000 + 1000);
    const expired = await ctx.client().post('/api/auth/activate', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This link has expired. Please ask for a new one.');

    const since = ctx.smtp.received.length;
    const resend = await ctx.client().post('/api/auth/activation/resend', { email: 'late@example.test' });
    const unknown = await ctx.client().post('/api/auth/activation/resend', { email: 'nobody@example.test' });
    expect(resend.statusCode).toBe(202);
    expect(unknown.json()).toEqual(resend.json());
    const fresh = linkIn(await ctx.smtp.waitFor('late@example.test', { since }), '/activate/');
    expect((await ctx.client().post('/api/auth/activate', { token: fresh.token })).statusCode).toBe(200);
  });

  it('answers malformed and unknown tokens clearly', async () => {
    const malformed = await ctx.client().post('/api/auth/activate', { token: "abc' OR 1=1" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.token).toEqual(['This link is not valid. Please ask for a new one.']);
    const unknown = await ctx.client().post('/api/auth/activate', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.client().get('/api/auth/tokens/nonsense')).statusCode).toBe(404);
  });
});

describe('invitations', () => {
  const org = createOrganization(ctx.db, { name: 'Invite Clinic' });
  const inviter = createUser(ctx.db, {
    email: 'inviter@example.test',
    firstName: 'Ivy',
    lastName: 'Admin',
    roles: ['admin'],
    permissions: ['manage user'],
  });
  // Signed in per test: earlier tests move the clock past any session's lifetime.
  const signInAdmin = async () => {
    await inviter;
    const admin = ctx.client();
    await admin.login('inviter@example.test');
    return admin;
  };

  it('creates the user and mails a link where the invitee chooses a password', async () => {
    const admin = await signInAdmin();
    const res = await admin.post('/api/admin/users', {
      email: 'Invitee@Example.test',
      first_name: 'Ian',
      last_name: 'Invitee',
      role: 'trainee',
      organization_id: (await org).id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'invitee@example.test', status: 'inactive', roles: ['trainee'] });
    const mail = await ctx.smtp.waitFor('invitee@example.test');
    expect(mail.text).toContain('Ivy Admin created a LapSkills account for you at Invite Clinic.');
    const { token } = linkIn(mail, '/activate/');

    const client = ctx.client();
    expect((await client.get(`/api/auth/tokens/${token}`)).json().data.needs_password).toBe(true);
    const noPassword = await client.post('/api/auth/activate', { token });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors.password).toEqual(['This field is required']);
    const ok = await client.post('/api/auth/activate', { token, password: STRONG, password_confirmation: STRONG });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.organization.name).toBe('Invite Clinic');
    expect(
      (await ctx.client().post('/api/auth/login', { email: 'invitee@example.test', password: STRONG })).statusCode,
    ).toBe(200);
  });

  it('allows one license manager per organization and needs an organization for members', async () => {
    const admin = await signInAdmin();
    const orgId = (await org).id;
    const base = { first_name: 'Lou', last_name: 'Manager', role: 'license-manager', organization_id: orgId };
    expect((await admin.post('/api/admin/users', { ...base, email: 'lm1@example.test' })).statusCode).toBe(201);
    const second = await admin.post('/api/admin/users', { ...base, email: 'lm2@example.test' });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('There is already assigned License manager for given organization.');
    const orphan = await admin.post('/api/admin/users', { ...base, email: 'lm3@example.test', organization_id: null });
    expect(orphan.json().errors.organization_id).toEqual(['An organization is required for this role.']);
    const dup = await admin.post('/api/admin/users', { ...base, role: 'trainee', email: 'lm1@example.test' });
    expect(dup.json().errors.email).toEqual(['This email address is already in use.']);
  });
});

describe('mail delivery', () => {
  it('keeps a mail with HTML and text parts and marks it sent', async () => {
    await signUp('parts@example.test', {}, '10.0.0.70');
    await ctx.smtp.waitFor('parts@example.test');
    await expect
      .poll(async () => (await ctx.db.select().from(mails).where(eq(mails.toAddress, 'parts@example.test')))[0]?.status)
      .toBe('sent');
  });
});
