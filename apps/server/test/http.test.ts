import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers/app.js';

const ctx = await setupTestApp({ BODY_LIMIT_BYTES: '2048' });
const seen: Array<{ method: string; body: unknown; ip: string }> = [];

// Probe routes registered before the app is ready: they exercise the shared mechanisms.
ctx.app.get('/api/test/boom', async () => {
  throw new Error('database password is hunter2');
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
    expect(res.json()).toEqual({ message: 'The selected resource does not exist.' });
  });

  it('hides unexpected errors behind a 500 with a request id', async () => {
    const res = await ctx.client().get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'A server error occurred. Please try again later.' });
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

  it('sends security headers', async () => {
    const res = await ctx.client().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
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
