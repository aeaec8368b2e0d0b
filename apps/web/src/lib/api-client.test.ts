import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, mockFetch, textResponse } from '../test/http';
import { api, buildUrl, configureApiClient, forgetCsrfToken, resetApiClient } from './api-client';
import { ApiError } from './api-error';
import { getApiLoading, resetApiLoading } from './api-loading';
import { LANGUAGE_STORAGE_KEY } from './language';

const navigate = vi.fn();
const toastError = vi.fn();
const onUnauthenticated = vi.fn();

beforeEach(() => {
  resetApiClient();
  resetApiLoading();
  navigate.mockReset();
  toastError.mockReset();
  onUnauthenticated.mockReset();
  configureApiClient({ navigate, toastError, onUnauthenticated });
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('request headers', () => {
  it('sends Accept JSON and the stored language as Accept-Language', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const { calls } = mockApi(() => jsonResponse(200, { data: [] }));
    await api.get('/admin/users');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('de');
  });

  it("falls back to the browser's language when none is stored", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-NL');
    const { calls } = mockApi(() => jsonResponse(200, { data: [] }));
    await api.get('/admin/users');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('nl-NL');
  });

  it('fetches the CSRF token lazily, once, and sends it on mutations', async () => {
    const { calls } = mockApi(() => jsonResponse(200, { data: null }), 'abc');
    await api.get('/admin/users');
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/users']);

    await api.post('/auth/logout');
    await api.delete('/admin/users/1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/admin/users',
      'GET /api/csrf-token',
      'POST /api/auth/logout',
      'DELETE /api/admin/users/1',
    ]);
    expect(calls[2]?.headers.get('X-CSRF-Token')).toBe('abc');
    expect(calls[3]?.headers.get('X-CSRF-Token')).toBe('abc');
  });

  it('fetches a new token after it was forgotten (new session)', async () => {
    let issued = 0;
    const { calls } = mockFetch((call) =>
      call.url === '/api/csrf-token' ? jsonResponse(200, { token: `t${++issued}` }) : jsonResponse(200, { data: null }),
    );
    await api.post('/auth/login', {});
    forgetCsrfToken();
    await api.post('/auth/logout');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('X-CSRF-Token'))).toEqual(['t1', 't2']);
  });
});

describe('paths and bodies', () => {
  it('strips trailing slashes and prefixes /api', () => {
    expect(buildUrl('/admin/users/')).toBe('/api/admin/users');
    expect(buildUrl('admin/users//')).toBe('/api/admin/users');
    expect(buildUrl('/api/admin/users/')).toBe('/api/admin/users');
    expect(buildUrl('/admin/users/?page=2')).toBe('/api/admin/users?page=2');
  });

  it('serialises query parameters, comma-joining lists and skipping empty values', () => {
    expect(
      buildUrl('/admin/users', {
        include: ['organization', 'roles'],
        'filter[email]': 'a@b.c',
        page: 2,
        sort: undefined,
      }),
    ).toBe('/api/admin/users?include=organization%2Croles&filter%5Bemail%5D=a%40b.c&page=2');
  });

  it('sends JSON by default, keeping booleans, numbers and nulls typed', async () => {
    const { calls } = mockApi(() => jsonResponse(200, { data: null }));
    await api.post('/admin/users/', { active: true, amount: 3, user_name: null });
    const call = calls.find((c) => c.method === 'POST');
    expect(call?.url).toBe('/api/admin/users');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toBe('{"active":true,"amount":3,"user_name":null}');
  });

  it('sends FormData with form: true and lets the browser set the content type', async () => {
    const { calls } = mockApi(() => jsonResponse(200, { data: null }));
    const image = new Blob(['png'], { type: 'image/png' });
    await api.post('/admin/products', { name: 'Suturing kit', image, tags: ['a', 'b'] }, { form: true });
    const call = calls.find((c) => c.method === 'POST');
    expect(call?.body).toBeInstanceOf(FormData);
    expect(call?.headers.get('Content-Type')).toBeNull();
    const form = call?.body as FormData;
    expect(form.get('name')).toBe('Suturing kit');
    expect(form.get('image')).toBeInstanceOf(Blob);
    expect(form.getAll('tags[]')).toEqual(['a', 'b']);
  });

  it('returns the parsed JSON envelope', async () => {
    mockApi(() => jsonResponse(200, { data: { id: 1 }, meta: { page: 1 } }));
    await expect(api.get('/x')).resolves.toEqual({ data: { id: 1 }, meta: { page: 1 } });
  });
});

