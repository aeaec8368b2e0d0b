import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createProduct, createUser } from '../src/db/seed/factories.js';
import { storageFor } from '../src/lib/configured-storage.js';
import {
  createS3Storage,
  objectUrl,
  parseListPage,
  type S3StorageOptions,
  s3Signer,
  uriEncode,
} from '../src/lib/s3-storage.js';
import { createLocalStorage, type ListedObject, type StoredObject } from '../src/lib/storage.js';
import { setupTestApp } from './helpers/app.js';
import { file, gradient, multipart } from './helpers/images.js';
import { startTestS3 } from './helpers/s3.js';
import { checkSweep } from './helpers/sweep.js';

const s3 = await startTestS3();
afterAll(() => s3.stop());

const options: S3StorageOptions = {
  endpoint: s3.endpoint,
  region: 'us-east-1',
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
};
const storage = createS3Storage(options);
const newKey = (ext = 'webp') => `${randomBytes(32).toString('hex')}.${ext}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (object: StoredObject | null) => {
  if (!object) throw new Error('no object');
  return buffer(object.body);
};

/** Objects as s3rver keeps them on disk (`<bucket>/<key>._S3rver_object`). */
const objectsOnDisk = () =>
  readdirSync(path.join(s3.directory, s3.bucket)).filter((name) => name.endsWith('._S3rver_object'));

describe('Signature V4', () => {
  // The examples of https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
  const sign = s3Signer({
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  });
  const datetime = '20130524T000000Z';
  const emptyHash = sha256(Buffer.alloc(0));

  it('signs the documented GET Object example', async () => {
    const request = await sign(new URL('https://examplebucket.s3.amazonaws.com/test.txt'), {
      method: 'GET',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash },
      datetime,
    });
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(request.headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(emptyHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('signs the documented PUT Object example (payload hash, an encoded key)', async () => {
    const body = Buffer.from('Welcome to Amazon S3.');
    expect(sha256(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const request = await sign(
      objectUrl(
        { endpoint: 'https://s3.amazonaws.com', bucket: 'examplebucket', forcePathStyle: false },
        'test$file.text',
      ),
      {
        method: 'PUT',
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': sha256(body),
        },
        body,
        datetime,
      },
    );
    const authorization = request.headers.get('authorization');
    expect(authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(authorization).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });

  it('signs an upload without hashing it (UNSIGNED-PAYLOAD)', async () => {
    const request = await sign(new URL('https://examplebucket.s3.amazonaws.com/big.bin'), {
      method: 'PUT',
      headers: { 'content-length': '5000000000' },
    });
    expect(request.headers.get('x-amz-content-sha256')).toBe('UNSIGNED-PAYLOAD');
    expect(request.headers.get('authorization')).toContain(
      'SignedHeaders=content-length;host;x-amz-content-sha256;x-amz-date,',
    );
  });

  it('builds path-style and virtual-hosted URLs, encoding the key', () => {
    expect(uriEncode("a b+c/d!'()*~é")).toBe('a%20b%2Bc/d%21%27%28%29%2A~%C3%A9');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    const endpoint = 'https://minio.example.test:9000/';
    expect(objectUrl({ endpoint, bucket: 'images', forcePathStyle: true }, 'k.webp').href).toBe(
      'https://minio.example.test:9000/images/k.webp',
    );
    expect(objectUrl({ endpoint, bucket: 'images', forcePathStyle: false }, 'k.webp').href).toBe(
      'https://images.minio.example.test:9000/k.webp',
    );
  });
});

describe('createS3Storage against s3rver', () => {
  it('puts an object and gets back the same bytes, content type and size', async () => {
    const key = newKey();
    const bytes = randomBytes(70_000);
    await storage.put(key, bytes, 'image/webp');
    const object = await storage.get(key);
    expect(object).not.toBeNull();
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(bytes.length);
    expect((await bytesOf(object)).equals(bytes)).toBe(true);
    expect(storage.url(key)).toBe(`/api/files/${key}`);
  });

  it('keeps the content type it was given', async () => {
    const key = newKey('png');
    await storage.put(key, Buffer.from('not really a png'), 'image/png');
    const object = await storage.get(key);
    expect(object?.contentType).toBe('image/png');
    object?.body.resume();
  });

  it('answers null for a key that has no object', async () => {
    expect(await storage.get(newKey())).toBeNull();
  });

  it('deletes an object, and deleting it again is no error', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('bye'), 'image/webp');
    expect(objectsOnDisk()).toContain(`${key}._S3rver_object`);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(objectsOnDisk()).not.toContain(`${key}._S3rver_object`);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that is not a storage key before any request', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
  });

  it('is refused with a wrong secret key, and the message does not carry the secret', async () => {
    const secretAccessKey = 'a-wrong-secret-that-must-not-leak';
    const wrong = createS3Storage({ ...options, secretAccessKey });
    const key = newKey();
    const put = wrong.put(key, Buffer.from('x'), 'image/webp');
    await expect(put).rejects.toThrow(
      /^S3 PUT failed \(127\.0\.0\.1:\d+ bucket portal-images key .*\): 403 SignatureDoesNotMatch/,
    );
    await put.catch((error: Error) => expect(error.message).not.toContain(secretAccessKey));
    // A refused read is an error, never "no such file".
    await expect(wrong.get(key)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.delete(key)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(await storage.get(key)).toBeNull();
  });

  it('is refused with an access key s3rver does not know', async () => {
    const unknown = createS3Storage({ ...options, accessKeyId: 'NOBODY' });
    await expect(unknown.put(newKey(), Buffer.from('x'), 'image/webp')).rejects.toThrow(/403 InvalidAccessKeyId/);
  });

  it('throws for a bucket that does not exist, on get as well', async () => {
    const elsewhere = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(elsewhere.put(newKey(), Buffer.from('x'), 'image/webp')).rejects.toThrow(/404 NoSuchBucket/);
    await expect(elsewhere.get(newKey())).rejects.toThrow(/404 NoSuchBucket/);
  });

  it('throws on a server error with its status and code', async () => {
    s3.fault = { status: 503, code: 'SlowDown' };
    try {
      await expect(storage.put(newKey(), Buffer.from('x'), 'image/webp')).rejects.toThrow(/503 SlowDown/);
      await expect(storage.get(newKey())).rejects.toThrow(/503 SlowDown/);
    } finally {
      s3.fault = null;
    }
  });

  it('throws a clear error when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createS3Storage({ ...options, endpoint: `http://127.0.0.1:${port}` });
    await expect(unreachable.get(newKey())).rejects.toThrow(/^S3 GET failed \(127\.0\.0\.1:\d+ .*\): ECONNREFUSED$/);
  });
});

