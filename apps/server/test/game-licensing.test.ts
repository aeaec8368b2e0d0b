import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GAME_CLIENT_ID, LICENSE_FILE_TYPE, LICENSE_ISSUER } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { deviceTokens } from '../src/db/schema/index.js';
import {
  attachSeat,
  createBilling,
  createLicense,
  createOrganization,
  createProduct,
  createUser,
} from '../src/db/seed/factories.js';
import { DAY_MS } from '../src/lib/calendar-day.js';
import { hashToken, randomToken } from '../src/lib/tokens.js';
import { generatedKeyPath, licenseKeys } from '../src/modules/game/license-key.js';
import { setupTestApp } from './helpers/app.js';

// The test clock stands at 2026-03-02 09:00 UTC.
const ctx = await setupTestApp();
const organization = await createOrganization(ctx.db);
const billing = await createBilling(ctx.db, {
  organizationId: organization.id,
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
});
const core = await createProduct(ctx.db, { name: 'LapSkills Core', type: 'software' });
const advanced = await createProduct(ctx.db, { name: 'LapSkills Advanced', type: 'software' });

/** A license of `product` over the given days (active over the same days unless told). */
const license = (productId: string, startsOn: string, endsOn: string, active: { from?: string; to?: string } = {}) =>
  createLicense(ctx.db, {
    billingAccountId: billing.id,
    productId,
    startsOn,
    endsOn,
    activeFrom: active.from ?? startsOn,
    activeTo: active.to ?? endsOn,
  });

const running = await license(core.id, '2026-01-01', '2026-06-30');
const expired = await license(advanced.id, '2025-01-01', '2026-03-01');
const scheduled = await license(advanced.id, '2026-04-01', '2026-12-31');

/** A device token of the user's (as the device sign-in makes it): the secret and the device's id. */
async function device(userId: string) {
  const token = randomToken();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(deviceTokens)
    .values({ tokenHash: hashToken(token), userId, name: 'Test rig', createdAt: now, lastSeenAt: now })
    .returning({ id: deviceTokens.id });
  return { token, deviceId: row?.id as string };
}

/** A trainee of the organization with a device token of their own. */
async function player() {
  const user = await createUser(ctx.db, { organizationId: organization.id });
  return { user, ...(await device(user.id)) };
}

const asDevice = (token: string) => ({ authorization: `Bearer ${token}` });
const entitlementsWith = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/game/entitlements', headers: asDevice(token) });

async function publishedKey() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/game/license-key' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const verify = async (file: string, currentDate = ctx.clock.now()) =>
  jwtVerify(file, await importJWK(await publishedKey(), 'EdDSA'), {
    issuer: LICENSE_ISSUER,
    audience: GAME_CLIENT_ID,
    typ: LICENSE_FILE_TYPE,
    currentDate,
  });

function session(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    started_at: '2026-03-02T08:00:00Z',
    ended_at: '2026-03-02T08:20:00Z',
    game_version: '1.4.0',
    platform: 'windows',
    results: [
      {
        skill: 'grasping',
        level: 1,
        exercise_name: 'Peg transfer',
        completed: true,
        accuracy: 70,
        speed: 60,
        gameplay: 80,
        duration_seconds: 240,
        errors: 0,
      },
    ],
    ...overrides,
  };
}

const upload = (token: string, sessions: unknown[]) =>
  ctx.app.inject({ method: 'POST', url: '/api/game/sessions', headers: asDevice(token), payload: { sessions } });

async function storedSession(id: string) {
  const result = await ctx.db.execute<{ product_id: string | null; flagged: boolean }>(
    sql`select product_id, flagged from training_sessions where id = ${id}`,
  );
  return result.rows[0];
}

