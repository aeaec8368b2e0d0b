import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, releases } from '../src/db/schema/index.js';
import {
  attachSeat,
  createBilling,
  createLicense,
  createProduct,
  createRelease,
  createUser,
} from '../src/db/seed/factories.js';
import { setupTestApp } from './helpers/app.js';
import { file, multipart } from './helpers/images.js';
import { startTestS3 } from './helpers/s3.js';

const LIMIT = 64 * 1024;
const dataDir = mkdtempSync(path.join(tmpdir(), 'release-files-'));
const ctx = await setupTestApp({ DATA_DIR: dataDir, RELEASE_UPLOAD_MAX_BYTES: String(LIMIT) });
const admin_ = await createUser(ctx.db, {
  email: 'catalogue@x.test',
  roles: ['admin'],
  permissions: ['manage product'],
});
const traineeRow = await createUser(ctx.db, { email: 'trainee@x.test', roles: ['trainee'] });
const admin = ctx.client();
await admin.login('catalogue@x.test');
const trainee = ctx.client();
await trainee.login('trainee@x.test');
const game = await createProduct(ctx.db, { name: 'LapSkills Trainer', type: 'software' });
// The trainee holds a seat of the game (downloads are offered to seat holders), around the test clock's day.
const billing = await createBilling(ctx.db, { periodStart: '2026-01-01', periodEnd: '2026-12-31' });
await attachSeat(
  ctx.db,
  (await createLicense(ctx.db, { billingAccountId: billing.id, productId: game.id })).id,
  traineeRow.id,
);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const uploads = () => (existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')) : []);
const temporaries = () => (existsSync(path.join(dataDir, 'tmp')) ? readdirSync(path.join(dataDir, 'tmp')) : []);

async function upload(client: typeof admin, id: string, bytes: Buffer, name = 'LapSkills Setup 1.4.0.exe') {
  const body = await multipart({ file: file(bytes, name, 'application/octet-stream') });
  return client.post(`/api/admin/releases/${id}/file`, body.payload, { 'content-type': body.contentType });
}
const rowOf = async (id: string) => (await ctx.db.select().from(releases).where(eq(releases.id, id)))[0];

describe('release file upload', () => {
  it('creates an upload release without url, size or checksum, then stores the file with the server’s size and SHA-256', async () => {
    const created = await admin.post('/api/admin/releases', {
      product_id: game.id,
      version: '2.0.0',
      platform: 'windows',
      source: 'upload',
      published: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ source: 'upload', url: null, size_bytes: null, sha256: null });
    // Not on the downloads page before its file is there.
    const before = await admin.get('/api/downloads');
    expect(JSON.stringify(before.json())).not.toContain(id);

    const bytes = randomBytes(40_000);
    const res = await upload(admin, id, bytes);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      source: 'upload',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      file_name: 'LapSkills Setup 1.4.0.exe',
    });
    expect(data.url).toBe(`/api/downloads/releases/${id}/file`);
    const key = (await rowOf(id))?.fileKey;
    expect(key).toMatch(/^release-[0-9a-f-]{36}-[0-9a-f]{16}\.exe$/);
    expect(temporaries()).toEqual([]);

    // A signed-in user who may download it; never kept by a shared cache.
    const served = await trainee.get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="LapSkills Setup 1.4.0.exe"; filename*=UTF-8''LapSkills%20Setup%201.4.0.exe`,
    );
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['cache-control']).toBe('private, no-store');
    // Not by its storage key, which the old public route served to anyone.
    expect((await ctx.client().get(`/api/files/${key}`)).statusCode).toBe(404);
    expect((await trainee.get(`/api/files/${key}`)).statusCode).toBe(404);

    expect(served.headers['accept-ranges']).toBe('bytes');

    // A resumed download: one range of bytes.
    const ranged = async (range: string, more: Record<string, string> = {}) =>
      trainee.get(data.url, { range, 'accept-encoding': 'gzip, br', ...more });
    const middle = await ranged('bytes=100-199');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['cache-control']).toBe('private, no-store');
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.headers['content-encoding']).toBeUndefined();
    expect(middle.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const rest = await ranged('bytes=39990-');
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(bytes.subarray(39_990))).toBe(true);
    const tail = await ranged('bytes=-7');
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 7}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.rawPayload.equals(bytes.subarray(-7))).toBe(true);
    const beyond = await ranged('bytes=40000-');
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // Several ranges, another unit or an If-Range (no validator is sent, so none matches): the whole file.
    for (const [range, more] of [
      ['bytes=0-1,5-6', {}],
      ['items=0-1', {}],
      ['bytes=0-1', { 'if-range': '"x"' }],
    ] as const) {
      const whole = await ranged(range, more);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.length).toBe(bytes.length);
    }

    const downloads = (await admin.get('/api/downloads')).json().data;
    expect(downloads[0].releases[0]).toMatchObject({
      id,
      url: data.url,
      size_bytes: bytes.length,
      sha256: sha256(bytes),
    });

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release.updated'), eq(auditLog.actorId, admin_.id)));
    expect(audit?.details).toMatchObject({ id, changes: { sha256: { from: null, to: sha256(bytes) } } });

    // Replacing the file deletes the old object.
    const oldKey = key;
    const again = randomBytes(1000);
    const replaced = await upload(admin, id, again, 'setup.msi');
    expect(replaced.statusCode).toBe(200);
    const newKey = (await rowOf(id))?.fileKey;
    expect(newKey).not.toBe(oldKey);
    expect(uploads()).toContain(newKey);
    expect(uploads()).not.toContain(oldKey);
    expect((await trainee.get(data.url)).rawPayload.equals(again)).toBe(true);

    // Editing it (still an upload) keeps the file; switching to a URL drops it.
    const kept = await admin.request('PUT', `/api/admin/releases/${id}`, {
      version: '2.0.0',
      platform: 'windows',
      source: 'upload',
      notes: 'Changed',
    });
    expect(kept.json().data).toMatchObject({ sha256: sha256(again), file_name: 'setup.msi' });
    const toUrl = await admin.request('PUT', `/api/admin/releases/${id}`, {
      version: '2.0.0',
      platform: 'windows',
      source: 'url',
      url: 'https://downloads.example.test/x.exe',
      size_bytes: 10,
      sha256: 'b'.repeat(64),
    });
    expect(toUrl.statusCode).toBe(200);
    expect(toUrl.json().data).toMatchObject({ source: 'url', file_name: null });
    expect(uploads()).not.toContain(newKey);
  });

  it('asks for url, size and checksum with a URL source', async () => {
    const res = await admin.post('/api/admin/releases', { product_id: game.id, version: '2.1.0', platform: 'linux' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['sha256', 'size_bytes', 'url']);
  });

  it('drops invisible format characters from the file name, and names a file of nothing else download.bin', async () => {
    const release = await createRelease(ctx.db, { productId: game.id, version: '3.1.0' });
    // A right-to-left override would show `evil\u202Egpj.exe` as `evilexe.jpg`.
    const bidi = await upload(admin, release.id, randomBytes(1000), 'evil\u202Egpj.exe');
    expect(bidi.statusCode).toBe(200);
    expect(bidi.json().data).toMatchObject({ file_name: 'evilgpj.exe' });
    expect((await rowOf(release.id))?.fileName).toBe('evilgpj.exe');
    const served = await admin.get(bidi.json().data.url);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="evilgpj.exe"; filename*=UTF-8''evilgpj.exe`,
    );

    const invisible = await upload(admin, release.id, randomBytes(1000), '\u202E\u2066\u200B\uFEFF\u2069\u061C');
    expect(invisible.statusCode).toBe(200);
    expect(invisible.json().data).toMatchObject({ file_name: 'download.bin' });
    expect((await rowOf(release.id))?.fileName).toBe('download.bin');
    // Other text keeps its letters; a joiner inside it goes too.
    const joined = await upload(admin, release.id, randomBytes(1000), 'Zoë\u200D 李 setup.exe');
    expect(joined.json().data).toMatchObject({ file_name: 'Zoë 李 setup.exe' });
  });

  it('refuses an empty file (422) and a file over the limit (413), changing nothing', async () => {
    const release = await createRelease(ctx.db, { productId: game.id, version: '3.0.0' });
    const empty = await upload(admin, release.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['The file is empty.']);
    const large = await upload(admin, release.id, randomBytes(LIMIT + 1));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'release_file_too_large', message: 'The file is larger than 64 KB.' });
    const none = await admin.post(`/api/admin/releases/${release.id}/file`, {});
    expect(none.statusCode).toBe(422);
    expect(await rowOf(release.id)).toEqual(release);
    expect(temporaries()).toEqual([]);
    // Exactly the limit is fine.
    expect((await upload(admin, release.id, randomBytes(LIMIT))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown release, 403 for a non-admin and 419 without the anti-forgery token', async () => {
    const unknown = await upload(admin, '00000000-0000-4000-8000-000000000000', randomBytes(10));
    expect(unknown.statusCode).toBe(404);
    const release = await createRelease(ctx.db, { productId: game.id, version: '4.0.0' });
    const denied = await upload(trainee, release.id, randomBytes(10));
    expect(denied.statusCode).toBe(403);
    // Like every mutating call, it needs the anti-forgery token.
    const body = await multipart({ file: file(randomBytes(10), 'x.bin', 'application/octet-stream') });
    const forged = await admin.raw({
      method: 'POST',
      url: `/api/admin/releases/${release.id}/file`,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(forged.statusCode).toBe(419);
    expect(await rowOf(release.id)).toEqual(release);
  });
});