describe('putFile (large files, streamed)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'put-file-'));
  const source = (bytes: Buffer) => {
    const at = path.join(folder, `source-${randomBytes(6).toString('hex')}`);
    writeFileSync(at, bytes);
    return at;
  };

  it('S3: a PUT streamed from the file, signed UNSIGNED-PAYLOAD with its Content-Length; reads back identical, also a range', async () => {
    const bytes = randomBytes(1_500_000);
    const key = newKey('bin');
    await storage.putFile(key, source(bytes), 'application/octet-stream');
    const object = await storage.get(key);
    expect(object?.size).toBe(bytes.length);
    expect(sha256(await bytesOf(object))).toBe(sha256(bytes));
    const part = await storage.get(key, { start: 10, end: 19 });
    expect(part?.range).toEqual({ start: 10, end: 19 });
    expect(part?.size).toBe(bytes.length);
    expect((await bytesOf(part)).equals(bytes.subarray(10, 20))).toBe(true);
  });

  it('S3: fails with the status and code, and for a missing source file', async () => {
    s3.fault = { status: 503, code: 'SlowDown' };
    try {
      await expect(
        storage.putFile(newKey('bin'), source(Buffer.from('x')), 'application/octet-stream'),
      ).rejects.toThrow(/^S3 PUT failed .*503 SlowDown/);
    } finally {
      s3.fault = null;
    }
    await expect(storage.putFile(newKey('bin'), path.join(folder, 'missing'), 'x/y')).rejects.toThrow(/ENOENT/);
  });

  it('local: moves the file into the folder (no copy left behind) and reads back a range', async () => {
    const uploads = path.join(folder, 'uploads');
    const local = createLocalStorage(uploads);
    const bytes = randomBytes(5000);
    const from = source(bytes);
    const key = newKey('bin');
    await local.putFile(key, from, 'application/octet-stream');
    expect(existsSync(from)).toBe(false);
    expect(readFileSync(path.join(uploads, key)).equals(bytes)).toBe(true);
    const tail = await local.get(key, { suffix: 100 });
    expect(tail?.range).toEqual({ start: 4900, end: 4999 });
    expect((await bytesOf(tail)).equals(bytes.subarray(4900))).toBe(true);
    expect((await local.get(key, { start: 5000 }))?.range).toBe('unsatisfiable');
    await expect(local.putFile('../escape', from, 'x/y')).rejects.toThrow(/invalid storage key/);
  });
});

