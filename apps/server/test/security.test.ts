import http from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../src/app.js';
import { createUser } from '../src/db/seed/factories.js';
import { totpAt } from '../src/modules/auth/two-factor.js';
import { setupTestApp, type TestClient } from './helpers/app.js';
import { linkIn } from './helpers/smtp.js';

// The test app's pool has 4 connections: a request that takes a second one inside a transaction deadlocks fast.
const ctx = await setupTestApp();
const PASSWORD = 'DemoPass!2026';
const STRONG = 'Scalpel-Trocar-42';

let ipCounter = 0;
/** A new client address for each call, so address-based limits stay out of a test's way. */
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function loginFrom(client: TestClient, email: string, password: string, ip: string) {
  const token = await client.token();
  return client.raw({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { cookie: client.cookieHeader(), 'x-csrf-token': token },
    payload: { email, password },
  });
}

async function enrolTwoFactor(email: string) {
  await createUser(ctx.db, { email });
  const client = ctx.client();
  await client.login(email);
  const setup = await client.post('/api/profile/two-factor/setup', { password: PASSWORD });
  const secret = setup.json().data.secret as string;
  const confirm = await client.post('/api/profile/two-factor/confirm', { code: totpAt(secret, ctx.clock.now()) });
  expect(confirm.statusCode).toBe(200);
  return { client, secret };
}

const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

/** `/api/health` answers within `ms`, or the test fails instead of hanging. */
async function healthWithin(ms: number) {
  const started = Date.now();
  const res = await Promise.race([
    ctx.app.inject({ method: 'GET', url: '/api/health' }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`/api/health silent for ${ms} ms`)), ms)),
  ]);
  return { status: res.statusCode, ms: Date.now() - started };
}

describe('a burst of wrong second factors', () => {
  it('is refused after five and leaves the portal answering', async () => {
    const email = 'burst-2fa@example.test';
    await enrolTwoFactor(email);
    const attacker = ctx.client();
    const first = await attacker.post('/api/auth/login', { email, password: PASSWORD });
    expect(first.json()).toEqual({ data: { two_factor_required: true } });
    const token = await attacker.token();

    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor',
          headers: { cookie: attacker.cookieHeader(), 'x-csrf-token': token },
          payload: { code: '000000' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: 5, 429: 35 });
    expect((await healthWithin(2_000)).status).toBe(200);
  });

  it('is refused after five at enrolment too', async () => {
    await createUser(ctx.db, { email: 'burst-setup@example.test' });
    const client = ctx.client();
    await client.login('burst-setup@example.test');
    await client.post('/api/profile/two-factor/setup', { password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client.post('/api/profile/two-factor/confirm', { code: '000000' })),
    );
    expect(statuses(answers)).toEqual({ 422: 5, 429: 25 });
  });
});

describe('sign-in attempt limits', () => {
  it('answer at most five of 60 parallel wrong passwords for one account from one address', async () => {
    await createUser(ctx.db, { email: 'burst-pw@example.test' });
    const client = ctx.client();
    const ip = freshIp();
    await client.token();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => loginFrom(client, 'burst-pw@example.test', 'Wrong-Password-1', ip)),
    );
    expect(statuses(answers)).toEqual({ 422: 5, 429: 55 });
    expect(Number(answers.find((r) => r.statusCode === 429)?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('do not let the right password through at the end of a burst', async () => {
    await createUser(ctx.db, { email: 'burst-right@example.test' });
    const client = ctx.client();
    const ip = freshIp();
    const token = await client.token();
    const attempts = Array.from({ length: 40 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'x-csrf-token': token, cookie: client.cookieHeader() },
        payload: { email: 'burst-right@example.test', password: i === 39 ? PASSWORD : `Wrong-${i}` },
      }),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(answers.at(-1)?.statusCode).toBe(429);
  });

  it('stop one address trying many accounts (credential stuffing)', async () => {
    const client = ctx.client();
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await loginFrom(client, `stuffed-${i}@example.test`, 'Guess-1', ip));
    expect(answers.slice(0, 30).every((r) => r.statusCode === 422)).toBe(true);
    expect(answers[30]?.statusCode).toBe(429);
    // Another address is not affected.
    expect((await loginFrom(client, 'stuffed-x@example.test', 'Guess-1', freshIp())).statusCode).toBe(422);
  });

  it('do not count successful sign-ins of many people behind one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) await createUser(ctx.db, { email: `ward-${i}@example.test` });
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 8; i++) {
        const res = await loginFrom(ctx.client(), `ward-${i}@example.test`, PASSWORD, ip);
        expect(res.statusCode).toBe(200);
      }
    }
  });

  it('stop many addresses trying one account, with a growing wait', async () => {
    await createUser(ctx.db, { email: 'sprayed@example.test' });
    const client = ctx.client();
    const tryOnce = (password = 'Guess-1') => loginFrom(client, 'sprayed@example.test', password, freshIp());
    for (let i = 0; i < 10; i++) expect((await tryOnce()).statusCode).toBe(422);
    const first = await tryOnce(PASSWORD);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(15 * 60);

    ctx.clock.advance(15 * 60_000 + 1_000);
    for (let i = 0; i < 10; i++) expect((await tryOnce()).statusCode).toBe(422);
    const second = await tryOnce();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(30 * 60);

    ctx.clock.advance(30 * 60_000 + 1_000);
    expect((await tryOnce(PASSWORD)).statusCode).toBe(200);
  });
});

