import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.js';

/** Unknown /api paths answer 404 JSON; other GETs get the web app, which shows its own not-found page. */
export default fp(async function notFoundPlugin(app: FastifyInstance) {
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Client routes have no file extension; a missing file (an asset from an older build) is a plain 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !/\.[\w]+$/.test(path);
    if (isPage && app.hasDecorator('hasWebApp')) {
      return reply.sendWebApp();
    }
    throw notFound();
  });
});