describe('list', () => {
  const all = async (listing: AsyncIterable<ListedObject>) => {
    const out: ListedObject[] = [];
    for await (const object of listing) out.push(object);
    return out.sort((a, b) => a.key.localeCompare(b.key));
  };

  it('S3: every object of the bucket with its time, page by page (ListObjectsV2, signed continuation tokens)', async () => {
    const own = await startTestS3('portal-listing');
    try {
      const paged = createS3Storage({ ...options, endpoint: own.endpoint, bucket: own.bucket, listPageSize: 2 });
      expect(await all(paged.list())).toEqual([]);
      const keys = [
        newKey(),
        newKey(),
        newKey(),
        newKey('png'),
        `release-${'1'.repeat(8)}-aaaa-4aaa-8aaa-${'2'.repeat(12)}-${'3'.repeat(16)}.exe`,
      ];
      const before = Date.now() - 2000;
      for (const key of keys) await paged.put(key, Buffer.from(key), 'application/octet-stream');
      const listed = await all(paged.list());
      expect(listed.map((o) => o.key)).toEqual([...keys].sort());
      for (const { lastModified } of listed) {
        expect(lastModified.getTime()).toBeGreaterThanOrEqual(before);
        expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
      }
      // A wrong secret is refused: the listing is signed.
      const wrong = createS3Storage({
        ...options,
        endpoint: own.endpoint,
        bucket: own.bucket,
        secretAccessKey: 'nope',
      });
      await expect(all(wrong.list())).rejects.toThrow(/^S3 LIST failed .*403 SignatureDoesNotMatch/);
      own.fault = { status: 500, code: 'InternalError' };
      await expect(all(paged.list())).rejects.toThrow(/^S3 LIST failed .*500 InternalError/);
    } finally {
      await own.stop();
    }
  });

  it('S3: reads a page with escaped keys and its continuation token', () => {
    const page = parseListPage(
      `<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>a&amp;b.webp</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents><NextContinuationToken>x+y/z=&#61;</NextContinuationToken></ListBucketResult>`,
    );
    expect(page).toEqual({
      objects: [{ key: 'a&b.webp', lastModified: new Date('2026-01-02T03:04:05Z') }],
      next: 'x+y/z==',
    });
    expect(parseListPage('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')).toEqual({
      objects: [],
      next: null,
    });
    expect(() => parseListPage('<ListBucketResult><IsTruncated>true</IsTruncated></ListBucketResult>')).toThrow(
      /without a continuation token/,
    );
  });

  it('local: the files of the folder with their times, not temporary ones; nothing for a missing folder', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'list-'));
    const local = createLocalStorage(uploads);
    expect(await all(createLocalStorage(path.join(uploads, 'missing')).list())).toEqual([]);
    const [a, b] = [newKey(), newKey('bin')];
    await local.put(a, Buffer.from('a'), 'image/webp');
    await local.put(b, Buffer.from('b'), 'application/octet-stream');
    writeFileSync(path.join(uploads, `${a}.1.x.tmp`), 'half');
    utimesSync(path.join(uploads, a), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05Z'));
    const listed = await all(local.list());
    expect(listed.map((o) => o.key)).toEqual([a, b].sort());
    expect(listed.find((o) => o.key === a)?.lastModified).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});

