import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toErrorReply } from '../src/plugins/errors.js';
import { setupTestApp } from './helpers/app.js';
import { createAccessWorld } from './helpers/world.js';

/** The app's log, one JSON line per entry. */
const logLines: string[] = [];
const ctx = await setupTestApp(
  { BODY_LIMIT_BYTES: '2048' },
  { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
);
const world = await createAccessWorld(ctx.db);
const seen: Array<{ method: string; body: unknown; ip: string }> = [];
/** Stands in for a stored password hash that a failing query carried as a parameter. */
const HASH_MARKER = '$argon2id$v=19$m=19456,t=2,p=1$bWFya2Vy$c2VjcmV0LW1hcmtlcg';

// Probe routes registered before the app is ready: they exercise the shared mechanisms.
ctx.app.get('/api/test/boom', async () => {
  throw new Error('database password is hunter2');
});
// A query that fails (division by zero) while carrying a secret as a parameter.
ctx.app.get('/api/test/failing-query', async () => {
  await ctx.app.db.execute(sql`select ${HASH_MARKER}::text as hash, 1 / (select 0) as boom`);
  return { data: null };
});
// A statement cut off by statement_timeout: the real driver error, wrapped by Drizzle.
ctx.app.get('/api/test/slow-query', async () => {
  await ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 20`);
    await tx.execute(sql`select pg_sleep(2)`);
  });
  return { data: null };
});
// PostgreSQL refusing a value and echoing it in its message (class 22).
ctx.app.get('/api/test/echoing-query', async () => {
  await ctx.app.db.execute(sql`select ${HASH_MARKER}::uuid`);
  return { data: null };
});
for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
  ctx.app.route({
    method,
    url: '/api/test/echo',
    handler: async (request) => {
      seen.push({ method: request.method, body: request.body ?? null, ip: request.ip });
      return { data: { method: request.method, body: request.body ?? null } };
    },
  });
}

describe('envelope and errors', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const res = await ctx.client().get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'The selected resource does not exist.', code: 'not_found' });
  });

  it('hides unexpected errors behind a 500 with a request id', async () => {
    const res = await ctx.client().get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'A server error occurred. Please try again later.', code: 'server' });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('speaks the language of Accept-Language, English by default and as fallback', async () => {
    const de = await ctx.client().get('/api/nothing', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.json().message).toBe('Die ausgewählte Ressource existiert nicht.');
    const fr = await ctx.client().get('/api/nothing', { 'accept-language': 'fr-FR' });
    expect(fr.json().message).toBe('The selected resource does not exist.');
    const invalid = await ctx.client().post('/api/auth/login', {}, { 'accept-language': 'de' });
    expect(invalid.json().errors.email).toEqual(['Dieses Feld ist erforderlich']);
  });

  it("sends the API its strict security headers and pages helmet's", async () => {
    for (const url of ['/api/health', '/api/nothing', '/api']) {
      const res = await ctx.client().get(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    const page = await ctx.client().get('/login');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('anti-forgery token', () => {
  it('answers {token} and accepts it on a mutating call', async () => {
    const client = ctx.client();
    const res = await client.get('/api/csrf-token');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    expect(String(res.headers['set-cookie'])).toMatch(/csrf=.*HttpOnly/);
    const ok = await client.post('/api/test/echo', { a: 1 });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 419 when the token is missing or wrong, before anything runs', async () => {
    const client = ctx.client();
    await client.token();
    const before = seen.length;
    const missing = await client.raw({ method: 'POST', url: '/api/test/echo', payload: { a: 1 } });
    expect(missing.statusCode).toBe(419);
    expect(missing.json().message).toBe('Your session has expired. Please reload the page and try again.');
    const wrong = await client.raw({
      method: 'PUT',
      url: '/api/test/echo',
      payload: { a: 1 },
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(419);
    const noCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-csrf-token': await client.token() },
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(noCookie.statusCode).toBe(419);
    expect(seen.length).toBe(before);
  });
});

describe('bodies', () => {
  it('accepts JSON, urlencoded and multipart form data', async () => {
    const client = ctx.client();
    const json = await client.post('/api/test/echo', { name: 'Ann' });
    expect(json.json().data.body).toEqual({ name: 'Ann' });
    const form = await client.post('/api/test/echo', 'name=Ann&city=Delft', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.json().data.body).toEqual({ name: 'Ann', city: 'Delft' });
    const boundary = '----portal';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Ann',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const mp = await client.post('/api/test/echo', multipart, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(mp.statusCode).toBe(200);
    expect(mp.json().data.body).toEqual({ name: 'Ann' });
  });

  it('answers malformed JSON, a wrong content type and a body over the limit with a clear 4xx', async () => {
    const client = ctx.client();
    const malformed = await client.post('/api/test/echo', '{"name": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/could not be read/);
    const xml = await client.post('/api/test/echo', '<a/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/Unsupported content type/);
    const big = await client.post('/api/test/echo', { text: 'x'.repeat(5000) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The request body is too large.');
    const bigLogin = await client.post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(5000) });
    expect(bigLogin.statusCode).toBe(413);
  });

  it('lets POST with _method act as PUT, PATCH or DELETE, from the body or the query', async () => {
    const client = ctx.client();
    const put = await client.post('/api/test/echo', { _method: 'PUT', name: 'Ann' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ method: 'PUT', body: { name: 'Ann' } });
    const patch = await client.post('/api/test/echo?_method=patch', 'name=Bo', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(patch.json().data).toEqual({ method: 'PATCH', body: { name: 'Bo' } });
    const del = await client.post('/api/test/echo', { _method: 'DELETE' });
    expect(del.json().data.method).toBe('DELETE');
    const ignored = await client.post('/api/test/echo', { _method: 'GET', name: 'Cy' });
    expect(ignored.json().data.method).toBe('POST');
    // The override keeps the caller's address.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      remoteAddress: '10.9.8.7',
      headers: { cookie: client.cookieHeader(), 'x-csrf-token': await client.token() },
      payload: { _method: 'PUT' },
    });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', ip: '10.9.8.7' });
  });

  it('still demands the anti-forgery token for an overridden method', async () => {
    const res = await ctx.client().raw({ method: 'POST', url: '/api/test/echo', payload: { _method: 'DELETE' } });
    expect(res.statusCode).toBe(419);
  });

  it('ignores trailing and duplicate slashes', async () => {
    const res = await ctx.client().get('/api/health/');
    expect(res.statusCode).toBe(200);
    expect((await ctx.client().get('/api//health')).statusCode).toBe(200);
  });
});

const CONTROL_MESSAGE = 'This field may not contain control characters.';
const multipartHeaders = (boundary?: string) => ({
  'content-type': boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
});

describe('control characters', () => {
  it('refuses a NUL in a sign-up name with 422 naming the field', async () => {
    const res = await ctx.client().post('/api/auth/register', {
      first_name: 'a\u0000b',
      last_name: 'Nul',
      email: 'nul-signup@example.test',
      password: 'Ridge-Lantern-47!',
      password_confirmation: 'Ridge-Lantern-47!',
      accept_terms: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ first_name: [CONTROL_MESSAGE] });
  });

  it('refuses a NUL in the profile name and in an invitation', async () => {
    const admin = ctx.client();
    await admin.login(world.users.superAdmin.email);
    const profile = await admin.request('PATCH', '/api/profile', {
      first_name: 'Ann',
      last_name: 'a\u0000b',
      language: 'en',
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors).toEqual({ last_name: [CONTROL_MESSAGE] });
    const invite = await admin.post('/api/admin/users', {
      email: 'nul-invite@example.test',
      first_name: 'a\u0000b',
      last_name: 'Nul',
      role: 'admin',
    });
    expect(invite.statusCode).toBe(422);
    expect(invite.json().errors).toEqual({ first_name: [CONTROL_MESSAGE] });
    // Other control characters and a lone surrogate too; the German message comes from the catalogue.
    const de = await admin.request(
      'PATCH',
      '/api/profile',
      { first_name: 'tab\there', last_name: '\ud800', language: 'de' },
      { 'accept-language': 'de' },
    );
    expect(de.json().errors).toEqual({
      first_name: ['Dieses Feld darf keine Steuerzeichen enthalten.'],
      last_name: ['Dieses Feld darf keine Steuerzeichen enthalten.'],
    });
  });

  it('refuses a NUL in a password with 422, never hashing it', async () => {
    const res = await ctx.client().post('/api/auth/login', { email: 'nobody@example.test', password: 'a\u0000b' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [CONTROL_MESSAGE] });
  });

  it('refuses a NUL in a list filter, in any query string and in a path parameter', async () => {
    const admin = ctx.client();
    await admin.login(world.users.superAdmin.email);
    const filter = await admin.get('/api/admin/users?filter[search]=a%00b');
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors).toEqual({ 'filter[search]': [CONTROL_MESSAGE] });
    const name = await admin.get('/api/admin/users?filter[sea%00rch]=x');
    expect(name.statusCode).toBe(422);
    expect(Object.values(name.json().errors)).toEqual([[CONTROL_MESSAGE]]);
    // A route that reads no query string at all still refuses one with a NUL.
    const other = await admin.get('/api/auth/authorized?x=%01');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ x: [CONTROL_MESSAGE] });
    expect((await admin.get('/api/admin/users/a%00b')).statusCode).toBe(404);
    expect((await admin.get('/api/auth/tokens/a%00b')).statusCode).toBe(404);
    // Guards still come first: a stranger learns nothing from a NUL.
    expect((await ctx.client().get('/api/admin/users?filter[search]=a%00b')).statusCode).toBe(401);
  });

  it('answers a query parameter named like an Object.prototype member with 422, not 500', async () => {
    const admin = ctx.client();
    await admin.login(world.users.superAdmin.email);
    const res = await admin.get('/api/admin/users?constructor=1&toString=2');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['constructor', 'toString']);
    const body = await admin.post('/api/admin/users', { constructor: 1, hasOwnProperty: 'x' });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.constructor).toEqual(['This field is not allowed.']);
  });
});

describe('unreadable bodies', () => {
  const boundary = '----portal';
  const cutOff = [`--${boundary}`, 'Content-Disposition: form-data; name="email"', '', 'ann@example.test'].join('\r\n');
  const complete = `${cutOff}\r\n--${boundary}--\r\n`;

  it('answers a multipart body cut off before its closing boundary with 400', async () => {
    const client = ctx.client();
    for (const url of ['/api/test/echo', '/api/auth/login', '/api/auth/register']) {
      const res = await client.post(url, cutOff, multipartHeaders(boundary));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(
        'The request body could not be read. Send valid JSON, form data or multipart data.',
      );
    }
  });

  it('answers multipart without a usable boundary with 400', async () => {
    const client = ctx.client();
    for (const headers of [multipartHeaders(), multipartHeaders('b'.repeat(300))]) {
      const res = await client.post('/api/auth/login', complete, headers);
      expect(res.statusCode, headers['content-type']).toBe(400);
      expect(res.json().message).toMatch(/could not be read/);
    }
    const empty = await client.post('/api/auth/logout', '', multipartHeaders());
    expect(empty.statusCode).toBe(400);
  });

  it('answers prototype-polluting JSON and odd urlencoded bodies with 4xx', async () => {
    const client = ctx.client();
    const proto = await client.post('/api/test/echo', '{"__proto__":{"admin":true}}', {
      'content-type': 'application/json',
    });
    expect(proto.statusCode).toBe(400);
    const ctor = await client.post('/api/test/echo', '{"constructor":{"prototype":{"admin":true}}}', {
      'content-type': 'application/json',
    });
    expect(ctor.statusCode).toBe(400);
    const form = await client.post('/api/auth/login', 'email[a][b]=1&email=2&__proto__[admin]=1&password=%ZZ%', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(422);
    const mpProto = await client.post(
      '/api/auth/login',
      `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
      multipartHeaders(boundary),
    );
    expect(mpProto.statusCode).toBe(400);
  });
});

