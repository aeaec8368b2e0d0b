import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { createProduct, createProductTheme, createUser } from '../src/db/seed/factories.js';
import { inTransaction } from '../src/db/transaction.js';
import { storageFor } from '../src/lib/configured-storage.js';
import { holdStoredFiles, sweepUnusedFiles, UNUSED_FILE_GRACE_MS } from '../src/modules/files/sweep.js';
import { setupTestApp, TestClock } from './helpers/app.js';
import { file, gradient, multipart, noisePng } from './helpers/images.js';
import { checkSweep } from './helpers/sweep.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'images-test-'));
const ctx = await setupTestApp({ DATA_DIR: dataDir });
await createUser(ctx.db, { email: 'catalogue@x.test', roles: ['admin'], permissions: ['manage product'] });
const admin = ctx.client();
await admin.login('catalogue@x.test');

async function upload(url: string, fields: Record<string, Blob | string>) {
  const { payload, contentType } = await multipart(fields);
  return admin.post(url, payload, { 'content-type': contentType });
}

const storedFiles = () => readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.endsWith('.tmp'));

describe('POST /api/admin/products/{id}/image', () => {
  it('stores a re-encoded preview and a thumbnail, served by content hash with a long cache', async () => {
    const product = await createProduct(ctx.db);
    const res = await upload(`/api/admin/products/${product.id}/image`, {
      image: file(await gradient(1200, 800), 'preview.png', 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const { image_url, thumbnail_url } = res.json().data;
    expect(image_url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
    expect(thumbnail_url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);

    const served = await ctx.client().get(thumbnail_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = served.rawPayload;
    expect(`/api/files/${createHash('sha256').update(bytes).digest('hex')}.webp`).toBe(thumbnail_url);
    const thumb = await sharp(bytes).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 213]);
    const preview = await sharp((await ctx.client().get(image_url)).rawPayload).metadata();
    expect([preview.width, preview.height]).toEqual([1200, 800]);
  });

  it('takes an upload over the 1 MB JSON body limit and up to 2 MB', async () => {
    const product = await createProduct(ctx.db);
    const big = await noisePng(1_900_000);
    expect(big.length).toBeGreaterThan(1_048_576);
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(`/api/admin/products/${product.id}/image`, { image: file(big, 'big.png', 'image/png') });
    expect(res.statusCode).toBe(200);
  });

  it('strips EXIF and GPS metadata from a JPEG', async () => {
    const product = await createProduct(ctx.db);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({
        exif: {
          IFD0: { Copyright: 'Someone', Artist: 'Camera owner' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '52/1 22/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '4/1 53/1 0/1',
          },
        },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.toString('latin1')).toContain('Camera owner');
    const res = await upload(`/api/admin/products/${product.id}/image`, {
      image: file(jpeg, 'photo.jpg', 'image/jpeg'),
    });
    expect(res.statusCode).toBe(200);
    for (const url of [res.json().data.image_url, res.json().data.thumbnail_url]) {
      const stored = (await ctx.client().get(url)).rawPayload;
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toMatch(/GPS|Camera owner|Exif/);
    }
  });

  it('refuses a 3 MB file with the size message, and leaves the product as it was', async () => {
    const product = await createProduct(ctx.db, { imageKey: 'a'.repeat(64).concat('.webp') });
    const res = await upload(`/api/admin/products/${product.id}/image`, {
      image: file(await noisePng(3_000_000), 'huge.png', 'image/png'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation',
      errors: { image: ['Image size should be less than 2 MB!'] },
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.imageKey).toBe(product.imageKey);
  });

  it('refuses what is not a PNG, JPEG or WebP by content, whatever its name or type', async () => {
    const product = await createProduct(ctx.db);
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const cases: Array<[string, Buffer, string, string]> = [
      ['text renamed .png', Buffer.from('just some text, honestly a PNG'), 'notes.png', 'image/png'],
      ['SVG with a script', svg, 'logo.svg', 'image/svg+xml'],
      ['SVG named .png', svg, 'logo.png', 'image/png'],
      ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', 'image/jpeg'],
      [
        'PNG signature then garbage',
        Buffer.concat([(await gradient(4, 4)).subarray(0, 16), randomBytes(64)]),
        'x.png',
        'image/png',
      ],
      ['GIF', gif, 'anim.gif', 'image/gif'],
      ['HTML named .webp', Buffer.from('RIFF....WEBP<html><script>alert(1)</script>'), 'x.webp', 'image/webp'],
      ['empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ];
    for (const [label, bytes, name, type] of cases) {
      const res = await upload(`/api/admin/products/${product.id}/image`, { image: file(bytes, name, type) });
      expect(res.statusCode, label).toBe(422);
      expect(res.json().errors, label).toEqual({ image: ['The file must be a PNG, JPEG or WebP image.'] });
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.imageKey).toBeNull();
  });

  it('asks for the image when none is sent, and refuses a text field or extra fields', async () => {
    const product = await createProduct(ctx.db);
    const url = `/api/admin/products/${product.id}/image`;
    const missing = await upload(url, { note: 'no file' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.image).toEqual(['Choose an image to upload.']);
    expect((await upload(url, { image: 'not a file' })).json().errors.image).toEqual([
      'The file must be a PNG, JPEG or WebP image.',
    ]);
    expect((await admin.post(url, { image: 'iVBORw0KGgo=' })).statusCode).toBe(422);
  });

  it('answers 404 for an unknown or malformed product id before reading the image', async () => {
    const png = file(await gradient(10, 10), 'x.png', 'image/png');
    expect(
      (await upload('/api/admin/products/7b0f7c4e-8a43-4bb0-9d55-1f7f0a3c2e11/image', { image: png })).statusCode,
    ).toBe(404);
    expect((await upload('/api/admin/products/nope/image', { image: png })).statusCode).toBe(404);
  });

  it('removes the image', async () => {
    const product = await createProduct(ctx.db);
    await upload(`/api/admin/products/${product.id}/image`, {
      image: file(await gradient(50, 50), 'x.png', 'image/png'),
    });
    const res = await admin.request('DELETE', `/api/admin/products/${product.id}/image`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ image_url: null, thumbnail_url: null });
  });
});

describe('theme images', () => {
  it('stores a theme preview, and refuses a theme of another product', async () => {
    const theme = await createProductTheme(ctx.db);
    const other = await createProductTheme(ctx.db);
    const webp = await sharp({ create: { width: 500, height: 300, channels: 4, background: '#22aa8880' } })
      .webp()
      .toBuffer();
    const res = await upload(`/api/admin/products/${theme.productId}/themes/${theme.id}/image`, {
      image: file(webp, 'scene.webp', 'image/webp'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.thumbnail_url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
    const foreign = await upload(`/api/admin/products/${theme.productId}/themes/${other.id}/image`, {
      image: file(webp, 'scene.webp', 'image/webp'),
    });
    expect(foreign.statusCode).toBe(404);
    const big = await upload(`/api/admin/products/${theme.productId}/themes/${theme.id}/image`, {
      image: file(await noisePng(2_200_000), 'big.png', 'image/png'),
    });
    expect(big.json().errors).toEqual({ image: ['Image size should be less than 2 MB!'] });
    const removed = await admin.request('DELETE', `/api/admin/products/${theme.productId}/themes/${theme.id}/image`);
    expect(removed.json().data.image_url).toBeNull();
  });
});

describe('GET /api/files/{name}', () => {
  it('answers 404 for a name no file has, and for any other shape of name', async () => {
    const client = ctx.client();
    for (const name of [
      `${'0'.repeat(64)}.webp`,
      '..%2F..%2Fetc%2Fpasswd',
      `${'A'.repeat(64)}.webp`,
      `${'0'.repeat(64)}.svg`,
      'x.webp',
    ]) {
      const res = await client.get(`/api/files/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('keeps only finished files in the folder', () => {
    expect(storedFiles().every((name) => /^[0-9a-f]{64}\.webp$/.test(name))).toBe(true);
  });
});

// Last in the file: the sweep removes what earlier tests left unused.
describe('the sweep of unused files (local folder)', () => {
  const storage = storageFor(ctx.config);
  const setWritten = (key: string, at: Date) => utimesSync(path.join(dataDir, 'uploads', key), at, at);

  it('is scheduled hourly', async () => {
    const { rows } = await ctx.app.pool.query("select cron from pgboss.schedule where name = 'storage-sweep'");
    expect(rows).toEqual([{ cron: '43 * * * *' }]);
  });

  it('removes unused images and release files past the grace period, never a named or young one', async () => {
    await checkSweep(ctx, admin, storage, setWritten);
  });

  it('waits for an image upload in progress, and keeps the file it names', async () => {
    const clock = new TestClock(new Date());
    const key = `${'d'.repeat(64)}.webp`;
    await storage.put(key, Buffer.from('again'), 'image/webp');
    setWritten(key, new Date(clock.now().getTime() - 2 * UNUSED_FILE_GRACE_MS));
    const product = await createProduct(ctx.db);
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let commit!: () => void;
    // An upload of the same bytes: the file written again (its time is still old here), the row pointed at it.
    const upload = inTransaction(ctx.app.pool, async (tx) => {
      await holdStoredFiles(tx);
      await tx.update(products).set({ imageKey: key }).where(eq(products.id, product.id));
      holding();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await held;
    const sweeping = sweepUnusedFiles({ pool: ctx.app.pool, storage, clock });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await upload;
    expect(await sweeping).not.toContain(key);
    expect(readdirSync(path.join(dataDir, 'uploads'))).toContain(key);
  });
});
