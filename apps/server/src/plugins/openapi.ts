import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import * as contracts from '@portal/contracts';
import { errorBody, PRODUCT_NAME } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf, PUBLIC, readsCookies } from '../lib/route-access.js';
import { sessionCookieName } from '../lib/session-cookie.js';
import {
  isObject,
  type Json,
  shareQueryParameters,
  shareSuccessResponses,
  shareUuidPathParameters,
} from './openapi-components.js';
import { API_DOCS_PAGE_POLICY } from './security-headers.js';

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
    // Any other shape (a $ref, allOf): the schema as it was, or null. zod wraps a named schema
    // made nullable as `{ allOf: [{ $ref }], nullable: true }`; the branch is then the `$ref` itself.
    const { description, title, ...rest } = schema;
    for (const key of Object.keys(rest)) delete schema[key];
    const single = Object.keys(rest).length === 1 && Array.isArray(rest.allOf) && rest.allOf.length === 1;
    schema.anyOf = [single ? (rest.allOf as unknown[])[0] : rest, { ...NULL_BRANCH }];
    if (title !== undefined) schema.title = title;
    if (description !== undefined) schema.description = description;
  }
}

/** A map that answers from `fallback` what it does not hold itself. */
class WeakMapWithFallback<K extends object, V> extends WeakMap<K, V> {
  constructor(private readonly fallback: WeakMap<K, V>) {
    super();
  }
  override get(key: K) {
    return super.get(key) ?? this.fallback.get(key);
  }
  override has(key: K) {
    return super.has(key) || this.fallback.has(key);
  }
}

/** `billingAddress` → `BillingAddress`: the contract's export name as a component name. */
const componentName = (exportName: string) => exportName.charAt(0).toUpperCase() + exportName.slice(1);

/**
 * The contract's schemas by name: each zod schema `@portal/contracts` exports (`userSummary`, `listMeta`,
 * `errorBody` …) under its export name in PascalCase. A route schema that uses one, at any depth, refers
 * to `#/components/schemas/<Name>` (`<Name>Input` where it is read as a request body) instead of spelling
 * it out again. Descriptions and other metadata come from zod's global registry, as for unnamed schemas.
 * A registry of its own, not the global one: the response serializer (lib/response-serializer.ts)
 * converts the same schemas and must keep them inline.
 */
export function contractSchemaRegistry(exports: Record<string, unknown> = contracts) {
  const registry = z.registry<{ id: string }>();
  // zod reads metadata from `_map` (the same fallback fastify-type-provider-zod uses for its own copies).
  (registry as unknown as { _map: WeakMap<object, unknown> })._map = new WeakMapWithFallback(
    (z.globalRegistry as unknown as { _map: WeakMap<object, unknown> })._map,
  );
  for (const [name, value] of Object.entries(exports)) {
    // A schema exported under two names keeps the first.
    if (value instanceof z.ZodType && !registry._idmap.has(componentName(name)) && !registry.has(value)) {
      registry.add(value, { ...z.globalRegistry.get(value), id: componentName(name) });
    }
  }
  return registry;
}

/** The name of the error body's schema under `components/schemas`. */
const ERROR_SCHEMA = componentName('errorBody');
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA}`;

/** One shared response per refusal, under `components/responses`, each the error body. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: 'The request is malformed.' },
  '401': { name: 'Unauthorized', description: 'Not signed in (no session, or an expired one; no device token).' },
  '403': { name: 'Forbidden', description: 'Signed in, but not allowed (role, section, permission or token).' },
  '404': { name: 'NotFound', description: 'No such resource, or not one the caller may see.' },
  '409': { name: 'Conflict', description: "The resource's state does not allow this (a duplicate, a seat in use …)." },
  '410': { name: 'Gone', description: 'The link or code has expired or was used.' },
  '413': { name: 'PayloadTooLarge', description: 'The upload is over the size limit.' },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not of a type this operation reads.' },
  '422': { name: 'UnprocessableEntity', description: 'Invalid input: `errors` names each field and its messages.' },
  '429': { name: 'TooManyRequests', description: 'Too many attempts; try again later (see `Retry-After`).' },
  '4XX': { name: 'ClientError', description: 'The request was refused.' },
};

const errorResponse = (description: string) => ({
  description: `${description} Body: \`{ message, code, errors? }\`.`,
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

/** A response whose every content type carries only the error body (the error handler always answers JSON). */
function isErrorResponse(response: unknown): boolean {
  if (!isObject(response) || !isObject(response.content)) return false;
  const bodies = Object.values(response.content);
  return (
    bodies.length > 0 &&
    bodies.every((body) => isObject(body) && isObject(body.schema) && body.schema.$ref === ERROR_REF)
  );
}

/** Every `$ref` under `value`. */
function collectRefs(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (!isObject(value) || depth > 128) return into;
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into, depth + 1);
  else
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else collectRefs(child, into, depth + 1);
    }
  return into;
}

/**
 * A uuid's regular expression beside its `format: uuid` (zod writes both): the format says it, and
 * the pattern would be 190 characters in each of ~200 places. Changes `value` in place.
 */
function dropUuidPatterns(value: unknown, depth = 0): void {
  if (!isObject(value) || depth > 128) return;
  if (value.format === 'uuid' && typeof value.pattern === 'string') delete value.pattern;
  for (const child of Object.values(value)) dropUuidPatterns(child, depth + 1);
}

