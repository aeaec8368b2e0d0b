import { fileParams } from '@portal/contracts';
import { z } from 'zod';
import { PUBLIC } from '../../lib/route-access.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { sweepTemporaryFiles, TEMPORARY_FILE_MAX_AGE_MS, temporaryFolders } from '../../lib/temporary-files.js';
import { sendStoredObject } from './send.js';
import { STORAGE_SWEEP_CRON, STORAGE_SWEEP_JOB, sweepUnusedFiles } from './sweep.js';

/**
 * `GET /api/files/{sha256}.webp`: stored images (product and theme previews).
 * Public like any image on a web page: a name is the SHA-256 of the file's
 * bytes, so it never changes and is cached for a year. Nothing else is
 * reachable through it: the name must be an image's (`fileParams`), so a
 * release file's key is a 404 here; release files are served by
 * `GET /api/downloads/releases/{id}/file`, which checks the caller. The
 * module also removes temporary files at start and schedules the sweep of
 * stored files no row names.
 */
export default resource('/api/files', 'public', async function fileRoutes(app) {
  const storage = app.services.storage;

  // At start, before listening: temporary files a crash left (a release upload's can be gigabytes).
  // File times are the file system's, so the real time, not the app's clock.
  app.addHook('onReady', async () => {
    try {
      const before = new Date(Date.now() - TEMPORARY_FILE_MAX_AGE_MS);
      const removed = await sweepTemporaryFiles(temporaryFolders(app.config.dataDir), before);
      if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed temporary files left behind');
    } catch (error) {
      app.log.warn({ err: error }, 'could not remove temporary files left behind');
    }
  });

  // Hourly: images no product or theme names any more, release files no release names (see sweep.ts).
  await app.jobs.schedule(STORAGE_SWEEP_JOB, STORAGE_SWEEP_CRON, async () => {
    try {
      const removed = await sweepUnusedFiles(app.services);
      if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed stored files no row names');
    } catch (error) {
      app.log.warn({ err: error }, 'could not sweep unused stored files');
      throw error;
    }
  });

  app.get(
    '/:name',
    {
      config: PUBLIC,
      schema: {
        tags: ['files'],
        operationId: 'getFile',
        summary: 'A stored image (product or theme preview) by its content hash',
        params: fileParams,
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'The image' }),
          206: z.any().meta({ type: 'string', format: 'binary', description: 'The bytes a `Range` header asked for' }),
          416: z.any().meta({ type: 'string', description: 'The range is outside the file (empty body)' }),
          ...errorReplies(404),
        },
      },
    },
    async (request, reply) =>
      sendStoredObject(request, reply, storage, request.params.name, {
        cacheControl: 'public, max-age=31536000, immutable',
      }),
  );
});
