import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. They do not depend on
 * the request (no CSP nonces), so there is no need to run helmet's middleware,
 * which re-reads its options (the CSP directives too) on every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers of an API answer (`/api/…`): JSON, files and images, never a document that runs scripts
 * or shows forms. OWASP's REST set: nothing may load from it or frame it (`default-src 'none'`,
 * `frame-ancestors 'none'`), no sniffing, no referrer, same-origin readers only; HSTS as for pages.
 * Helmet's other headers (prefetch and download switches, the XSS auditor's, origin-agent-cluster …)
 * govern documents, and each costs every API answer its bytes and its header checks.
 */
export function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    // API answers carry personal data: no shared or browser cache may keep them.
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/**
 * The policy of the API documentation's page (`GET /api/docs`, plugins/openapi.ts), the one `/api` answer
 * that is a document: Redoc's script from this server, the styles it writes into the page, its search
 * worker (made from a blob) and the OpenAPI document it fetches. Nothing else loads, no eval, no frame.
 */
export const API_DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `/api`, `/api/…` and `/api?…`, duplicate leading slashes included (the router ignores them). */
const API_URL = /^\/+api(\/|\?|$)/;

/**
 * Security headers on every answer: helmet's for the web app's pages and files (CSP, HSTS over
 * HTTPS, nosniff, frame and referrer rules …), the stricter and shorter API set, with
 * `Cache-Control: no-store`, on `/api/…`.
 */
export default fp(async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const documents = helmetHeaders(options);
  const api = apiHeaders(documents);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_URL.test(request.url) ? api : documents);
    done();
  });
});
