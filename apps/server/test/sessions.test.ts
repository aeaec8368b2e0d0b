import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { hashToken } from '../src/lib/tokens.js';
import { describeUserAgent } from '../src/modules/sessions/user-agent.js';
import { setupTestApp, type TestClient } from './helpers/app.js';

const ctx = await setupTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NOT_FOUND = { message: 'The selected resource does not exist.', code: 'not_found' };

/** A fresh client signed in as `email`, sending `userAgent` on every request it makes from now on. */
async function signIn(email: string, userAgent?: string): Promise<TestClient> {
  const client = ctx.client();
  const headers = userAgent ? { 'user-agent': userAgent } : undefined;
  const res = await client.post('/api/auth/login', { email, password: 'DemoPass!2026' }, headers);
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return client;
}

async function newUser() {
  return createUser(ctx.db, { email: `s${Math.random().toString(36).slice(2, 10)}@example.test` });
}

type Listed = { id: string; current: boolean; device: string | null; ip: string | null; last_seen_at: string };
const listOf = async (client: TestClient): Promise<Listed[]> => {
  const res = await client.get('/api/profile/sessions');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const auditActions = async (userId: string, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)));

describe('your sessions', () => {
  it('lists the live sessions with device, address and the current one first, never the token hash', async () => {
    const user = await newUser();
    const laptop = await signIn(user.email, FIREFOX_WINDOWS);
    ctx.clock.advance(60_000);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    ctx.clock.advance(60_000);
    const script = await signIn(user.email);

    const res = await laptop.get('/api/profile/sessions');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Listed[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      current: true,
      device: 'Firefox 128 on Windows',
      browser: 'Firefox 128',
      os: 'Windows',
      platform: 'desktop',
      ip: '127.0.0.1',
      created_at: '2026-03-02T09:00:00.000Z',
    });
    // The others newest first; an agent that tells nothing has no device.
    expect(list.slice(1)).toMatchObject([
      { current: false, device: null, browser: null, os: null, platform: null },
      { current: false, device: 'Safari 17 on iOS 17', platform: 'mobile' },
    ]);
    expect(new Set(list.map((s) => s.id)).size).toBe(3);
    for (const client of [laptop, phone, script]) {
      const token = /(?:^|; )session=([^;]+)/.exec(client.cookieHeader())?.[1] ?? '';
      expect(token).not.toBe('');
      expect(res.body).not.toContain(hashToken(token));
    }
    // Each client sees itself as current.
    expect((await phone.get('/api/profile/sessions')).json().data[0]).toMatchObject({
      current: true,
      device: 'Safari 17 on iOS 17',
    });
  });

  it('leaves out sessions that went idle', async () => {
    const user = await newUser();
    const active = await signIn(user.email, FIREFOX_WINDOWS);
    await signIn(user.email, SAFARI_IPHONE);
    const half = ctx.config.sessionIdleMs / 2 + 60_000;
    ctx.clock.advance(half);
    expect(await listOf(active)).toHaveLength(2);
    ctx.clock.advance(half);
    const list = await listOf(active);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true, device: 'Firefox 128 on Windows' });
  });

  it("ends another session of one's own: its next request is signed out", async () => {
    const user = await newUser();
    const laptop = await signIn(user.email, FIREFOX_WINDOWS);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const other = (await listOf(laptop)).find((s) => !s.current);
    expect(other?.device).toBe('Safari 17 on iOS 17');

    const res = await laptop.request('DELETE', `/api/profile/sessions/${other?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/session=/);

    expect((await phone.get('/api/auth/authorized')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/authorized')).statusCode).toBe(200);
    expect((await listOf(laptop)).map((s) => s.current)).toEqual([true]);
    // Ending it again: it no longer exists.
    expect((await laptop.request('DELETE', `/api/profile/sessions/${other?.id}`)).statusCode).toBe(404);

    const [audit] = await auditActions(user.id, 'auth.session_revoked');
    expect(audit).toMatchObject({ actorId: user.id, details: { session: other?.id, current: false } });
  });

  it('ends the current session too, and clears its cookie', async () => {
    const user = await newUser();
    const laptop = await signIn(user.email, FIREFOX_WINDOWS);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const own = (await listOf(laptop)).find((s) => s.current);

    const res = await laptop.request('DELETE', `/api/profile/sessions/${own?.id}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/i);
    expect((await laptop.get('/api/auth/authorized')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/authorized')).statusCode).toBe(200);
  });

  it('signs out everywhere else and keeps the current session', async () => {
    const user = await newUser();
    const laptop = await signIn(user.email, FIREFOX_WINDOWS);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const tablet = await signIn(user.email);
    const bystander = await newUser();
    const bystanderClient = await signIn(bystander.email);

    const res = await laptop.post('/api/profile/sessions/sign-out-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ended: 2 } });
    expect((await phone.get('/api/auth/authorized')).statusCode).toBe(401);
    expect((await tablet.get('/api/auth/authorized')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/authorized')).statusCode).toBe(200);
    expect((await bystanderClient.get('/api/auth/authorized')).statusCode).toBe(200);
    expect(await listOf(laptop)).toMatchObject([{ current: true, device: 'Firefox 128 on Windows' }]);

    // Nothing left to end.
    expect((await laptop.post('/api/profile/sessions/sign-out-others')).json()).toEqual({ data: { ended: 0 } });
    const audits = await auditActions(user.id, 'auth.sessions_revoked_others');
    expect(audits.map((a) => a.details)).toEqual(expect.arrayContaining([{ ended: 2 }, { ended: 0 }]));
  });

  it("never shows or ends another user's session", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceClient = await signIn(alice.email, FIREFOX_WINDOWS);
    const bobClient = await signIn(bob.email, SAFARI_IPHONE);
    const [bobSession] = await listOf(bobClient);
    const aliceList = await listOf(aliceClient);
    expect(aliceList.map((s) => s.id)).not.toContain(bobSession?.id);
    expect(aliceList).toHaveLength(1);

    const res = await aliceClient.request('DELETE', `/api/profile/sessions/${bobSession?.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect((await bobClient.get('/api/auth/authorized')).statusCode).toBe(200);
    expect((await listOf(bobClient)).map((s) => s.id)).toEqual([bobSession?.id]);
    expect(await auditActions(alice.id, 'auth.session_revoked')).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id, 401 when signed out', async () => {
    const user = await newUser();
    const client = await signIn(user.email);
    const unknown = await client.request('DELETE', '/api/profile/sessions/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
    const malformed = await client.request('DELETE', '/api/profile/sessions/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(NOT_FOUND);
    expect((await client.get('/api/auth/authorized')).statusCode).toBe(200);

    const anonymous = ctx.client();
    expect((await anonymous.get('/api/profile/sessions')).statusCode).toBe(401);
    expect((await anonymous.request('DELETE', '/api/profile/sessions/not-a-uuid')).statusCode).toBe(401);
    expect((await anonymous.post('/api/profile/sessions/sign-out-others')).statusCode).toBe(401);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await ctx.client().get('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/profile/sessions',
        '/api/profile/sessions/{id}',
        '/api/profile/sessions/sign-out-others',
      ]),
    );
  });
});

describe('describeUserAgent', () => {
  it.each([
    [FIREFOX_WINDOWS, { device: 'Firefox 128 on Windows', platform: 'desktop' }],
    [SAFARI_IPHONE, { device: 'Safari 17 on iOS 17', platform: 'mobile' }],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
      { device: 'Chrome 126 on Android 14', platform: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'Chrome 126 on macOS', platform: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device: 'Safari 17 on iOS 17', platform: 'tablet' },
    ],
    ['curl/8.5.0', { device: null, browser: null, os: null, platform: null }],
    ['', { device: null, platform: null }],
    [null, { device: null, platform: null }],
  ])('%s', (agent, expected) => {
    expect(describeUserAgent(agent)).toMatchObject(expected);
  });
});
