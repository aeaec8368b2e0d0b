import swagger from '@fastify/swagger';
import { API_ERROR_CODES, PRODUCT_NAME } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BEARER_PREFIX, BEARER_ROUTES, DEVICE_OR_SESSION_ROUTES, PUBLIC_ROUTES } from '../lib/public-routes.js';
import { sessionCookieName } from '../lib/session-cookie.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What zod writes for `z.null()` in OpenAPI 3.0, which has no null type. */
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };

/**
 * Every `nullable` in the document beside a `type`. zod writes a nullable union
 * (`optionalText().nullable()`: a text or '' or null) as `{ anyOf: [...], nullable: true }`;
 * OpenAPI 3.0.3 gives `nullable` a meaning only beside `type` (it adds null to that type), so
 * such a schema would refuse null, and Redocly's `nullable-type-sibling` rule says so. The null
 * becomes a branch of its own instead: `{ anyOf: [..., { type: 'string', nullable: true, enum: [null] }] }`.
 * Changes `value` in place.
 */
export function typeEveryNullable(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 64) return;
  if (Array.isArray(value)) {
    for (const item of value) typeEveryNullable(item, depth + 1);
    return;
  }
  const schema = value as Record<string, unknown>;
  for (const child of Object.values(schema)) typeEveryNullable(child, depth + 1);
  if (schema.nullable !== true || 'type' in schema) return;
  delete schema.nullable;
  if (Array.isArray(schema.anyOf)) schema.anyOf.push({ ...NULL_BRANCH });
  else {
    // Any other shape (a $ref, allOf): the schema as it was, or null.
    const { description, title, ...rest } = schema;
    for (const key of Object.keys(rest)) delete schema[key];
    schema.anyOf = [rest, { ...NULL_BRANCH }];
    if (title !== undefined) schema.title = title;
    if (description !== undefined) schema.description = description;
  }
}

const ERROR_RESPONSE = {
  description: 'The request was refused: `{ message, code, errors? }`',
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string', enum: API_ERROR_CODES },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

/**
 * The OpenAPI document at `GET /api/docs`, generated from the route schemas: a
 * client team can build on it. Every route names its operationId (the
 * OpenAPI test fails on a missing or repeated one); every operation gets its
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
      // Relative: the API is where the document is served from, whatever the host (and no example.com in tests).
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(secure) },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          deviceToken: { type: 'http', scheme: 'bearer', description: 'A device token from the device sign-in' },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
      const method = String(input.route.method);
      const schema = out.schema;
      const mutating = !SAFE.has(method);
      const key = `${method} ${input.url}`;
      const isPublic = PUBLIC_ROUTES.has(key);
      const needs: Record<string, string[]> = {};
      if (BEARER_ROUTES.has(key)) needs.deviceToken = [];
      else if (!isPublic) needs.session = [];
      if (mutating && !input.url.startsWith(BEARER_PREFIX)) needs.csrf = [];
      if (DEVICE_OR_SESSION_ROUTES.has(key)) schema.security ??= [{ deviceToken: [] }, { session: [] }];
      schema.security ??= Object.keys(needs).length > 0 ? [needs] : [];
      const response = (schema.response ?? {}) as Record<string, unknown>;
      if (!Object.keys(response).some((status) => status.startsWith('4'))) {
        response['4XX'] = ERROR_RESPONSE;
        schema.response = response;
      }
      typeEveryNullable(schema);
      return out;
    },
  });
});