describe('who may download a release file', () => {
  it('serves a draft only to admins who manage products, a published one to signed-in users, privately', async () => {
    const created = await admin.post('/api/admin/releases', {
      product_id: game.id,
      version: '5.0.0-beta.1',
      platform: 'linux',
      source: 'upload',
      published: false,
    });
    const id = created.json().data.id;
    const bytes = randomBytes(5000);
    const uploaded = await upload(admin, id, bytes, 'trainer.AppImage');
    expect(uploaded.statusCode).toBe(200);
    const url = `/api/downloads/releases/${id}/file`;
    expect(uploaded.json().data.url).toBe(url);
    const key = (await rowOf(id))?.fileKey;

    // Signed out: 401, for the release and by its storage key alike.
    const anonymous = await ctx.client().get(url);
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.client().get(`/api/files/${key}`)).statusCode).toBe(404);
    // Signed in, not published: answered like an unknown release.
    const draft = await trainee.get(url);
    expect(draft.statusCode).toBe(404);
    expect(draft.rawPayload.includes(bytes.subarray(0, 64))).toBe(false);
    await createUser(ctx.db, { email: 'plain-admin@x.test', roles: ['admin'] });
    const plainAdmin = ctx.client();
    await plainAdmin.login('plain-admin@x.test');
    expect((await plainAdmin.get(url)).statusCode).toBe(404);
    // The admin who manages products checks the draft's file.
    const checked = await admin.get(url);
    expect(checked.statusCode).toBe(200);
    expect(checked.rawPayload.equals(bytes)).toBe(true);
    expect(checked.headers['cache-control']).toBe('private, no-store');
    expect(checked.headers['content-disposition']).toMatch(/^attachment; filename="trainer.AppImage"/);

    // Published: every signed-in user may download it, a range too.
    const published = await admin.request('PUT', `/api/admin/releases/${id}`, {
      version: '5.0.0-beta.1',
      platform: 'linux',
      source: 'upload',
      published: true,
    });
    expect(published.statusCode).toBe(200);
    const whole = await trainee.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await trainee.get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect(part.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
    expect((await ctx.client().get(url)).statusCode).toBe(401);

    // Unpublished again: gone for the trainee at once.
    await ctx.db.update(releases).set({ published: false, publishedAt: null }).where(eq(releases.id, id));
    expect((await trainee.get(url)).statusCode).toBe(404);
  });

  it('answers 404 for a product out of the download scope, a URL release and an unknown release', async () => {
    const retired = await createProduct(ctx.db, { name: 'Old Trainer', type: 'software', status: 'unlisted' });
    const created = await admin.post('/api/admin/releases', {
      product_id: retired.id,
      version: '1.0.0',
      platform: 'windows',
      source: 'upload',
      published: true,
    });
    const id = created.json().data.id;
    expect((await upload(admin, id, randomBytes(100))).statusCode).toBe(200);
    expect((await trainee.get(`/api/downloads/releases/${id}/file`)).statusCode).toBe(404);
    expect((await admin.get(`/api/downloads/releases/${id}/file`)).statusCode).toBe(200);

    const linked = await createRelease(ctx.db, { productId: game.id, version: '6.0.0', published: true });
    expect((await trainee.get(`/api/downloads/releases/${linked.id}/file`)).statusCode).toBe(404);
    expect((await admin.get(`/api/downloads/releases/${linked.id}/file`)).statusCode).toBe(404);
    expect((await trainee.get('/api/downloads/releases/00000000-0000-4000-8000-000000000000/file')).statusCode).toBe(
      404,
    );
    expect((await trainee.get('/api/downloads/releases/not-an-id/file')).statusCode).toBe(404);
  });
});

describe('release file upload to S3', async () => {
  const s3 = await startTestS3('portal-releases');
  afterAll(() => s3.stop());
  const s3ctx = await setupTestApp({
    DATA_DIR: dataDir,
    ...s3.env,
  });
  await createUser(s3ctx.db, { email: 'catalogue@x.test', roles: ['admin'], permissions: ['manage product'] });
  const client = s3ctx.client();
  await client.login('catalogue@x.test');
  const product = await createProduct(s3ctx.db, { name: 'LapSkills Trainer', type: 'software' });

  it('streams the file into the bucket and serves it back', async () => {
    const release = await createRelease(s3ctx.db, { productId: product.id, version: '1.0.0' });
    const bytes = randomBytes(300_000);
    const res = await upload(client, release.id, bytes, 'game.apk');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ size_bytes: bytes.length, sha256: sha256(bytes), file_name: 'game.apk' });
    const served = await client.get(res.json().data.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="game.apk"/);
    const ranged = await client.get(res.json().data.url, { range: 'bytes=1000-1999' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(ranged.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await client.get(res.json().data.url, { range: `bytes=${bytes.length}-` })).statusCode).toBe(416);
  });
});
