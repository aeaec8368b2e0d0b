import { dataEnvelope, dataExport, idParams } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientOf } from '../../lib/client-info.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, requirePermission, signedIn } from '../../plugins/guards.js';
import { sendStoredObject } from '../files/index.js';
import {
  buildDataExport,
  DATA_EXPORT_JOB,
  type DataExportJob,
  downloadableExport,
  expireDataExports,
  listDataExports,
  requestDataExport,
} from './service.js';

const tags = ['data exports'];
const EXPIRY_JOB = 'data-export-expiry';
/** Hourly at :23: a build that died frees its place, expired exports lose their files. */
const EXPIRY_CRON = '23 * * * *';

/**
 * `/api/profile/data-exports`: any signed-in person asks for a copy of their data, sees how it goes, and downloads
 * it; an admin's exports of users are listed and downloaded here too (scoped to the asker, from the session).
 */
export const ownDataExportRoutes = resource('/api/profile/data-exports', requireAuth, async function ownRoutes(app) {
  const ctx = app.services;

  app.get(
    '',
    {
      schema: {
        operationId: 'listOwnDataExports',
        tags,
        summary: 'The data exports the caller asked for, newest first (at most 10)',
        response: { 200: dataEnvelope(z.array(dataExport)), ...errorReplies(401) },
      },
    },
    async (request) => ({ data: await listDataExports(ctx, signedIn(request)) }),
  );

  app.post(
    '',
    {
      schema: {
        operationId: 'requestOwnDataExport',
        tags,
        summary: 'Ask for a ZIP of everything the portal holds about the caller (GDPR art. 15 and 20)',
        description:
          'Built by a job; the caller gets an email when it is ready and downloads it from the profile for 7 days. ' +
          '409 while an export of the same data is being built.',
        response: { 202: dataEnvelope(dataExport), ...errorReplies(401, 409) },
      },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const created = await requestDataExport(ctx, actor, actor.id, clientOf(request));
      return reply.status(202).send({ data: created });
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        operationId: 'downloadOwnDataExport',
        tags,
        summary: 'The ZIP of a ready export the caller asked for',
        params: idParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The ZIP (an attachment)' }),
          ...errorReplies(401, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const file = await downloadableExport(ctx, signedIn(request), request.params.id);
      return sendStoredObject(request, reply, ctx.storage, file.key, {
        cacheControl: 'private, no-store',
        downloadName: file.name,
      });
    },
  );
});

/** `POST /api/admin/users/{id}/export`: an admin with 'manage user' exports a user's data (mounted by the admin section). */
export const adminDataExportRoutes = resource(
  '/users',
  requirePermission('admin', 'users', 'manage user'),
  async function adminDataExportRoutes(app) {
    const ctx = app.services;
    app.post(
      '/:id/export',
      {
        schema: {
          operationId: 'requestUserDataExport',
          tags,
          summary: "Ask for a ZIP of everything the portal holds about a user; it is the admin's to download",
          params: idParams,
          response: { 202: dataEnvelope(dataExport), ...errorReplies(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const created = await requestDataExport(ctx, signedIn(request), request.params.id, clientOf(request));
        return reply.status(202).send({ data: created });
      },
    );
  },
);

/** The export job's worker and the hourly expiry. */
export async function dataExportJobs(app: FastifyInstance) {
  const ctx = app.services;
  await ctx.jobs.handle<DataExportJob>(DATA_EXPORT_JOB, (job) => buildDataExport(ctx, job), { retryLimit: 0 });
  await ctx.jobs.schedule(EXPIRY_JOB, EXPIRY_CRON, async () => {
    const expired = await expireDataExports(ctx);
    if (expired > 0) ctx.log.info({ expired }, 'expired data exports removed');
  });
}
