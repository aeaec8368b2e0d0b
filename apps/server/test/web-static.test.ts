import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/plugins/web.js';
import { setupTestApp } from './helpers/app.js';

// A small build as apps/web/build/precompress.ts leaves it: brotli and gzip copies beside the text files.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const SCRIPT = 'assets/app-4f2a9c.js';
const script = Buffer.from(
  `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`,
);
const html = Buffer.from(
  `<!doctype html><html lang="en"><head><script type="module" src="/${SCRIPT}"></script></head>` +
    `<body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`,
);
const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 2000 }, (_, i) => i % 251)]);
function writeWithCopies(file: string, content: Buffer) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), content);
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
}
writeWithCopies(SCRIPT, script);
writeWithCopies('index.html', html);
writeFileSync(path.join(dist, 'assets/photo-1a2b3c.png'), image);
writeFileSync(path.join(dist, '.build-complete.json'), '{}');

const ctx = await setupTestApp({}, { webDist: dist });

// Probe API routes, registered like every route after the compression plugin.
const bigJson = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) };
ctx.app.get('/api/test/big', async () => bigJson);
ctx.app.get('/api/test/small', async () => ({ data: { ok: true } }));
ctx.app.get('/api/test/events', async (_request, reply) =>
  reply.type('text/event-stream').send('data: tick\n\n'.repeat(200)),
);
ctx.app.get('/api/test/archive', async (_request, reply) => reply.type('application/zip').send(Buffer.alloc(4096, 7)));
ctx.app.get('/api/test/binary', async (_request, reply) =>
  reply.type('application/octet-stream').send(Buffer.alloc(4096, 7)),
);

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

describe('hashed assets, compressed at build time', () => {
  it('answers brotli for Accept-Encoding: br, with Vary and long caching', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('answers gzip when the client takes gzip only', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('answers the file itself (identity) when the client takes neither, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<
      string,
      string
    >[]) {
      const res = await get(`/${SCRIPT}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.rawPayload.equals(script)).toBe(true);
    }
  });

  it('reads q-values: br;q=0 refuses brotli, q=0 on both gives the file itself', async () => {
    expect((await get(`/${SCRIPT}`, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip;q=0.4, br;q=0.8' })).headers['content-encoding']).toBe(
      'br',
    );
    const neither = await get(`/${SCRIPT}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.rawPayload.equals(script)).toBe(true);
    expect(
      (await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding'],
    ).toBe('br');
  });

  it('picks by q-value, then brotli before gzip', () => {
    expect(pickEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('BR', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('br', ['gzip'])).toBeUndefined();
    expect(pickEncoding('gzip;q=0, *', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding(undefined, ['br'])).toBeUndefined();
  });

  it('answers HEAD with the headers of what GET would send, and 304 for the same ETag', async () => {
    const head = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const first = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' });
    const again = await get(`/${SCRIPT}`, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The gzip copy is another representation: its ETag differs.
    const gzip = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers a Range request with bytes of the file itself, never a slice of the brotli copy', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 0-99/${script.length}`);
    expect(res.rawPayload.equals(script.subarray(0, 100))).toBe(true);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    for (const url of [`/${SCRIPT}.br`, `/${SCRIPT}.gz`, '/index.html.br', '/.build-complete.json']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
    }
  });

  it('answers a missing asset 404, never the app in its place', async () => {
    const res = await get('/assets/app-from-an-older-build.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
  });

  it('sends files without copies (an image) as they are', async () => {
    const res = await get('/assets/photo-1a2b3c.png', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(image)).toBe(true);
  });
});

describe('index.html', () => {
  it('is compressed too, for / and for client routes, and always revalidated', async () => {
    for (const url of ['/', '/getting-started', '/index.html']) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).equals(html)).toBe(true);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(html)).toBe(true);
    }
  });
});

describe('API answers', () => {
  it('are compressed over 1 KB by what the client accepts', async () => {
    const br = await get('/api/test/big', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigJson);
    const gzip = await get('/api/test/big', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigJson);
    const plain = await get('/api/test/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigJson);
  });

  it('are left alone under 1 KB, for event streams and for binary files', async () => {
    expect((await get('/api/test/small', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    for (const url of ['/api/test/events', '/api/test/archive', '/api/test/binary']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('leave errors readable', async () => {
    const res = await get('/api/nothing', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
  });
});
