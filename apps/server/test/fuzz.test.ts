import SwaggerParser from '@apidevtools/swagger-parser';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../src/db/seed/factories.js';
import { setupTestApp, type TestClient } from './helpers/app.js';
import { createAccessWorld } from './helpers/world.js';

/*
 * Walks every operation of the OpenAPI document (so an endpoint added later is
 * covered without touching this file) with malformed input: missing and
 * mistyped fields, control characters, huge and deeply nested values, unknown
 * fields, wrong or broken content types, bad path and query parameters, odd
 * headers. Each request goes out anonymously and as a signed-in super-admin
 * with a valid anti-forgery token; any 5xx fails the operation's test.
 *
 * Cases come from a seeded PRNG, per operation, so a failure replays: the
 * failure list prints the seed and each request; run again with FUZZ_SEED=<seed>.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260302);
/** Cases per operation and actor; FUZZ_CASES=400 runs a longer pass locally. */
const CASES_PER_ACTOR = Number(process.env.FUZZ_CASES ?? 40);

const ctx = await setupTestApp();
const world = await createAccessWorld(ctx.db);

/** mulberry32: small, fast, good enough to pick cases reproducibly. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof prng>;

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

// The OpenAPI document as served.
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  nullable?: boolean;
}
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: Schema;
}

const docResponse = await ctx.client().get('/api/docs/json');
// Shared schemas inlined where they are referred to (`$ref` into `components`).
const doc = (await SwaggerParser.dereference(docResponse.json())) as {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations: Operation[] = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: content ? (content['application/json']?.schema ?? Object.values(content)[0]?.schema) : undefined,
      };
    }),
);

// A plausible value for a schema, so that one broken field at a time reaches as deep as it can.
const FUZZ_PASSWORD = 'Fuzz-Pa55word!qx';
const patternSamples = ['123456', 'abcde-fghij', 'A'.repeat(43), world.users.trainee.id, 'x'];

function sample(schema: Schema | undefined, name: string, random: Random): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], name, random);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name, random)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = sample(value, key, random);
      return out;
    }
    case 'array':
      return [sample(schema.items, name, random)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      if (/password/.test(name)) return FUZZ_PASSWORD;
      if (/email/.test(name)) return `fuzz-${random.int(1e6)}@example.test`;
      if (schema.format === 'uuid' || /(^|_)id$/.test(name)) return world.users.trainee.id;
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        const match = patternSamples.find((candidate) => re.test(candidate));
        if (match) return match;
      }
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

function nested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value];
  return value;
}

const CONTROL_STRINGS = ['a\u0000b', '\u0000', '\u0001\u001f\u007f', 'a\r\nb\tc', '\ud800', '\udfff\ud800x'];
/** Values that do not fit a field: wrong types, control characters, huge and nested values. */
function brokenValues(random: Random): Array<[string, unknown]> {
  return [
    ['null', null],
    ['number', 12345],
    ['negative float', -1.5e308],
    ['boolean', false],
    ['array', ['x', 1]],
    ['object', { x: 'y' }],
    ['empty string', ''],
    ['NUL', 'a\u0000b'],
    ['control characters', random.pick(CONTROL_STRINGS)],
    ['huge string', 'x'.repeat(100_000)],
    ['deep object', nested(500, 'object')],
    ['deep array', nested(500, 'array')],
    ['unicode', '𝔘ñí©ødé \u202e\u2028 ☃'],
    ['prototype name', '__proto__'],
  ];
}

interface Case {
  label: string;
  /** Replaces path parameters; the rest of the URL comes from the operation. */
  path?: string;
  query?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });
const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';
function multipartOf(fields: Record<string, string>, { close = true } = {}) {
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  return parts.join('') + (close ? `--${BOUNDARY}--\r\n` : '');
}
const stringFields = (body: unknown) =>
  Object.fromEntries(
    Object.entries(body && typeof body === 'object' ? body : {}).map(([k, v]) => [k, typeof v === 'string' ? v : '1']),
  );

