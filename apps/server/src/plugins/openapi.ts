import swagger from '@fastify/swagger';
import { PRODUCT_NAME } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTES } from '../lib/public-routes.js';
import { sessionCookieName } from '../lib/session-cookie.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `GET /api/admin/users/:id` → `getApiAdminUsersById`: stable, unique, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

const ERROR_RESPONSE = {
  description: 'The request was refused: `{ message, code, errors? }`',
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

/**
 * The OpenAPI document at `GET /api/docs`, generated from the route schemas: a
 * client team can build on it. Every operation gets an operationId, its
 * security (the session cookie; the anti-forgery header on mutating calls)
 * and at least one documented client error.
 */
export default fp(async function openapi(app: FastifyInstance) {
  const secure = app.config.secureCookies;
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} portal API`,
        version: '1.0.0',
        description:
          'JSON under /api. Success: `{ data }` (lists add `meta`). Failure: `{ message, code, errors? }`. ' +
          'Mutating calls send the token from `GET /api/csrf-token` in `X-CSRF-Token`.',
        license: { name: 'Proprietary', url: `${app.config.appUrl}/terms-of-use` },
      },
      servers: [{ url: app.config.appUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(secure) },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
      const method = String(input.route.method);
      const schema = out.schema;
      schema.operationId ??= operationIdOf(method, input.url);
      const mutating = !SAFE.has(method);
      const isPublic = PUBLIC_ROUTES.has(`${method} ${input.url}`);
      const needs: Record<string, string[]> = {};
      if (!isPublic) needs.session = [];
      if (mutating) needs.csrf = [];
      schema.security ??= Object.keys(needs).length > 0 ? [needs] : [];
      const response = (schema.response ?? {}) as Record<string, unknown>;
      if (!Object.keys(response).some((status) => status.startsWith('4'))) {
        response['4XX'] = ERROR_RESPONSE;
        schema.response = response;
      }
      return out;
    },
  });
});