describe('failures', () => {
  it('turns an error body into ApiError with status, message and field errors', async () => {
    mockApi(() =>
      jsonResponse(422, {
        message: 'The provided credentials are incorrect.',
        errors: { email: ['The provided credentials are incorrect.'] },
      }),
    );
    const error = await failure(api.post('/auth/login', { email: 'a@b.c', password: 'x' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('The provided credentials are incorrect.');
    expect(error.errors).toEqual({ email: ['The provided credentials are incorrect.'] });
  });

  it('reports a non-JSON error answer', async () => {
    mockApi(() => textResponse(502, '<html>Bad gateway</html>'));
    const error = await failure(api.get('/x'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Http error did not return json response.');
  });

  it('reports a non-JSON success answer', async () => {
    mockApi(() => textResponse(200, '<html>index</html>'));
    const error = await failure(api.get('/x'));
    expect(error.status).toBe(200);
    expect(error.message).toBe('Request successfull but no json was returned');
  });

  it('on 419 fetches a fresh token and retries exactly once', async () => {
    let issued = 0;
    let attempts = 0;
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/csrf-token') return jsonResponse(200, { token: `t${++issued}` });
      attempts += 1;
      return attempts === 1 ? jsonResponse(419, { message: 'expired' }) : jsonResponse(200, { data: 'ok' });
    });
    await expect(api.post('/thing', { a: 1 })).resolves.toEqual({ data: 'ok' });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.headers.get('X-CSRF-Token') ?? ''}`.trim())).toEqual([
      'GET /api/csrf-token',
      'POST /api/thing t1',
      'GET /api/csrf-token',
      'POST /api/thing t2',
    ]);
  });

  it('gives up after the one retry when the token is refused again', async () => {
    const { calls } = mockApi(() => jsonResponse(419, { message: 'Your session has expired.' }));
    const error = await failure(api.post('/thing'));
    expect(error.status).toBe(419);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('on 401 forgets the user, toasts the message and navigates to login with a return path', async () => {
    window.history.replaceState(null, '', '/profile?tab=security');
    mockApi(() => jsonResponse(401, { message: 'You are not signed in. Please sign in to continue.' }));
    await failure(api.get('/admin/users'));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('You are not signed in. Please sign in to continue.');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofile%3Ftab%3Dsecurity');
  });

  it('keeps quiet on a 401 from the session check itself', async () => {
    mockApi(() => jsonResponse(401, { message: 'Unauthenticated' }));
    await failure(api.get('/auth/authorized', { sessionCheck: true }));
    expect(toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('on 403 for a read navigates to /unauthorized, but not for a mutation', async () => {
    mockApi(() => jsonResponse(403, { message: 'Access denied to users. Required permission level: manage user' }));
    await failure(api.get('/admin/users'));
    expect(navigate).toHaveBeenCalledWith('/unauthorized');
    navigate.mockReset();
    await failure(api.post('/admin/users', {}));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('one mutation at a time', () => {
  it('refuses a second concurrent mutation locally, then accepts the next one', async () => {
    let release: (response: Response) => void = () => {};
    const { calls } = mockApi(
      (call) =>
        new Promise<Response>((resolve) => {
          if (call.url === '/api/first') release = resolve;
          else resolve(jsonResponse(200, { data: 'later' }));
        }),
    );
    const first = api.post('/first');
    const second = await failure(api.put('/second'));
    expect(second.status).toBe(0);
    expect(second.message).toBe('Request already in progress.');
    expect(calls.some((c) => c.url === '/api/second')).toBe(false);

    // Reads are not held back by a running mutation.
    const read = api.get('/list');
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/first')).toBe(true));
    release(jsonResponse(200, { data: 'first' }));
    await expect(first).resolves.toEqual({ data: 'first' });
    await expect(read).resolves.toEqual({ data: 'later' });
    await expect(api.put('/second')).resolves.toEqual({ data: 'later' });
  });

  it('frees the slot when the mutation fails', async () => {
    let fail = true;
    mockApi(() => (fail ? jsonResponse(500, { message: 'A server error occurred.' }) : jsonResponse(200, { data: 1 })));
    await failure(api.post('/x'));
    fail = false;
    await expect(api.post('/x')).resolves.toEqual({ data: 1 });
  });
});

describe('loading counters', () => {
  it('counts reads and mutations separately while they run', async () => {
    const pending: Array<() => void> = [];
    mockApi(
      () =>
        new Promise<Response>((resolve) => {
          pending.push(() => resolve(jsonResponse(200, { data: null })));
        }),
    );
    const readA = api.get('/a');
    const readB = api.get('/b');
    const write = api.post('/c');
    expect(getApiLoading()).toEqual({ reads: 2, mutations: 1 });
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    for (const resolve of pending) resolve();
    await Promise.all([readA, readB, write]);
    expect(getApiLoading()).toEqual({ reads: 0, mutations: 0 });
  });

  it('counts a failed request out again', async () => {
    mockApi(() => textResponse(500, 'oops'));
    await failure(api.get('/a'));
    expect(getApiLoading()).toEqual({ reads: 0, mutations: 0 });
  });

  it('does not count a refused concurrent mutation', async () => {
    let release: () => void = () => {};
    const { calls } = mockApi(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse(200, { data: null }));
        }),
    );
    const slow = api.post('/slow');
    await failure(api.post('/refused'));
    expect(getApiLoading()).toEqual({ reads: 0, mutations: 1 });
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/slow')).toBe(true));
    release();
    await slow;
  });
});
