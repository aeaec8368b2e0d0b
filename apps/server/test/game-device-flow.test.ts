import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/db/seed/factories.js';
import { deleteExpiredRows } from '../src/jobs/housekeeping.js';
import { setupTestApp, type TestClient } from './helpers/app.js';

const ctx = await setupTestApp();
const user = await createUser(ctx.db, { email: 'player@example.test' });
const other = await createUser(ctx.db, { email: 'other-player@example.test' });

/**
 * The server's clock runs 100 times faster than real time while a stock client polls (it waits its
 * `interval` in real seconds, which the test shortens), and stands still when `speed` is 0.
 */
const clock = { base: ctx.clock.now().getTime(), realStart: Date.now(), speed: 100 };
ctx.clock.now = () => new Date(clock.base + (Date.now() - clock.realStart) * clock.speed);
function setSpeed(speed: number, advanceMs = 0) {
  clock.base = ctx.clock.now().getTime() + advanceMs;
  clock.realStart = Date.now();
  clock.speed = speed;
}

let base = '';
let config: client.Configuration;
let person: TestClient;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  config = makeConfig('lapskills-game');
  person = ctx.client();
  await person.login(user.email);
});
afterAll(() => setSpeed(0));

function makeConfig(clientId: string) {
  const made = new client.Configuration(
    {
      issuer: base,
      device_authorization_endpoint: `${base}/api/game/device/code`,
      token_endpoint: `${base}/api/game/device/token`,
    },
    clientId,
    undefined,
    client.None(),
  );
  client.allowInsecureRequests(made);
  return made;
}

/** A stock client's poll, quickened: 0.06 s real is 6 s on the server's clock (more than the interval). */
const poll = (response: client.DeviceAuthorizationResponse, cfg = config) =>
  client.pollDeviceAuthorizationGrant(cfg, { ...response, interval: 0.06 } as client.DeviceAuthorizationResponse);