/**
 * The document as served, from what @fastify/swagger and the zod transform built: each refusal
 * refers to its shared response, the components nothing refers to are left out (the registry names
 * every contract schema, in its input and output form), every `nullable` gets its type, and a uuid
 * is said by its format alone.
 */
export function finishDocument(document: Json): Json {
  const components = (document.components ?? {}) as Json & { schemas?: Json; responses?: Json };
  const responses: Json = { ...components.responses };
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const shared = ERROR_RESPONSES[status];
        if (!shared || !isErrorResponse(response)) continue;
        responses[shared.name] ??= errorResponse(shared.description);
        operation.responses[status] = { $ref: `#/components/responses/${shared.name}` };
      }
    }
  }
  const schemas = { ...components.schemas };
  // What the paths and the shared responses refer to, and what those refer to in turn.
  const used = new Set<string>();
  let next = collectRefs([document.paths, responses], new Set());
  while (next.size > 0) {
    const found = new Set<string>();
    for (const ref of next) {
      if (used.has(ref)) continue;
      used.add(ref);
      collectRefs(schemas[ref.replace('#/components/schemas/', '')], found);
    }
    next = found;
  }
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(`#/components/schemas/${name}`))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const out = { ...document, components: { ...components, schemas: kept, responses } };
  typeEveryNullable(out);
  dropUuidPatterns(out);
  const paths = (out as Json).paths;
  const shared = shareSuccessResponses(paths, out.components.responses);
  const parameters = shareQueryParameters(paths, shareUuidPathParameters(paths));
  return { ...out, components: { ...out.components, responses: shared, parameters } };
}

/**
 * The OpenAPI document at `GET /api/docs/json` (a viewer at `GET /api/docs`), generated from the
 * route schemas: a client team can build on it. Every route names its operationId (the OpenAPI test
 * fails on a missing or repeated one); every operation gets its security (the session cookie; the
 * anti-forgery header on mutating calls) and at least one documented client error. The contract's
 * schemas and the refusals are shared under `components` (`$ref`).
 */
const require = createRequire(import.meta.url);
/** Redoc's standalone bundle (React and all: 1.1 MB, 330 KB gzipped), read on its first request. */
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
const REDOC_VERSION: string = require('redoc/package.json').version;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The documentation's page: Redoc reading the document at `/api/docs/json`. */
export function apiDocsPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<noscript>The API reference needs JavaScript. The OpenAPI document itself: <a href="/api/docs/json">/api/docs/json</a>.</noscript>
<redoc spec-url="/api/docs/json" hide-hostname="true"></redoc>
<script src="/api/docs/redoc.js?v=${REDOC_VERSION}"></script>
</body>
</html>
`;
}

/**
 * The documentation's three routes, public and out of the document: the page (`/api/docs`, a viewer a
 * person reads, with its own policy), the OpenAPI document (`/api/docs/json`, the @fastify/swagger
 * convention, what a generator reads) and the viewer's script, cached for a year (the page names its version).
 */
async function apiDocsRoutes(app: FastifyInstance) {
  const page = apiDocsPage(`${PRODUCT_NAME} portal API`);
  let bundle: Promise<Buffer> | undefined;
  app.get('/api/docs', { config: PUBLIC, schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-security-policy', API_DOCS_PAGE_POLICY).type('text/html; charset=utf-8').send(page),
  );
  app.get('/api/docs/json', { config: PUBLIC, schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs/redoc.js', { config: PUBLIC, schema: { hide: true } }, async (_request, reply) => {
    bundle ??= readFile(REDOC_BUNDLE);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(await bundle);
  });
}

export default fp(async function openapi(app: FastifyInstance) {
  const secure = app.config.secureCookies;
  const schemaRegistry = contractSchemaRegistry();
  // Bodies and responses refer to the named schemas; parameters stay inline (@fastify/swagger
  // turns a querystring's properties into one parameter each, which a `$ref` would hide).
  const named = createJsonSchemaTransform({ schemaRegistry, skipList: [] });
  const inline = createJsonSchemaTransform({ skipList: [] });
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
      if (!input.schema || input.schema.hide) return named(input);
      // Every operation documents a refusal: the shared one where the route names none.
      const response = (input.schema?.response ?? {}) as Record<string, unknown>;
      const refusals = Object.keys(response).some((status) => status.startsWith('4')) ? {} : { '4XX': errorBody };
      const routeSchema = { ...input.schema, response: { ...response, ...refusals } };
      const out = named({ ...input, schema: routeSchema }) as { schema: Record<string, unknown>; url: string };
      const schema = out.schema;
      const parameters = (inline(input) as unknown as { schema: Record<string, unknown> }).schema;
      for (const part of ['querystring', 'params', 'headers']) {
        if (parameters[part] !== undefined) schema[part] = parameters[part];
      }
      // The security the route's access says (lib/route-access.ts).
      const mutating = !SAFE.has(String(input.route.method));
      const access = accessOf(input.route.config);
      const needs: Record<string, string[]> = {};
      if (access === 'bearer') needs.deviceToken = [];
      else if (access === 'session') needs.session = [];
      if (mutating && readsCookies(input.route.config)) needs.csrf = [];
      if (access === 'bearer-or-session') schema.security ??= [{ deviceToken: [] }, { session: [] }];
      schema.security ??= Object.keys(needs).length > 0 ? [needs] : [];
      return out;
    },
    transformObject: (input) => finishDocument(createJsonSchemaTransformObject({ schemaRegistry })(input) as Json),
  });
  await apiDocsRoutes(app);
});
