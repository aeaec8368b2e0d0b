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

/** A trainee of the organization with a device token of their own. */
async function player() {
  const user = await createUser(ctx.db, { organizationId: organization.id });
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db
    .insert(deviceTokens)
    .values({ tokenHash: hashToken(token), userId: user.id, name: 'Test rig', createdAt: now, lastSeenAt: now });
  return { user, token };
}

const asDevice = (token: string) => ({ authorization: `Bearer ${token}` });
const entitlementsWith = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/game/entitlements', headers: asDevice(token) });

async function publishedKey() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/game/license-key' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const verify = async (file: string) =>
  jwtVerify(file, await importJWK(await publishedKey(), 'EdDSA'), {
    issuer: LICENSE_ISSUER,
    audience: GAME_CLIENT_ID,
    typ: LICENSE_FILE_TYPE,
    currentDate: ctx.clock.now(),
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
  it('answers the attached seats of active licenses, each with a license file the published key verifies', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, running.id, user.id);
    const res = await entitlementsWith(token);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ user_id: user.id, grace_days: 7, checked_at: '2026-03-02T09:00:00.000Z' });
    expect(body.entitlements).toHaveLength(1);
    const [entitlement] = body.entitlements;
    expect(entitlement).toMatchObject({
      product_id: core.id,
      product_name: 'LapSkills Core',
      license_id: running.id,
      valid_until: '2026-06-30T23:59:59Z',
      grace_until: '2026-07-07T23:59:59Z',
    });

    const { payload, protectedHeader } = await verify(entitlement.license_file);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: LICENSE_FILE_TYPE, kid: (await publishedKey()).kid });
    expect(payload).toMatchObject({
      sub: user.id,
      product_id: core.id,
      license_id: running.id,
      valid_until: '2026-06-30T23:59:59Z',
      grace_until: '2026-07-07T23:59:59Z',
      exp: Date.parse('2026-07-07T23:59:59Z') / 1000,
      iat: Date.parse('2026-03-02T09:00:00Z') / 1000,
    });
  });

  it('a license file fails to verify when any one byte changes', async () => {
    const { user, token } = await player();
    await attachSeat(ctx.db, running.id, user.id);
    const file: string = (await entitlementsWith(token)).json().data.entitlements[0].license_file;
    await expect(verify(file)).resolves.toBeTruthy();
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