async function rawPoll(deviceCode: string, clientId = 'lapskills-game') {
  const res = await fetch(`${base}/api/game/device/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: deviceCode,
      client_id: clientId,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function start(deviceName = 'Lab PC 3') {
  return client.initiateDeviceAuthorization(config, { device_name: deviceName, platform: 'windows' });
}

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { error?: string }).error ?? String(error);
  }
  return 'no error';
}

describe('the device authorization grant (RFC 8628) with a stock client', () => {
  it('answers codes in the RFC format: a short user code and the verification URIs', async () => {
    setSpeed(100);
    const response = await start();
    expect(response.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(response.device_code.length).toBeGreaterThanOrEqual(40);
    expect(response.verification_uri).toBe(`${ctx.config.appUrl}/device`);
    expect(response.verification_uri_complete).toBe(`${ctx.config.appUrl}/device?user_code=${response.user_code}`);
    expect(response.expires_in).toBe(900);
    expect(response.interval).toBe(5);
  });

  it('is pending, then slows a poll that comes too soon, then signs in once approved', async () => {
    setSpeed(0);
    const response = await start();
    expect(await rawPoll(response.device_code)).toEqual({ status: 400, body: { error: 'authorization_pending' } });
    // Less than the interval after the previous poll (not after issuance).
    setSpeed(0, 4_000);
    expect(await rawPoll(response.device_code)).toEqual({ status: 400, body: { error: 'slow_down' } });
    setSpeed(0, 4_000);
    expect((await rawPoll(response.device_code)).body).toEqual({ error: 'slow_down' });
    setSpeed(0, 5_000);
    expect((await rawPoll(response.device_code)).body).toEqual({ error: 'authorization_pending' });

    const seen = await person.get(`/api/device/${response.user_code.toLowerCase()}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      user_code: response.user_code,
      device_name: 'Lab PC 3',
      platform: 'windows',
    });

    setSpeed(100);
    const polling = poll(response);
    expect((await person.post('/api/device/approve', { user_code: response.user_code })).statusCode).toBe(200);
    const tokens = await polling;
    expect(tokens.token_type.toLowerCase()).toBe('bearer');

    // The token uploads; the device shows in "Connected devices".
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/game/sessions',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { sessions: [] },
    });
    expect(upload.statusCode).toBe(422);
    const devices = await person.get('/api/profile/devices');
    expect(devices.json().data).toEqual([expect.objectContaining({ name: 'Lab PC 3', platform: 'windows' })]);

    // A device code is exchanged once.
    expect(await errorOf(poll(response))).toBe('invalid_grant');
  });

  it('answers access_denied when the person denies', async () => {
    setSpeed(100);
    const response = await start();
    const polling = poll(response);
    expect((await person.post('/api/device/deny', { user_code: response.user_code })).statusCode).toBe(200);
    expect(await errorOf(polling)).toBe('access_denied');
    // Decided already: approving now is a conflict, not a sign-in.
    expect((await person.post('/api/device/approve', { user_code: response.user_code })).statusCode).toBe(409);
  });

  it('answers expired_token once the code has expired, and the person gets a clear 410', async () => {
    setSpeed(0);
    const response = await start();
    setSpeed(100, 901_000);
    expect(await errorOf(poll(response))).toBe('expired_token');
    const approve = await person.post('/api/device/approve', { user_code: response.user_code });
    expect(approve.statusCode).toBe(410);
    expect(approve.json().code).toBe('device_code_expired');
  });

  it('refuses an unknown client_id, another client, a wrong grant type and a made-up device code', async () => {
    setSpeed(100);
    expect(await errorOf(client.initiateDeviceAuthorization(makeConfig('someone-else'), {}))).toBe('invalid_client');
    const response = await start();
    expect(await errorOf(poll(response, makeConfig('someone-else')))).toBe('invalid_client');
    expect((await rawPoll('made-up-device-code')).body).toEqual({ error: 'invalid_grant' });
    const wrongGrant = await fetch(`${base}/api/game/device/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        device_code: response.device_code,
        client_id: 'lapskills-game',
      }),
    });
    expect(wrongGrant.status).toBe(400);
    expect(await wrongGrant.json()).toEqual({ error: 'unsupported_grant_type' });
  });
});

describe('device tokens', () => {
  async function signIn(as: TestClient, name = 'Tablet') {
    setSpeed(100);
    const response = await client.initiateDeviceAuthorization(config, { device_name: name, platform: 'android' });
    const polling = poll(response);
    await as.post('/api/device/approve', { user_code: response.user_code });
    return (await polling).access_token;
  }
  const upload = (token: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/game/sessions',
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: { sessions: [{ id: 'not-a-uuid' }] },
    });

  it('grant only /api/game/*: every other protected route answers 401 to a device token', async () => {
    const token = await signIn(person);
    expect((await upload(token)).statusCode).toBe(200);
    const anonymous = ctx.client();
    const problems: string[] = [];
    for (const { method, url, access } of ctx.app.registeredRoutes) {
      if (!url.startsWith('/api') || url.startsWith('/api/game/') || method === 'HEAD') continue;
      if (access === 'public') continue;
      const res = await anonymous.request(method as 'GET', url, undefined, { authorization: `Bearer ${token}` });
      if (res.statusCode !== 401) problems.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('stop working when revoked, and are another user’s to revoke only as a 404', async () => {
    const token = await signIn(person, 'To revoke');
    const listed = (await person.get('/api/profile/devices')).json().data as Array<{ id: string; name: string }>;
    const device = listed.find((d) => d.name === 'To revoke');
    const stranger = ctx.client();
    await stranger.login(other.email);
    expect((await stranger.request('DELETE', `/api/profile/devices/${device?.id}`)).statusCode).toBe(404);
    expect((await upload(token)).statusCode).toBe(200);
    expect((await person.request('DELETE', `/api/profile/devices/${device?.id}`)).statusCode).toBe(200);
    expect((await upload(token)).statusCode).toBe(401);
  });

  it('expire after 90 days unused, and housekeeping removes them', async () => {
    const token = await signIn(person, 'Idle');
    setSpeed(0, 91 * 24 * 3_600_000);
    expect((await upload(token)).statusCode).toBe(401);
    const removed = await deleteExpiredRows(ctx.db, ctx.clock.now(), ctx.config.sessionIdleMs);
    expect(removed.deviceTokens).toBeGreaterThanOrEqual(1);
  });

  it('throttle wrong user codes: five wrong, then 429', async () => {
    setSpeed(0);
    const guesser = ctx.client();
    await guesser.login(other.email);
    for (let i = 0; i < 5; i++) {
      const res = await guesser.post('/api/device/approve', { user_code: 'BBBB-BBBB' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('device_code_unknown');
    }
    const sixth = await guesser.post('/api/device/approve', { user_code: 'BBBB-BBBB' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('count only wrong codes: 100 approvals of one code at once are one 200 and 99 409s, never a 429', async () => {
    setSpeed(0);
    const clicker = await createUser(ctx.db, { email: 'double-clicker@example.test' });
    const browser = ctx.client();
    await browser.login(clicker.email);
    const { user_code } = await start('Double-clicked rig');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => browser.post('/api/device/approve', { user_code })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(new Set(answers.filter((res) => res.statusCode === 409).map((res) => res.json().code))).toEqual(
      new Set(['device_code_decided']),
    );
    // The person can still approve another device at once.
    const next = await start('Second rig');
    expect((await browser.post('/api/device/approve', { user_code: next.user_code })).statusCode).toBe(200);
    // Wrong codes still count, under a burst too: five 404s, then 429s.
    const wrong = await Promise.all(
      Array.from({ length: 100 }, () => browser.post('/api/device/approve', { user_code: 'CCCC-CCCC' })),
    );
    const wrongStatuses = wrong.map((res) => res.statusCode);
    expect(wrongStatuses.filter((s) => s === 404)).toHaveLength(5);
    expect(wrongStatuses.filter((s) => s === 429)).toHaveLength(95);
  });

  it('refuse a session cookie and ask for no anti-forgery token on the game upload', async () => {
    const res = await person.raw({ method: 'POST', url: '/api/game/sessions', payload: { sessions: [] } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});
