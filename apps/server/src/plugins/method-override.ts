import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

function overrideOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const method = value.toUpperCase();
  return OVERRIDABLE.has(method) ? method : undefined;
}

/**
 * `POST` with `_method` (PUT, PATCH, DELETE) in the body or the query acts as
 * that method. Routing happens before the body is read, so the request is
 * dispatched again internally with the real method and the same headers,
 * cookies and client address; the answer is passed through unchanged.
 */
export default fp(async function methodOverride(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST') return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const method = overrideOf(body._method) ?? overrideOf(query._method);
    if (!method) return;

    const { _method: _b, ...payload } = body;
    const url = new URL(request.url, 'http://internal');
    url.searchParams.delete('_method');
    const headers = { ...request.headers };
    delete headers['content-length'];
    delete headers['content-type'];
    const forwarded = await app.inject({
      method: method as 'PUT' | 'PATCH' | 'DELETE',
      url: url.pathname + url.search,
      headers,
      remoteAddress: request.ip,
      ...(Object.keys(payload).length > 0 || method !== 'DELETE' ? { payload } : {}),
    });
    for (const [name, value] of Object.entries(forwarded.headers)) {
      if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection') {
        reply.header(name, value);
      }
    }
    return reply.status(forwarded.statusCode).send(forwarded.rawPayload);
  });
});
