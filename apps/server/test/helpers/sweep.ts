import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { releases } from '../../src/db/schema/index.js';
import { createProduct, createProductTheme, createRelease } from '../../src/db/seed/factories.js';
import type { Storage } from '../../src/lib/storage.js';
import { sweepUnusedFiles, UNUSED_FILE_GRACE_MS } from '../../src/modules/files/sweep.js';
import { type TestClient, TestClock, type TestContext } from './app.js';
import { file, gradient, multipart } from './images.js';

const HOUR = 3_600_000;

const keysOf = (data: { image_url: string; thumbnail_url: string }) =>
  [data.image_url, data.thumbnail_url].map((url) => url.slice('/api/files/'.length));

async function listed(storage: Storage) {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
}

/**
 * The sweep of unused files on `storage`, as the app uploads them: a replaced
 * product image goes once older than the grace period, never one a product,
 * theme or release names, never a young one, never a key of another shape.
 * `setWritten` dates an object's last write (the file's or the bucket's).
 */
export async function checkSweep(
  ctx: TestContext,
  admin: TestClient,
  storage: Storage,
  setWritten: (key: string, at: Date) => void,
) {
  const clock = new TestClock(new Date());
  const sweep = () => sweepUnusedFiles({ pool: ctx.app.pool, storage, clock });
  const uploadImage = async (url: string, width: number) => {
    const { payload, contentType } = await multipart({ image: file(await gradient(width, 401), 'p.png', 'image/png') });
    const res = await admin.post(url, payload, { 'content-type': contentType });
    expect(res.statusCode).toBe(200);
    return keysOf(res.json().data);
  };
  const product = await createProduct(ctx.db, { type: 'software' });
  const replaced = await uploadImage(`/api/admin/products/${product.id}/image`, 611);
  const current = await uploadImage(`/api/admin/products/${product.id}/image`, 613);
  const theme = await createProductTheme(ctx.db, { productId: product.id });
  const themed = await uploadImage(`/api/admin/products/${product.id}/themes/${theme.id}/image`, 617);
  // An image stored by an upload whose row never changed (it failed, or is still in flight), and release files.
  const young = `${'e'.repeat(64)}.webp`;
  const orphanRelease = `release-${randomUUID()}-${'1'.repeat(16)}.exe`;
  const namedRelease = `release-${randomUUID()}-${'2'.repeat(16)}.zip`;
  const other = 'backup-notes.txt';
  for (const key of [young, orphanRelease, namedRelease, other]) await storage.put(key, Buffer.from(key), 'x/y');
  const release = await createRelease(ctx.db, { productId: product.id, version: '9.9.9' });
  await ctx.db
    .update(releases)
    .set({ url: null, fileKey: namedRelease, fileName: 'setup.zip' })
    .where(eq(releases.id, release.id));

  const old = new Date(clock.now().getTime() - UNUSED_FILE_GRACE_MS - HOUR);
  for (const key of [...replaced, ...current, ...themed, orphanRelease, namedRelease, other]) setWritten(key, old);
  setWritten(young, new Date(clock.now().getTime() - UNUSED_FILE_GRACE_MS + HOUR));

  const kept = [...current, ...themed, namedRelease, other];
  expect((await sweep()).sort()).toEqual([...replaced, orphanRelease].sort());
  let left = await listed(storage);
  for (const key of [...replaced, orphanRelease]) expect(left).not.toContain(key);
  for (const key of [...kept, young]) expect(left).toContain(key);
  expect((await admin.get(`/api/files/${replaced[0]}`)).statusCode).toBe(404);
  expect((await admin.get(`/api/files/${current[0]}`)).statusCode).toBe(200);

  // Two hours on, the unused young image is past the grace period too; a second sweep at once finds nothing else.
  clock.advance(2 * HOUR);
  const [first, second] = await Promise.all([sweep(), sweep()]);
  expect([...first, ...second]).toContain(young);
  left = await listed(storage);
  expect(left).not.toContain(young);
  for (const key of kept) expect(left).toContain(key);
}