describe('database errors', () => {
  const pgError = (code: string, message = 'pg says no') =>
    Object.assign(new Error(message), { code, severity: 'ERROR' });

  it('answers database overload with 503 and Retry-After', () => {
    const cases: unknown[] = [
      pgError('57014', 'canceling statement due to statement timeout'),
      new DrizzleQueryError('select 1 for update', [], pgError('55P03', 'could not obtain lock on row')),
      new DrizzleQueryError('select 1', [], new Error('timeout exceeded when trying to connect')),
      new Error('Connection terminated due to connection timeout'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
    ];
    for (const error of cases) {
      const reply = toErrorReply(error as FastifyError, 'de');
      expect(reply.status, String(error)).toBe(503);
      expect(reply.headers?.['retry-after']).toMatch(/^\d+$/);
      expect(reply.body).toEqual({
        message: 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
        code: 'unavailable',
      });
    }
    expect(toErrorReply(pgError('57014') as unknown as FastifyError, 'en').body.message).toBe(
      'The service is busy. Please try again in a moment.',
    );
  });

  it('answers a statement cut off by statement_timeout with 503, Retry-After and the catalogue message', async () => {
    const res = await ctx.client().get('/api/test/slow-query', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ message: 'The service is busy. Please try again in a moment.', code: 'unavailable' });
  });

  it('keeps other database errors a 500, and text the database refuses a 422', () => {
    expect(toErrorReply(pgError('23505') as unknown as FastifyError, 'en').status).toBe(500);
    expect(toErrorReply(new Error('boom') as FastifyError, 'en').status).toBe(500);
    const nul = new DrizzleQueryError('insert', ['a\u0000b'], pgError('22021', 'invalid byte sequence'));
    expect(toErrorReply(nul as unknown as FastifyError, 'en').status).toBe(422);
  });

  it('writes one access line per request, with its id, status and time but no query values', async () => {
    const before = logLines.length;
    const res = await ctx.client().get('/api/health?secret=hunter2');
    const entries = logLines.slice(before).map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: res.headers['x-request-id'],
      method: 'GET',
      url: '/api/health?secret=…',
      statusCode: res.statusCode,
      responseTime: expect.any(Number),
    });
    expect(logLines.slice(before).join('\n')).not.toContain('hunter2');
  });

  it('logs a failed query with its type, SQLSTATE and stack but never its parameters', async () => {
    const before = logLines.length;
    const res = await ctx.client().get('/api/test/failing-query');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('argon2');
    const entries = logLines.slice(before).map((line) => JSON.parse(line));
    const failed = entries.find((entry) => entry.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('Failed query: select $1::text'),
      stack: expect.stringContaining('\n    at '),
      cause: { code: '22012', message: 'division by zero' },
    });
    expect(failed.reqId).toBe(res.headers['x-request-id']);
    expect(logLines.slice(before).join('\n')).not.toContain('$argon2id$');

    const echo = await ctx.client().get('/api/test/echoing-query');
    expect(echo.statusCode).toBe(500);
    expect(logLines.slice(before).join('\n')).not.toContain('$argon2id$');
    expect(logLines.slice(before).join('\n')).toContain('22P02');
  });
});
