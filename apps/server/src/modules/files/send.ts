import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import type { RangeRequest, Storage } from '../../lib/storage.js';

/**
 * One range of a `Range: bytes=…` header (`0-499`, `500-`, `-500`); null for
 * none, several, another unit or a malformed one: those get the whole file,
 * which RFC 9110 allows.
 */
export function parseRange(header: string | undefined): RangeRequest | null {
  const match = /^bytes=(\d{0,16})-(\d{0,16})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? null : { start, end };
}

/** `attachment` with the name as ASCII (quoted) and as UTF-8 (RFC 6266 / 8187). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored object as the answer: the whole of it, or the single range
 * a `Range` header asks for (206, or 416 outside the object), with
 * `cache-control` as given and, for a download, `Content-Disposition: attachment`.
 * A missing object is a 404.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  { cacheControl, downloadName }: { cacheControl: string; downloadName?: string },
) {
  // A validator in If-Range cannot match (none is sent): the whole file, as RFC 9110 says.
  const range = request.headers['if-range'] ? null : parseRange(request.headers.range);
  const file = await storage.get(key, range ?? undefined);
  if (!file) throw notFound();
  if (downloadName) reply.header('content-disposition', attachment(downloadName));
  reply
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff');
  if (file.range === 'unsatisfiable') {
    file.body.destroy();
    return reply.status(416).header('content-range', `bytes */${file.size}`).header('content-length', '0').send('');
  }
  if (file.range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
      .header('content-length', String(file.range.end - file.range.start + 1))
      .send(file.body);
  }
  return reply.header('content-length', String(file.size)).send(file.body);
}