describe('entitlements', () => {
  it('answers the attached seats of active licenses, each with a license file of the device for 30 days', async () => {
    const { user, token, deviceId } = await player();
    await attachSeat(ctx.db, running.id, user.id);
    const res = await entitlementsWith(token);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({
      user_id: user.id,
      device_id: deviceId,
      grace_days: 7,
      file_days: 30,
      checked_at: '2026-03-02T09:00:00.000Z',
    });
    expect(body.entitlements).toHaveLength(1);
    const [entitlement] = body.entitlements;
    // The license runs to June 30; the file, issued March 2 at 09:00, to April 1 at 09:00, plus 7 days of grace.
    expect(entitlement).toMatchObject({
      product_id: core.id,
      product_name: 'LapSkills Core',
      license_id: running.id,
      license_ends_at: '2026-06-30T23:59:59Z',
      valid_until: '2026-04-01T09:00:00Z',
      grace_until: '2026-04-08T09:00:00Z',
    });

    const { payload, protectedHeader } = await verify(entitlement.license_file);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: LICENSE_FILE_TYPE, kid: (await publishedKey()).kid });
    expect(payload).toMatchObject({
      sub: user.id,
      device_id: deviceId,
      product_id: core.id,
      license_id: running.id,
      license_ends_at: '2026-06-30T23:59:59Z',
      valid_until: '2026-04-01T09:00:00Z',
      grace_until: '2026-04-08T09:00:00Z',
      exp: Date.parse('2026-04-08T09:00:00Z') / 1000,
      iat: Date.parse('2026-03-02T09:00:00Z') / 1000,
    });
    // The published key verifies it until its grace ends (37 days after issue), and not a second later.
    await expect(verify(entitlement.license_file, new Date('2026-04-08T08:59:59Z'))).resolves.toBeTruthy();
    await expect(verify(entitlement.license_file, new Date('2026-04-08T09:00:01Z'))).rejects.toThrow(/exp/);
  });

  it('names the device it was issued to: each device of the user gets its own file', async () => {
    const { user, token, deviceId } = await player();
    const second = await device(user.id);
    await attachSeat(ctx.db, running.id, user.id);
    const first = (await entitlementsWith(token)).json().data.entitlements[0].license_file;
    const other = (await entitlementsWith(second.token)).json().data.entitlements[0].license_file;
    expect((await verify(first)).payload).toMatchObject({ sub: user.id, device_id: deviceId });
    expect((await verify(other)).payload).toMatchObject({ sub: user.id, device_id: second.deviceId });
    expect(deviceId).not.toBe(second.deviceId);
  });

  it('ends the file with the license when that comes sooner than 30 days', async () => {
    const { user, token } = await player();
    const ending = await license(core.id, '2026-01-01', '2026-03-15');
    await attachSeat(ctx.db, ending.id, user.id);
    const [entitlement] = (await entitlementsWith(token)).json().data.entitlements;
    expect(entitlement).toMatchObject({
      license_ends_at: '2026-03-15T23:59:59Z',
      valid_until: '2026-03-15T23:59:59Z',
      grace_until: '2026-03-22T23:59:59Z',
    });
    expect((await verify(entitlement.license_file)).payload.exp).toBe(Date.parse('2026-03-22T23:59:59Z') / 1000);
  });

  it('renews the file whenever the game checks in, and not once the seat is detached', async () => {
    const { user, token } = await player();
    const seat = await attachSeat(ctx.db, running.id, user.id);
    const before = (await entitlementsWith(token)).json().data.entitlements[0];
    ctx.clock.advance(20 * DAY_MS);
    try {
      const renewed = (await entitlementsWith(token)).json().data.entitlements[0];
      expect(renewed.valid_until).toBe('2026-04-21T09:00:00Z');
      expect((await verify(renewed.license_file, new Date('2026-04-20T00:00:00Z'))).payload.iat).toBe(
        Date.parse('2026-03-22T09:00:00Z') / 1000,
      );
      await ctx.db.execute(sql`update license_seats set detached_at = ${ctx.clock.now()} where id = ${seat.id}`);
      expect((await entitlementsWith(token)).json().data.entitlements).toEqual([]);
      // The copy kept from before the detach stops at its own grace end, 37 days after it was issued.
      await expect(verify(before.license_file, new Date('2026-04-08T09:00:01Z'))).rejects.toThrow(/exp/);
    } finally {
      ctx.clock.advance(-20 * DAY_MS);
    }
  });

  it('a license file fails to verify when any one byte or any claim changes', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, running.id, user.id);
    const file: string = (await entitlementsWith(token)).json().data.entitlements[0].license_file;
    const { payload } = await verify(file);
    // One character in the header, in the claims, and in the signature: each is refused.
    const [header = '', claims = '', signature = ''] = file.split('.');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const forged of [
      `${flip(header, 5)}.${claims}.${signature}`,
      `${header}.${flip(claims, Math.floor(claims.length / 2))}.${signature}`,
      `${header}.${claims}.${flip(signature, 10)}`,
    ]) {
      await expect(verify(forged)).rejects.toThrow();
    }
    // A byte of the decoded claims (the product), signed part kept: refused.
    const decoded = Buffer.from(claims, 'base64url').toString();
    const other = Buffer.from(decoded.replace(core.id, advanced.id)).toString('base64url');
    await expect(verify(`${header}.${other}.${signature}`)).rejects.toThrow(/signature/);
    // Each claim changed in turn (another device, user, product, a later end…), the signature kept: refused.
    const changed = (value: unknown) =>
      typeof value === 'number' ? value + 86_400 : value === core.id ? advanced.id : `${String(value)}0`;
    expect(Object.keys(payload).sort()).toEqual(
      [
        'aud',
        'device_id',
        'exp',
        'grace_until',
        'iat',
        'iss',
        'license_ends_at',
        'license_id',
        'product_id',
        'product_name',
        'sub',
        'valid_until',
      ].sort(),
    );
    for (const [claim, value] of Object.entries(payload)) {
      const forged = Buffer.from(JSON.stringify({ ...payload, [claim]: changed(value) })).toString('base64url');
      await expect(verify(`${header}.${forged}.${signature}`), claim).rejects.toThrow(/signature/);
    }
    // A key other than the portal's does not verify it either.
    const { publicJwk } = await licenseKeys({ dataDir: await mkdtemp(path.join(tmpdir(), 'other-key-')) });
    await expect(jwtVerify(file, await importJWK(publicJwk, 'EdDSA'))).rejects.toThrow(/signature/);
  });

  it('grants nothing for a seat of an expired or not yet active license (RESTRICT_ACCESS)', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, expired.id, user.id);
    expect((await entitlementsWith(token)).json().data.entitlements).toEqual([]);
    const later = await player();
    await attachSeat(ctx.db, scheduled.id, later.user.id);
    expect((await entitlementsWith(later.token)).json().data.entitlements).toEqual([]);
    // An active license whose active window has closed grants nothing either.
    const closed = await license(core.id, '2026-01-01', '2026-12-31', { to: '2026-02-28' });
    const third = await player();
    await attachSeat(ctx.db, closed.id, third.user.id);
    expect((await entitlementsWith(third.token)).json().data.entitlements).toEqual([]);
  });

  it('answers the signed-in user on a session; a wrong bearer token is a 401 whatever the cookie', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, running.id, user.id);
    const browser = ctx.client();
    await browser.login(user.email);
    const bySession = await browser.get('/api/game/entitlements');
    expect(bySession.statusCode).toBe(200);
    expect(bySession.json().data.entitlements.map((e: { product_id: string }) => e.product_id)).toEqual([core.id]);
    // A license file is bound to a device: the portal's session gets none.
    expect(bySession.json().data).toMatchObject({ device_id: null, entitlements: [{ license_file: null }] });
    expect(
      (await browser.get('/api/game/entitlements', { authorization: 'Bearer not-a-real-token-at-all' })).statusCode,
    ).toBe(401);
    expect((await ctx.client().get('/api/game/entitlements')).statusCode).toBe(401);
    // Another user's token answers that user, never the cookie's.
    const other = await player();
    const res = await browser.get('/api/game/entitlements', asDevice(other.token));
    expect(res.json().data).toMatchObject({ user_id: other.user.id, entitlements: [] });
    expect(token).not.toBe(other.token);
  });
});