// The development outbox exists only where mail is not delivered.
const local = await setupTestApp({ SMTP_URL: '' });

describe('development outbox', () => {
  it('answers callers on this machine only', async () => {
    const own = await local.app.inject({ method: 'GET', url: '/api/dev/mails' });
    expect(own.statusCode).toBe(200);
    const remote = await local.app.inject({ method: 'GET', url: '/api/dev/mails', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('links');
    const proxied = await local.app.inject({
      method: 'GET',
      url: '/api/dev/mails',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('does not exist when mail is delivered', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mails' });
    expect(res.statusCode).toBe(404);
  });
});

describe('sign-up before the owner', () => {
  const signUp = async (email: string, password: string) => {
    const client = ctx.client();
    return client.raw({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      headers: { 'x-csrf-token': await client.token(), cookie: client.cookieHeader() },
      payload: {
        first_name: 'Vera',
        last_name: 'Victim',
        email,
        password,
        password_confirmation: password,
        accept_terms: true,
      },
    });
  };

  it('does not leave the first registrant a password to the account', async () => {
    const email = 'vera@example.test';
    const since = ctx.smtp.received.length;
    expect((await signUp(email, 'Attacker-Chosen-99')).statusCode).toBe(202);
    const attackerMail = await ctx.smtp.waitFor(email, { subject: /Activate/, since });
    const later = ctx.smtp.received.length;
    expect((await signUp(email, STRONG)).statusCode).toBe(202);
    const ownMail = await ctx.smtp.waitFor(email, { subject: /Activate/, since: later });

    // The first link no longer works; the owner's link asks for the password.
    const victim = ctx.client();
    const stale = await victim.post('/api/auth/activate', { token: linkIn(attackerMail, '/activate/').token });
    expect(stale.statusCode).toBe(410);
    const { token } = linkIn(ownMail, '/activate/');
    expect((await victim.get(`/api/auth/tokens/${token}`)).json().data.needs_password).toBe(true);
    expect((await victim.post('/api/auth/activate', { token })).statusCode).toBe(422);
    const activated = await victim.post('/api/auth/activate', {
      token,
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(activated.statusCode).toBe(200);

    expect((await loginFrom(ctx.client(), email, 'Attacker-Chosen-99', freshIp())).statusCode).toBe(422);
    expect((await loginFrom(ctx.client(), email, STRONG, freshIp())).statusCode).toBe(200);
  });
});

describe('link requests', () => {
  it('do the same work on the request path for known and unknown addresses', async () => {
    await createUser(ctx.db, { email: 'known@example.test' });
    const client = ctx.client();
    for (const email of ['known@example.test', 'nobody@example.test']) {
      const res = await client.post('/api/auth/password-recover', { email });
      expect(res.statusCode).toBe(202);
    }
    // Both requests only queued a job; the reset link is made by the worker, for the known address only.
    const jobs = await ctx.db.execute<{ email: string }>(
      sql`select data->>'email' as email from pgboss.job where name = 'mail-link' order by created_on`,
    );
    expect(jobs.rows.map((r) => r.email)).toEqual(
      expect.arrayContaining(['known@example.test', 'nobody@example.test']),
    );
    const mail = await ctx.smtp.waitFor('known@example.test', { subject: /Reset/ });
    expect(linkIn(mail, '/reset-password/').token).toHaveLength(43);
    expect(ctx.smtp.count('nobody@example.test')).toBe(0);
  });
});

describe('anti-forgery tokens', () => {
  it("are bound to the session: one user's token fails with another's session", async () => {
    await createUser(ctx.db, { email: 'csrf-a@example.test' });
    await createUser(ctx.db, { email: 'csrf-b@example.test' });
    const a = ctx.client();
    const b = ctx.client();
    await a.login('csrf-a@example.test');
    await b.login('csrf-b@example.test');
    const tokenOfA = await a.token();
    await b.token();
    // b's session with a's own anti-forgery pair (secret cookie and token), as a planted cookie would give.
    const session = (client: TestClient) =>
      client
        .cookieHeader()
        .split('; ')
        .find((c) => c.startsWith('session='));
    const secret = a
      .cookieHeader()
      .split('; ')
      .find((c) => c.startsWith('csrf='));
    const forged = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: `${session(b)}; ${secret}`, 'x-csrf-token': tokenOfA },
      payload: { first_name: 'Forged', last_name: 'Name', language: 'en' },
    });
    expect(forged.statusCode).toBe(419);
    const own = await b.request('PATCH', '/api/profile', { first_name: 'Own', last_name: 'Name', language: 'en' });
    expect(own.statusCode).toBe(200);
  });

  it('are renewed at sign-in and sign-out', async () => {
    await createUser(ctx.db, { email: 'csrf-renew@example.test' });
    const client = ctx.client();
    const before = await client.token();
    const cookiesBefore = client.cookieHeader();
    const login = await client.login('csrf-renew@example.test');
    expect(String(login.headers['set-cookie'])).toMatch(/csrf=;/);
    const replay = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: `${cookiesBefore}; ${client.cookieHeader()}`, 'x-csrf-token': before },
      payload: { first_name: 'Re', last_name: 'Play', language: 'en' },
    });
    expect(replay.statusCode).toBe(419);
    const signedIn = await client.token();
    expect(signedIn).not.toBe(before);
    const logout = await client.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/csrf=;/);
  });
});

