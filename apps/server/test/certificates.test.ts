import { createPublicKey } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { auditLog, certificates, throttles } from '../src/db/schema/index.js';
import { createCertificate } from '../src/db/seed/certificate-factory.js';
import { createOrganization, createUser } from '../src/db/seed/factories.js';
import { PROFILES, simulateSessions } from '../src/db/seed/simulation.js';
import { inTransaction } from '../src/db/transaction.js';
import { refreshReadiness } from '../src/modules/analytics/index.js';
import { storeSessions } from '../src/modules/training/index.js';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp();
const services = ctx.app.services;

const DAY = 86_400_000;

async function member(organizationId: string, roles: Array<'trainee' | 'license-manager'> = ['trainee']) {
  return createUser(ctx.db, { roles, organizationId });
}

async function signedIn(email: string) {
  const client = ctx.client();
  await client.login(email);
  return client;
}

/** The RGBA pixels of each image the PDF draws, as pdf.js decodes them. */
async function imagesOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getImage({ imageThreshold: 0, imageDataUrl: false });
    return result.pages.flatMap((page) => page.images);
  } finally {
    await parser.destroy();
  }
}

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('certificates', () => {
  it('issues one FLS readiness certificate when the readiness turns ready, under 50 parallel recomputes', async () => {
    const org = await createOrganization(ctx.db, { name: 'Burst Hospital' });
    const trainee = await createUser(ctx.db, {
      roles: ['trainee'],
      organizationId: org.id,
      firstName: 'Rita',
      lastName: 'Ready',
    });
    const now = ctx.clock.now();
    const sessions = simulateSessions({
      // A fixed draw that reaches readiness in these 60 days (the factory's e-mail holds the time: a draw per run).
      seed: 'certificates: Rita Ready',
      profile: { ...PROFILES.dedicated, daysPerWeek: 7 },
      from: new Date(now.getTime() - 60 * DAY),
      until: now,
    });
    await inTransaction(services.pool, (tx) =>
      storeSessions(tx, { userId: trainee.id, deviceTokenId: null }, sessions, now),
    );
    // 50 recomputes at once, as 50 uploads' jobs would run them: the user's advisory lock orders them.
    const figures = await Promise.all(
      Array.from({ length: 50 }, () =>
        inTransaction(services.pool, async (tx) => {
          await tx.execute(sql`set local lock_timeout = '60s'`);
          return refreshReadiness(tx, trainee.id, now, services.events);
        }),
      ),
    );
    expect(figures.every((figure) => figure.ready)).toBe(true);
    // And 50 deliveries of the event at once (a subscriber retried, another instance): still one certificate.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        services.events.deliver('analytics.readiness_reached', {
          userId: trainee.id,
          modelVersion: figures[0]?.model_version as string,
          benchmarkVersion: null,
        }),
      ),
    );
    const rows = await ctx.db.select().from(certificates).where(eq(certificates.userId, trainee.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      holderName: 'Rita Ready',
      organizationName: 'Burst Hospital',
      achievement: 'fls_readiness',
      modelVersion: figures[0]?.model_version,
      benchmarkVersion: null,
      revokedAt: null,
    });
    expect(rows[0]?.verificationCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificate.issued'), eq(auditLog.userId, trainee.id)));
    expect(audits).toHaveLength(1);

    // The trainee's list: valid, with its verification URL.
    const client = await signedIn(trainee.email);
    const list = await client.get('/api/trainee/certificates');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ status: 'valid', holder_name: 'Rita Ready', organization_name: 'Burst Hospital' }),
    ]);
  });

  it('makes a PDF whose text names the holder and whose QR code is the verification URL', async () => {
    const org = await createOrganization(ctx.db, { name: 'Qr Clinic' });
    const holder = await member(org.id);
    const cert = await createCertificate(ctx.db, {
      userId: holder.id,
      organizationId: org.id,
      holderName: 'Quinn Holder',
      organizationName: 'Qr Clinic',
      modelVersion: 'fls-1',
      issuedAt: new Date('2026-02-20T10:00:00Z'),
    });
    const client = await signedIn(holder.email);
    const res = await client.get(`/api/trainee/certificates/${cert.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="certificate-LSC-\d{6}\.pdf"$/);
    const pdf = res.rawPayload;
    const text = await textOf(pdf);
    const url = `${ctx.config.appUrl.replace(/\/$/, '')}/verify/${cert.verificationCode}`;
    for (const part of ['Certificate', 'Quinn Holder', 'Qr Clinic', 'FLS readiness', '20 February 2026', url]) {
      expect(text).toContain(part);
    }
    const [image] = await imagesOf(pdf);
    expect(image).toBeDefined();
    // pdf.js hands the decoded image back as a PNG: read its RGBA pixels and find the QR code in them.
    const png = PNG.sync.read(Buffer.from((image as { data: Uint8Array }).data));
    const { width, height } = png;
    const rgba = new Uint8ClampedArray(png.data);
    expect(jsQR(rgba, width, height)?.data).toBe(url);
  });

  it("lists every organization's certificates for an admin, filtered by organization; PDFs for admin and manager in scope", async () => {
    const [north, south] = await Promise.all([
      createOrganization(ctx.db, { name: 'North Filter Clinic' }),
      createOrganization(ctx.db, { name: 'South Filter Clinic' }),
    ]);
    const [northHolder, southHolder, northManager] = await Promise.all([
      member(north.id),
      member(south.id),
      member(north.id, ['license-manager']),
    ]);
    const [northCert, southCert] = await Promise.all([
      createCertificate(ctx.db, { userId: northHolder.id, organizationId: north.id, organizationName: north.name }),
      createCertificate(ctx.db, { userId: southHolder.id, organizationId: south.id, organizationName: south.name }),
    ]);
    const admin = await createUser(ctx.db, { roles: ['admin'], permissions: ['manage organization'] });
    const client = await signedIn(admin.email);

    const filtered = await client.get(`/api/admin/certificates?filter[organization_id]=${north.id}`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data.map((c: { id: string }) => c.id)).toEqual([northCert.id]);
    const all = await client.get('/api/admin/certificates?per_page=100');
    const ids = all.json().data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([northCert.id, southCert.id]));
    const bad = await client.get('/api/admin/certificates?filter[organization_id]=not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty(['filter[organization_id]']);

    const pdf = await client.get(`/api/admin/certificates/${southCert.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await textOf(pdf.rawPayload)).toContain('South Filter Clinic');

    // The manager's PDF is scoped to the own organization: another's certificate is not found.
    const manager = await signedIn(northManager.email);
    expect((await manager.get(`/api/manager/certificates/${northCert.id}/pdf`)).statusCode).toBe(200);
    expect((await manager.get(`/api/manager/certificates/${southCert.id}/pdf`)).statusCode).toBe(404);
    // The manager's list has no organization filter: it is always the own organization.
    expect((await manager.get(`/api/manager/certificates?filter[organization_id]=${south.id}`)).statusCode).toBe(422);
  });

  it('verifies valid, revoked, unknown and wrong-shape codes, and a manager revokes once', async () => {
    const org = await createOrganization(ctx.db, { name: 'Verify Hospital' });
    const other = await createOrganization(ctx.db, { name: 'Other Hospital' });
    const holder = await member(org.id);
    const manager = await member(org.id, ['license-manager']);
    const otherManager = await member(other.id, ['license-manager']);
    const cert = await createCertificate(ctx.db, {
      userId: holder.id,
      organizationId: org.id,
      holderName: 'Vera Valid',
      organizationName: 'Verify Hospital',
    });
    const anonymous = ctx.client();
    const valid = await anonymous.get(`/api/certificates/verify/${cert.verificationCode}`);
    expect(valid.statusCode).toBe(200);
    const body = valid.json().data;
    expect(Object.keys(body).sort()).toEqual(
      [
        'achievement',
        'holder_name',
        'issued_at',
        'number',
        'organization_name',
        'revocation_reason',
        'revoked_at',
        'status',
        'token',
      ].sort(),
    );
    expect(body).toMatchObject({ status: 'valid', holder_name: 'Vera Valid', organization_name: 'Verify Hospital' });
    expect(JSON.stringify(body)).not.toContain(holder.email);

    // Unknown (right shape) and wrong shape: 404.
    expect((await anonymous.get('/api/certificates/verify/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const before = await ctx.db.select().from(throttles);
    expect((await anonymous.get('/api/certificates/verify/not-a-code')).statusCode).toBe(404);
    expect((await anonymous.get(`/api/certificates/verify/${'x'.repeat(80)}`)).statusCode).toBe(404);
    // The wrong shape is refused before the throttle and the look-up are touched.
    expect(await ctx.db.select().from(throttles)).toEqual(before);

    // Another organization's manager: 404; a trainee cannot revoke (403).
    const foreign = await signedIn(otherManager.email);
    expect((await foreign.post(`/api/manager/certificates/${cert.id}/revoke`, { reason: 'No' })).statusCode).toBe(404);
    const trainee = await signedIn(holder.email);
    expect((await trainee.post(`/api/manager/certificates/${cert.id}/revoke`, { reason: 'No' })).statusCode).toBe(403);
    expect((await foreign.get('/api/manager/certificates')).json().data).toEqual([]);

    const own = await signedIn(manager.email);
    const listed = await own.get('/api/manager/certificates?filter[status]=valid');
    expect(listed.json().data.map((c: { id: string }) => c.id)).toEqual([cert.id]);
    const revoked = await own.post(`/api/manager/certificates/${cert.id}/revoke`, { reason: 'Identity mix-up' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ status: 'revoked', revocation_reason: 'Identity mix-up' });
    const again = await own.post(`/api/manager/certificates/${cert.id}/revoke`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('certificate_revoked');
    const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, cert.id));
    expect(row?.revocationReason).toBe('Identity mix-up');

    const after = (await anonymous.get(`/api/certificates/verify/${cert.verificationCode}`)).json().data;
    expect(after).toMatchObject({ status: 'revoked', revocation_reason: 'Identity mix-up' });
    expect(after.revoked_at).toBe(ctx.clock.now().toISOString());
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoked'));
    expect(audits).toHaveLength(1);
  });

  it('signs the verification data: the published key verifies the token, and one changed byte fails it', async () => {
    const org = await createOrganization(ctx.db, { name: 'Token Hospital' });
    const holder = await member(org.id);
    const cert = await createCertificate(ctx.db, {
      userId: holder.id,
      organizationId: org.id,
      holderName: 'Tom Token',
      organizationName: 'Token Hospital',
    });
    const anonymous = ctx.client();
    const { token, ...data } = (await anonymous.get(`/api/certificates/verify/${cert.verificationCode}`)).json().data;
    const jwk = (await anonymous.get('/api/game/license-key')).json().data;
    const key = await importJWK(jwk, 'EdDSA');
    const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'lapskills-portal' });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'certificate+jwt', kid: jwk.kid });
    expect(payload).toMatchObject({ ...data, sub: data.number });
    expect(createPublicKey({ key: jwk, format: 'jwk' }).asymmetricKeyType).toBe('ed25519');

    // One byte of the payload changed: the signature no longer holds.
    const [head, body, signature] = token.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[10] = (bytes[10] as number) ^ 1;
    const tampered = [head, bytes.toString('base64url'), signature].join('.');
    await expect(jwtVerify(tampered, key)).rejects.toThrow();
  });

  it('rate limits the look-up per address', async () => {
    const anonymous = ctx.client();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await anonymous.raw({
        method: 'GET',
        url: '/api/certificates/verify/BBBBBBBBBBBBBBBBBBBBBA',
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    // 30 a minute: then 429 with Retry-After.
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('shows "maintenance due" when the holder is no longer ready, and never revokes for it', async () => {
    const org = await createOrganization(ctx.db, { name: 'Lapse Hospital' });
    const holder = await member(org.id);
    await createCertificate(ctx.db, { userId: holder.id, organizationId: org.id });
    await ctx.db.execute(sql`insert into training_readiness (user_id, organization_id, model_version, ready, state,
      progress, forecast_method, figure, training_seconds, skill_levels, computed_at)
      values (${holder.id}, ${org.id}, 'm', false, 'refresh_due', 0.9, 'reached', '{}'::jsonb, 3600, '{}'::jsonb, now())`);
    const client = await signedIn(holder.email);
    const [shown] = (await client.get('/api/trainee/certificates')).json().data;
    expect(shown).toMatchObject({ status: 'maintenance_due', revoked_at: null });
  });
});