/** Every case for one operation: the mandatory ones first, then the rest in a seeded order. */
function casesFor(op: Operation, random: Random): Case[] {
  const mandatory: Case[] = [];
  const optional: Case[] = [];
  // DELETE may carry a body (Fastify parses it); only GET bodies are ignored.
  const hasBody = op.method !== 'GET';
  const base = op.body ? sample(op.body, '', random) : undefined;
  const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};

  if (hasBody) {
    const properties = Object.entries(op.body?.properties ?? {});
    for (const [key, schema] of properties) {
      if (op.body?.required?.includes(key)) {
        const { [key]: _gone, ...rest } = baseObject;
        mandatory.push({ label: `body without ${key}`, ...json(rest) });
      }
      const stringy = schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
      if (stringy) mandatory.push({ label: `NUL in ${key}`, ...json({ ...baseObject, [key]: 'a\u0000b' }) });
      for (const [what, value] of brokenValues(random)) {
        optional.push({ label: `${what} in ${key}`, ...json({ ...baseObject, [key]: value }) });
      }
    }
    const multipart = 'multipart/form-data';
    mandatory.push(
      {
        label: 'multipart cut off',
        payload: multipartOf(stringFields(base), { close: false }),
        headers: { 'content-type': `${multipart}; boundary=${BOUNDARY}` },
      },
      {
        label: 'multipart without boundary',
        payload: multipartOf(stringFields(base)),
        headers: { 'content-type': multipart },
      },
      { label: 'text/plain', payload: 'hello', headers: { 'content-type': 'text/plain' } },
      {
        label: 'urlencoded bracketed keys',
        payload: 'a[b][c]=1&a=2&first_name[]=x&__proto__[x]=1&constructor[prototype][y]=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        label: 'fields named like Object.prototype members',
        payload: '{"constructor":1,"toString":"x","hasOwnProperty":[],"__defineGetter__":{},"valueOf":null}',
        headers: { 'content-type': 'application/json' },
      },
      {
        label: 'urlencoded fields named like Object.prototype members',
        payload: '__proto__=1&constructor=1&toString=x&hasOwnProperty=y',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    optional.push(
      { label: 'extra unknown field', ...json({ ...baseObject, is_admin: true, roles: ['super-admin'] }) },
      { label: 'JSON null', ...json(null) },
      { label: 'JSON array', ...json([baseObject]) },
      { label: 'JSON string', ...json('x') },
      { label: 'JSON number', payload: '1e400', headers: { 'content-type': 'application/json' } },
      { label: 'deep object body', ...json(nested(500, 'object')) },
      { label: 'deep array body', ...json(nested(500, 'array')) },
      {
        label: 'very deep array body',
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        headers: { 'content-type': 'application/json' },
      },
      {
        label: '__proto__ key',
        payload: '{"__proto__":{"is_admin":true},"email":"a@b.co"}',
        headers: { 'content-type': 'application/json' },
      },
      {
        label: 'constructor.prototype key',
        payload: '{"constructor":{"prototype":{"x":1}}}',
        headers: { 'content-type': 'application/json' },
      },
      { label: 'truncated JSON', payload: '{"email": "a@b', headers: { 'content-type': 'application/json' } },
      { label: 'empty JSON body', payload: '', headers: { 'content-type': 'application/json' } },
      {
        label: 'JSON with BOM',
        payload: `\ufeff${JSON.stringify(baseObject)}`,
        headers: { 'content-type': 'application/json' },
      },
      {
        label: 'JSON as UTF-16',
        payload: Buffer.from(JSON.stringify(baseObject), 'utf16le'),
        headers: { 'content-type': 'application/json; charset=utf-16' },
      },
      {
        label: 'duplicate JSON keys',
        payload: '{"email":"a@b.co","email":["x"]}',
        headers: { 'content-type': 'application/json' },
      },
      { label: 'application/xml', payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
      {
        label: 'unknown content type',
        payload: 'x',
        headers: { 'content-type': 'application/x-fuzz; charset=klingon' },
      },
      { label: 'content type garbage', payload: 'x', headers: { 'content-type': ';;;=' } },
      {
        label: 'urlencoded NUL and bad escapes',
        payload: 'email=%00&first_name=%E0%A4%A&%ZZ=%&password=%ff',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        label: 'urlencoded huge',
        payload: `first_name=${'x'.repeat(100_000)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        label: 'urlencoded repeated keys',
        payload: new URLSearchParams([
          ...Object.entries(stringFields(base)),
          ...Object.entries(stringFields(base)),
        ]).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        label: 'urlencoded _method',
        payload: '_method=DELETE&x=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        label: 'multipart empty boundary',
        payload: multipartOf(stringFields(base)),
        headers: { 'content-type': 'multipart/form-data; boundary=' },
      },
      {
        label: 'multipart 300-character boundary',
        payload: 'x',
        headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
      },
      {
        label: 'multipart NUL field',
        payload: multipartOf({ ...stringFields(base), first_name: 'a\u0000b', 'na\u0000me': 'x' }),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      {
        label: 'multipart __proto__ field',
        payload: multipartOf(
          Object.fromEntries([
            ['__proto__', 'x'],
            ['hasOwnProperty', 'y'],
          ]),
        ),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      {
        label: 'multipart file part',
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      {
        label: 'multipart JSON field',
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--${BOUNDARY}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      {
        label: 'multipart too many fields',
        payload: multipartOf(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, 'x']))),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      {
        label: 'multipart garbage',
        payload: `--${BOUNDARY}\r\nno headers here\r\n\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
    );
  } else {
    optional.push(
      { label: 'body on a read', payload: '{"a":', headers: { 'content-type': 'application/json' } },
      {
        label: 'multipart cut off on a read',
        payload: multipartOf({ a: 'b' }, { close: false }),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
    );
  }

  for (const param of op.pathParams) {
    const bad = (value: string) => op.path.replace(`{${param}}`, value);
    mandatory.push({ label: `NUL in path ${param}`, path: bad('a%00b') });
    for (const [what, value] of [
      ['non-UUID', 'not-a-uuid'],
      ['very long', 'a'.repeat(5000)],
      ['just over the parameter limit', 'a'.repeat(201)],
      ['dot segments', '..%2f..%2fetc%2fpasswd'],
      ['bad percent escape', '%E0%A4%A'],
      ['invalid UTF-8', '%ff%fe'],
      ['control characters', '%01%1f%7f'],
      ['encoded slash', 'a%2Fb'],
      ['UUID with NUL', `${world.users.trainee.id.slice(0, -1)}%00`],
      ['upper-case UUID', world.users.trainee.id.toUpperCase()],
      ['nil UUID', '00000000-0000-0000-0000-000000000000'],
      ['emoji', '%F0%9F%98%80'],
      ['space', '%20'],
    ] as const) {
      optional.push({ label: `${what} path ${param}`, path: bad(value) });
    }
  }

  mandatory.push(
    { label: 'NUL in a query value', query: 'filter[search]=a%00b' },
    { label: 'huge per_page', query: 'per_page=100000000000000000000000' },
  );
  for (const [what, query] of [
    ['unknown parameter', 'fuzz=1'],
    ['repeated parameter', 'a=1&a=2&page=1&page=2'],
    ['NUL in a name', '%00=1'],
    ['control characters', 'x=%01%1b%7f'],
    ['bad escapes', '%E0%A4%A=%ff&q=%'],
    ['negative page', 'page=-1&per_page=0'],
    ['non-numeric page', 'page=abc&per_page=1.5'],
    ['exponent page', 'page=1e3'],
    ['empty sort', 'sort=,,,-&include='],
    ['prototype include', 'include=__proto__,constructor&sort=__proto__'],
    ['prototype filter', 'filter[__proto__][x]=1&filter[constructor]=1'],
    ['deep filter', 'filter[search][a][b][c]=1'],
    ['bare filter', 'filter=1&filter[]=2'],
    ['prototype names', '__proto__=1&constructor=1&hasOwnProperty=1&toString=1'],
    ['huge value', `filter[search]=${'a'.repeat(10_000)}`],
    ['many parameters', Array.from({ length: 500 }, (_, i) => `p${i}=1`).join('&')],
    ['method override', '_method=DELETE'],
    ['line separator', 'filter[search]=%E2%80%A8%E2%80%AE'],
    ...op.queryParams.map((name) => [`odd ${name}`, `${encodeURIComponent(name)}=%00&${encodeURIComponent(name)}=x`]),
  ] as const) {
    optional.push({ label: `query: ${what}`, query });
  }

  optional.push(
    { label: 'garbage cookies', headers: { cookie: 'session=%00%ff; csrf=garbage; two_factor=x; __Host-session=' } },
    { label: 'odd Accept-Language', headers: { 'accept-language': `*;q=abc,,,;de;q=-1,${'x'.repeat(5000)}` } },
    { label: 'odd request id', headers: { 'x-request-id': '../../etc/passwd' } },
    { label: 'forged forwarded-for', headers: { 'x-forwarded-for': 'not-an-ip, ::1, 999.1.1.1' } },
  );

  // Seeded shuffle of the optional cases.
  for (let i = optional.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [optional[i], optional[j]] = [optional[j] as Case, optional[i] as Case];
  }
  return [...mandatory, ...optional].slice(0, Math.max(CASES_PER_ACTOR, mandatory.length));
}

/** The request of a case, with the operation's valid path and body where the case leaves them. */
function requestOf(op: Operation, c: Case, random: Random): InjectOptions {
  // Path parameters the case leaves alone get a valid-looking value.
  const path = (c.path ?? op.path).replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'token' ? 'A'.repeat(43) : world.users.trainee.id,
  );
  const hasBody = op.method !== 'GET';
  const defaults: Partial<ReturnType<typeof json>> =
    hasBody && c.payload === undefined && op.body ? json(sample(op.body, '', random)) : {};
  return {
    method: op.method as InjectOptions['method'],
    url: c.query ? `${path}?${c.query}` : path,
    payload: c.payload ?? defaults.payload,
    headers: { ...defaults.headers, ...c.headers },
    // A different address for each request keeps the per-address sign-in throttle out of the way.
    remoteAddress: `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`,
  };
}

function describeRequest(actor: string, request: InjectOptions): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body(${String(request.payload).length}): ${JSON.stringify(String(request.payload).slice(0, 160))}`;
  const url = String(request.url);
  return `[${actor}] ${request.method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} headers ${JSON.stringify(
    request.headers,
  ).slice(0, 200)}${payload}`;
}

let superAdminEmail = world.users.superAdmin.email;
/** A fresh signed-in super-admin; should a case have removed or locked the account, a new one. */
async function signedInSuperAdmin(): Promise<TestClient> {
  const client = ctx.client();
  const signIn = await client.post('/api/auth/login', { email: superAdminEmail, password: DEFAULT_TEST_PASSWORD });
  if (signIn.statusCode !== 200 || signIn.json().data?.must_change_password) {
    const fresh = await createUser(ctx.db, { email: `fuzz-super-${Date.now()}@x.test`, roles: ['super-admin'] });
    superAdminEmail = fresh.email;
    await client.login(superAdminEmail, DEFAULT_TEST_PASSWORD);
  }
  await client.token();
  return client;
}

let admin = await signedInSuperAdmin();

describe('OpenAPI fuzz: no malformed request gets a 5xx', () => {
  it('walks a document that lists the API', () => {
    expect(docResponse.statusCode).toBe(200);
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names).toContain('POST /api/auth/login');
    expect(names).toContain('GET /api/admin/users');
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const seed = (SEED ^ hashOf(`${op.method} ${op.path}`)) >>> 0;
    const random = prng(seed);
    const cases = casesFor(op, random);
    const anonymous = ctx.client();
    await anonymous.token();
    const failures: string[] = [];

    for (const c of cases) {
      for (const actor of ['anonymous', 'super-admin'] as const) {
        const request = requestOf(op, c, random);
        const send = async (client: TestClient) => {
          const token = await client.token();
          return client.raw({ ...request, headers: { 'x-csrf-token': token, ...request.headers } });
        };
        try {
          let res = await send(actor === 'anonymous' ? anonymous : admin);
          // A case may end the super-admin's session (sign-out, ending sessions): sign in again and retry.
          // A device-token route answers a session 401 every time (no retry: each would be a sign-in).
          if (actor === 'super-admin' && res.statusCode === 401 && !op.path.startsWith('/api/game/')) {
            admin = await signedInSuperAdmin();
            res = await send(admin);
          }
          if (res.statusCode >= 500) {
            failures.push(
              `${c.label}: ${describeRequest(actor, request)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        } catch (error) {
          failures.push(`${c.label}: ${describeRequest(actor, request)} → threw ${String(error)}`);
        }
      }
    }
    expect(failures, `FUZZ_SEED=${SEED} (operation seed ${seed})`).toEqual([]);
  });
});