describe('sensitive changes end the other sessions', () => {
  it('turning two-factor off signs out every other device', async () => {
    const { client, secret } = await enrolTwoFactor('off@example.test');
    const other = ctx.client();
    await other.post('/api/auth/login', { email: 'off@example.test', password: PASSWORD });
    ctx.clock.advance(31_000);
    const signedIn = await other.post('/api/auth/two-factor', { code: totpAt(secret, ctx.clock.now()) });
    expect(signedIn.statusCode).toBe(200);
    ctx.clock.advance(31_000);
    const off = await client.post('/api/profile/two-factor/disable', {
      password: PASSWORD,
      code: totpAt(secret, ctx.clock.now()),
    });
    expect(off.statusCode).toBe(200);
    expect((await other.get('/api/auth/authorized')).statusCode).toBe(401);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);
  });
});

describe('request edges', () => {
  it('takes the method-override target from the raw path only', async () => {
    await createUser(ctx.db, { email: 'override@example.test', firstName: 'Orig' });
    const client = ctx.client();
    await client.login('override@example.test');
    const csrf = await client.token();
    const payload = { first_name: 'Hijacked', last_name: 'Name', language: 'en' };
    const res = await client.request('POST', '//api/api/profile?_method=PATCH', payload);
    expect(res.statusCode).toBe(404);
    // Dot segments reach the server only over a real socket (inject resolves them first).
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const raw = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const req = http.request(`${address}/api/x/../profile?_method=PATCH`, {
        method: 'POST',
        path: '/api/x/../profile?_method=PATCH',
        headers: {
          cookie: client.cookieHeader(),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-csrf-token': csrf,
        },
      });
      req.on('response', (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(raw).toBe(404);
    expect((await client.get('/api/auth/authorized')).json().data.first_name).toBe('Orig');
  });

  it('sends no-store on API answers and keeps only a well-formed request id', async () => {
    await createUser(ctx.db, { email: 'headers@example.test' });
    const client = ctx.client();
    await client.login('headers@example.test');
    const me = await client.get('/api/auth/authorized');
    expect(me.headers['cache-control']).toBe('no-store');
    const id = '0b7d4c2e-9a51-4d3f-8f0e-2c1b3a4d5e6f';
    expect((await client.get('/api/health', { 'x-request-id': id })).headers['x-request-id']).toBe(id);
    const forged = await client.get('/api/health', { 'x-request-id': 'evil\nline' });
    expect(forged.headers['x-request-id']).not.toContain('evil');
    const other = await client.get('/api/health', { 'x-request-id': 'not-a-uuid' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets only a super-admin reset a super-admin's password or second factor", async () => {
    const root = await createUser(ctx.db, { email: 'root@example.test', roles: ['super-admin'] });
    await createUser(ctx.db, { email: 'helpdesk@example.test', roles: ['admin'], permissions: ['manage user'] });
    await createUser(ctx.db, { email: 'root2@example.test', roles: ['super-admin'] });
    const helpdesk = ctx.client();
    await helpdesk.login('helpdesk@example.test');
    const password = await helpdesk.post(`/api/admin/users/${root.id}/change-password`, {
      password: STRONG,
      password_confirmation: STRONG,
    });
    expect(password.statusCode).toBe(403);
    expect((await helpdesk.post(`/api/admin/users/${root.id}/two-factor/reset`)).statusCode).toBe(403);
    expect((await loginFrom(ctx.client(), 'root@example.test', PASSWORD, freshIp())).statusCode).toBe(200);

    const other = ctx.client();
    await other.login('root2@example.test');
    expect((await other.post(`/api/admin/users/${root.id}/two-factor/reset`)).statusCode).toBe(200);
  });
});

describe('request log', () => {
  it('masks link tokens and drops query values', () => {
    expect(loggableUrl('/api/auth/tokens/aBcD-123_x')).toBe('/api/auth/tokens/…');
    expect(loggableUrl('/api/admin/users?filter[search]=smith&page=2')).toBe(
      '/api/admin/users?filter[search]=…&page=…',
    );
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });
});
