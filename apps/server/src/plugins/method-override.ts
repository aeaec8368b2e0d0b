import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)|%2f|%5c|\\/i;

function overrideOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const method = value.toUpperCase();
  return OVERRIDABLE.has(method) ? method : undefined;
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
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
    // The target is the raw path as received: parsing `//host/path` as a URL would read a host out of it.
    const [pathname = '', search = ''] = splitOnce(request.raw.url ?? request.url, '?');
    // Dot segments would be resolved by the internal dispatch although the router never resolves them.
    if (DOT_SEGMENT.test(pathname)) return;
    const params = new URLSearchParams(search);
    params.delete('_method');
    const rest = params.toString();
    const headers = { ...request.headers };
    delete headers['content-length'];
    delete headers['content-type'];
    const forwarded = await app.inject({
      method: method as 'PUT' | 'PATCH' | 'DELETE',
      url: rest ? `${pathname}?${rest}` : pathname,
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
