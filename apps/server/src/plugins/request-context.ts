import { randomUUID } from 'node:crypto';
import { pickLanguage } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's `X-Request-Id` when it is a UUID (a proxy's), else a new one: nothing else reaches the logs. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : randomUUID();
}

/**
 * Language of messages (Accept-Language) and the request id echoed to the
 * client. (`Cache-Control: no-store` on API answers comes with their security
 * headers, plugins/security-headers.ts.)
 */
export default fp(async function requestContext(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
    done();
  });
});
