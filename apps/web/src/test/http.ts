import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function textResponse(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html' } });
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** Replace global fetch; every call is recorded and answered by `handler`. */
export function mockFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A server with a CSRF endpoint in front of `handler`. */
export function mockApi(handler: Handler, token = 'token-1') {
  return mockFetch((call) => {
    if (call.url === '/api/csrf-token') return jsonResponse(200, { token });
    return handler(call);
  });
}
