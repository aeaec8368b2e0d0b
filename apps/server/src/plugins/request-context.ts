import { pickLanguage } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Language of messages (Accept-Language) and the request id echoed to the client. */
export default fp(async function requestContext(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request, reply) => {
    request.language = pickLanguage(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
});
