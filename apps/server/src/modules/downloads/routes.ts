import { rm } from 'node:fs/promises';
import {
  createReleaseBody,
  dataEnvelope,
  download,
  idParams,
  listEnvelope,
  listQuerySchema,
  RELEASE_FILE_FIELD,
  release,
  releaseList,
  showQuerySchema,
  updateReleaseBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validation } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requireAuth, requirePermission, signedIn } from '../../plugins/guards.js';
import { sendStoredObject } from '../files/index.js';
import { presentDownloadRelease, presentRelease } from './presenters.js';
import { findRelease, listReleases } from './queries.js';
import {
  attachReleaseFile,
  createRelease,
  deleteRelease,
  downloadScopeOf,
  latestDownloads,
  releaseFileFor,
  releaseFiltersOf,
  updateRelease,
} from './service.js';
import { receiveReleaseFile } from './upload.js';

const tags = ['admin releases'];

/** `/api/admin/releases`: software releases per platform ('manage product'). */
const releaseRoutes = resource(
  '/releases',
  requirePermission('admin', 'releases', 'manage product'),
  async function adminReleaseRoutes(app) {
    const ctx = app.services;

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listReleases',
          summary: "List releases (one product's with filter[product_id]), highest version first",
          querystring: listQuerySchema(releaseList),
          response: { 200: listEnvelope(release), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, releaseList);
        const { rows, total } = await listReleases(app.db, releaseFiltersOf(query.filter), query);
        return { data: rows.map((row) => presentRelease(row, query.include)), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'getRelease',
          summary: 'One release',
          params: idParams,
          querystring: showQuerySchema(releaseList.includes),
          response: { 200: dataEnvelope(release), ...resourceErrors },
        },
      },
      async (request) => {
        const { include } = parseShowQuery(request.query, releaseList.includes);
        const row = await findOr404(findRelease(app.db, request.params.id));
        return { data: presentRelease(row, include) };
      },
    );

    app.post(
      '',
      {
        schema: {
          tags,
          operationId: 'createRelease',
          summary: 'Add a release of a software product for one platform',
          body: createReleaseBody,
          response: { 201: dataEnvelope(release), ...errorReplies(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const row = await createRelease(ctx, signedIn(request), request.body, clientOf(request));
        return reply.status(201).send({ data: presentRelease(row, []) });
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'updateRelease',
          summary: 'Change a release (publish or unpublish it with `published`)',
          params: idParams,
          body: updateReleaseBody,
          response: { 200: dataEnvelope(release), ...resourceErrors },
        },
      },
      async (request) => {
        const row = await updateRelease(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        return { data: presentRelease(row, []) };
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'deleteRelease',
          summary: 'Delete a release',
          params: idParams,
          response: { 200: dataNull, ...errorReplies(401, 403, 404) },
        },
      },
      async (request) => {
        await deleteRelease(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );
  },
);

/**
 * `POST /api/admin/releases/{id}/file`: the release's file as an upload. The
 * body is read here, streamed to a temporary file, not by the app's multipart
 * parser (which keeps files in memory and stops at 2 MB): this context's own
 * parser for multipart/form-data leaves the request stream alone.
 */
const releaseFileRoutes = resource(
  '/releases',
  requirePermission('admin', 'releases', 'manage product'),
  async function releaseFileRoutes(app) {
    app.removeContentTypeParser('multipart/form-data');
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    const ctx = app.services;

    app.post(
      '/:id/file',
      {
        schema: {
          tags,
          operationId: 'uploadReleaseFile',
          summary: `Upload the release's file (multipart, field \`${RELEASE_FILE_FIELD}\`); the server computes its size and SHA-256`,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: dataEnvelope(release), ...errorReplies(401, 403, 404, 413, 422) },
        },
      },
      async (request) => {
        // An unknown release is answered before a byte of the file is read.
        await findOr404(findRelease(app.db, request.params.id));
        if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) {
          throw validation({ [RELEASE_FILE_FIELD]: ['validation.release_file_required'] });
        }
        const file = await receiveReleaseFile(request, app.config.dataDir, app.config.releaseUploadMaxBytes);
        try {
          const row = await attachReleaseFile(ctx, signedIn(request), request.params.id, file, clientOf(request));
          return { data: presentRelease(row, []) };
        } finally {
          await rm(file.path, { force: true });
        }
      },
    );
  },
);

/**
 * `GET /api/downloads`: what the signed-in user may download;
 * `GET /api/downloads/releases/{id}/file`: an uploaded release's file, to
 * those who may download it (`releaseFileFor`), never cached by a shared cache.
 */
export const downloadRoutes = resource('/api/downloads', requireAuth, async function downloadRoutes(app) {
  const storage = app.services.storage;

  app.get(
    '',
    {
      schema: {
        tags: ['downloads'],
        operationId: 'listDownloads',
        summary: "Each active software product's latest published release per platform, with checksums and notes",
        response: { 200: z.object({ data: z.array(download) }), ...errorReplies(401) },
      },
    },
    async (request) => {
      const products = await latestDownloads(
        app.services,
        downloadScopeOf(signedIn(request), app.services.clock.now()),
      );
      return {
        data: products.map(({ product, releases }) => ({ product, releases: releases.map(presentDownloadRelease) })),
      };
    },
  );

  app.get(
    '/releases/:id/file',
    {
      schema: {
        tags: ['downloads'],
        operationId: 'downloadReleaseFile',
        summary:
          "An uploaded release's file as an attachment (single `Range` requests answered): a published release the caller may download, or any release for 'manage product'",
        params: idParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The file' }),
          206: z.any().meta({ type: 'string', format: 'binary', description: 'The bytes a `Range` header asked for' }),
          416: z.any().meta({ type: 'string', description: 'The range is outside the file (empty body)' }),
          ...errorReplies(401),
          ...errorReplies(404),
        },
      },
    },
    async (request, reply) => {
      // A release the caller may not download answers like an unknown one.
      const file = await findOr404(releaseFileFor(app.services, signedIn(request), request.params.id));
      return sendStoredObject(request, reply, storage, file.fileKey, {
        // Access can end (unpublished, a license lapses): no shared cache keeps it, no browser reuses it unchecked.
        cacheControl: 'private, no-store',
        downloadName: file.fileName ?? file.fileKey,
      });
    },
  );
});

/** The admin's release routes ('manage product'), mounted by the admin section. */
export async function adminReleaseRoutes(fastify: FastifyInstance) {
  await fastify.register(releaseRoutes);
  await fastify.register(releaseFileRoutes);
}
