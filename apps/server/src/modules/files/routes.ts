import { errorBody, fileParams } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { storageFor } from '../../lib/configured-storage.js';
import type { RangeRequest } from '../../lib/storage.js';
import { releaseFileName } from '../downloads/queries.js';

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
 * `GET /api/files/{sha256}.webp`: stored images (product and theme previews).
 * Public like any image on a web page: a name is the SHA-256 of the file's
 * bytes, so it never changes and is cached for a year; nothing else is
 * reachable through it (see lib/storage.ts).
 */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = storageFor(app.config);

  app.get(
    '/api/files/:name',
    {
      schema: {
        tags: ['files'],
        operationId: 'getFile',
        summary: 'A stored image by its content hash, or an uploaded release file (as an attachment)',
        params: fileParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The image or file' }),
          206: z.any().meta({ type: 'string', format: 'binary', description: 'The bytes a `Range` header asked for' }),
          416: z.any().meta({ type: 'string', description: 'The range is outside the file (empty body)' }),
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const key = request.params.name;
      // A release file (anything not an image) is a download under its original name.
      const image = /\.(webp|png|jpg)$/.test(key) && !key.startsWith('release-');
      const downloadName = image ? null : ((await releaseFileName(app.db, key)) ?? key);
      // A validator in If-Range cannot match (none is sent): the whole file, as RFC 9110 says.
      const range = request.headers['if-range'] ? null : parseRange(request.headers.range);
      const file = await storage.get(key, range ?? undefined);
      if (!file) throw notFound();
      if (downloadName) reply.header('content-disposition', attachment(downloadName));
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
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
    },
  );
}