describe('configuration', () => {
  it('keeps files in DATA_DIR/uploads unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the bucket with its defaults: us-east-1, path-style', () => {
    expect(loadConfig(s3.env).storage).toEqual({
      kind: 's3',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3.env, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
  });

  it('names every missing setting when STORAGE=s3, and never prints the secret', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: '', S3_SECRET_ACCESS_KEY: 'shh-secret' })).toThrow(
      [
        'Invalid configuration:',
        '  S3_ENDPOINT: required when STORAGE=s3',
        '  S3_BUCKET: required when STORAGE=s3',
        '  S3_ACCESS_KEY_ID: required when STORAGE=s3',
      ].join('\n'),
    );
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'ftp://files.example.test' })).toThrow(/S3_ENDPOINT: /);
    expect(() => loadConfig({ ...s3.env, STORAGE: 'bucket' })).toThrow(/STORAGE: /);
    try {
      loadConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: 'shh-secret', S3_ENDPOINT: 'nope' });
    } catch (error) {
      expect((error as Error).message).not.toContain('shh-secret');
    }
  });

  it('storageFor chooses the bucket with STORAGE=s3', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 's3-config-test-'));
    const chosen = storageFor(loadConfig({ ...s3.env, DATA_DIR: dataDir }));
    const key = newKey();
    await chosen.put(key, Buffer.from('chosen'), 'image/webp');
    expect((await bytesOf(await storage.get(key))).toString()).toBe('chosen');
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(storageFor(loadConfig({ ...s3.env, DATA_DIR: dataDir }))).toBe(chosen);
  });
});

describe('through the app with STORAGE=s3', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 's3-app-test-'));
  const ctx = await setupTestApp({
    DATA_DIR: dataDir,
    ...s3.env,
  });
  await createUser(ctx.db, { email: 'catalogue@x.test', roles: ['admin'], permissions: ['manage product'] });
  const admin = ctx.client();
  await admin.login('catalogue@x.test');

  it('stores an uploaded product image in the bucket and serves it from /api/files with the immutable cache', async () => {
    const product = await createProduct(ctx.db);
    const { payload, contentType } = await multipart({
      image: file(await gradient(800, 600), 'preview.png', 'image/png'),
    });
    const res = await admin.post(`/api/admin/products/${product.id}/image`, payload, { 'content-type': contentType });
    expect(res.statusCode).toBe(200);
    const { image_url, thumbnail_url } = res.json().data;
    for (const url of [image_url, thumbnail_url] as string[]) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
      const key = url.slice('/api/files/'.length);
      expect(objectsOnDisk()).toContain(`${key}._S3rver_object`);

      const served = await ctx.client().get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
      expect(`${sha256(served.rawPayload)}.webp`).toBe(key);
      const stored = await storage.get(key);
      expect((await bytesOf(stored)).equals(served.rawPayload)).toBe(true);
    }
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });

  it('sweeps unused images and release files from the bucket past the grace period, never a named or young one', async () => {
    // s3rver answers an object's LastModified from its file's time.
    const setWritten = (key: string, at: Date) =>
      utimesSync(path.join(s3.directory, s3.bucket, `${key}._S3rver_object`), at, at);
    await checkSweep(ctx, admin, storageFor(ctx.config), setWritten);
  });

  it('answers 404 for a name the bucket has no object for', async () => {
    const res = await ctx.client().get(`/api/files/${'0'.repeat(64)}.webp`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