describe('uploads meet licensing', () => {
  it('flags a stored session of a product the user holds no active seat of, and stores it all the same', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, expired.id, user.id);
    const ofExpired = session({ product_id: advanced.id });
    const unlicensed = session({ product_id: core.id });
    const res = await upload(token, [ofExpired, unlicensed]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessions).toEqual([
      { id: ofExpired.id, outcome: 'stored', flagged: true },
      { id: unlicensed.id, outcome: 'stored', flagged: true },
    ]);
    expect(await storedSession(ofExpired.id)).toEqual({ product_id: advanced.id, flagged: true });
    // A retry is a duplicate, not flagged again.
    expect((await upload(token, [ofExpired])).json().data.sessions).toEqual([
      { id: ofExpired.id, outcome: 'duplicate' },
    ]);
  });

  it('a session on a day the license was active is not flagged, even when it expired since', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, expired.id, user.id);
    const before = session({
      product_id: advanced.id,
      started_at: '2026-02-20T10:00:00Z',
      ended_at: '2026-02-20T11:00:00Z',
    });
    expect((await upload(token, [before])).json().data.sessions).toEqual([{ id: before.id, outcome: 'stored' }]);
    expect(await storedSession(before.id)).toEqual({ product_id: advanced.id, flagged: false });
  });

  it('without product_id: the product of the one active seat; flagged when there is none', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, running.id, user.id);
    await attachSeat(ctx.db, expired.id, user.id);
    const plain = session();
    expect((await upload(token, [plain])).json().data.sessions).toEqual([{ id: plain.id, outcome: 'stored' }]);
    expect(await storedSession(plain.id)).toEqual({ product_id: core.id, flagged: false });

    const seatless = await player();
    const alone = session();
    expect((await upload(seatless.token, [alone])).json().data.sessions).toEqual([
      { id: alone.id, outcome: 'stored', flagged: true },
    ]);
    expect(await storedSession(alone.id)).toEqual({ product_id: null, flagged: true });
  });
});

