import { errorBody, fileParams } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { storageFor } from '../../lib/storage.js';

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
        summary: 'A stored image by its content hash',
        params: fileParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The image' }),
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await storage.get(request.params.name);
      if (!file) throw notFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
