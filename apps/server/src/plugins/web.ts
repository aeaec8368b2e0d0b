import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serve the built web app from the same port as the API. Hashed assets are
 * cached for a year; index.html is always revalidated so a deploy shows at once.
 * Any non-API GET that is not a file falls back to index.html (client routing).
 */
export default fp(async function web(app: FastifyInstance) {
  const root = app.config.webDist;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found: serving the API only (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // One route per file found at start: a rebuild is served after a restart (npm start rebuilds first).
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the package's default would add max-age=0 on top.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('hasWebApp', true);
});