describe('the license key', () => {
  it('is published as a public JWK only', async () => {
    const key = await publishedKey();
    expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });

  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('without GAME_LICENSE_KEY, is generated once under DATA_DIR/keys (owner-only) and kept', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'license-key-'));
    dirs.push(dataDir);
    const first = await licenseKeys({ dataDir });
    const file = generatedKeyPath(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The same key when read back from the file, as after a restart or from GAME_LICENSE_KEY.
    const pem = await readFile(file, 'utf8');
    const again = await licenseKeys({ dataDir: `${dataDir}/`, gameLicenseKey: pem });
    expect(again.publicJwk).toEqual(first.publicJwk);
    // A key that is not Ed25519, or no key at all, stops the signer with a clear message.
    await expect(licenseKeys({ dataDir, gameLicenseKey: 'not a key' })).rejects.toThrow(/GAME_LICENSE_KEY/);
  });

  it('a bad GAME_LICENSE_KEY stops the start with what is wrong; a one-line PEM with \\n is read', async () => {
    expect(() => loadConfig({ GAME_LICENSE_KEY: 'not a key' })).toThrow(
      /GAME_LICENSE_KEY: not a private key in PEM \(PKCS#8\)/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => loadConfig({ GAME_LICENSE_KEY: rsa.toString() })).toThrow(
      /GAME_LICENSE_KEY: an Ed25519 key is needed/,
    );
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const oneLine = pem.trim().replaceAll('\n', '\\n');
    expect(loadConfig({ GAME_LICENSE_KEY: oneLine }).gameLicenseKey).toBe(pem.trim());
  });
});
