import { isApiErrorCode, type MessageKey } from '@portal/contracts/basics';
import { ApiError, type FieldErrors, isApiError } from './api-error';
import { trackRequest } from './api-loading';
import { getPreferredLanguage } from './language';
import { messageIn } from './messages';
import { notifyError } from './notify';
import { loadSchemas } from './schemas';
import { href } from './screens';

export const API_BASE = '/api';
export const CSRF_HEADER = 'X-CSRF-Token';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: QueryParams;
  /** Send the body as multipart FormData (uploads). JSON otherwise: it keeps booleans, numbers and nulls typed. */
  form?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Upload progress (bytes sent of the body's total): the request goes through XMLHttpRequest, which reports it. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /**
   * The session check itself: a 401 there only means "signed out", so it must not
   * toast or redirect (the guards decide where an anonymous visitor goes).
   */
  sessionCheck?: boolean;
  /**
   * A secondary read whose refusal the screen copes with (a filter's options from
   * another resource): a 403 does not send the user to /unauthorized.
   */
  quietForbidden?: boolean;
}

export interface ApiClientHooks {
  /** Router navigation, injected by the app so the client never touches window.location. */
  navigate: (to: string) => void;
  toastError: (message: string) => void;
  /** Called on a 401 so the app can forget the cached user before sending them to login. */
  onUnauthenticated: () => void;
  /** The value of Accept-Language. */
  language: () => string;
  /** A 403 saying the password must be changed first (an admin set it): the app leads to that screen. */
  onPasswordChangeRequired: () => void;
}

const defaultHooks: ApiClientHooks = {
  navigate: () => {},
  toastError: notifyError,
  onUnauthenticated: () => {},
  language: getPreferredLanguage,
  onPasswordChangeRequired: () => {},
};

let hooks: ApiClientHooks = { ...defaultHooks };
let csrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;
let mutationInFlight = false;

export function configureApiClient(overrides: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...overrides };
}

/** Back to a fresh client: no hooks, no token, nothing in flight. For tests and hot reload. */
export function resetApiClient(): void {
  hooks = { ...defaultHooks };
  csrfToken = null;
  csrfRequest = null;
  mutationInFlight = false;
}

/** Sign-in and sign-out start a new session; its token is fetched again on the next mutation. */
export function forgetCsrfToken(): void {
  csrfToken = null;
}

function message(key: MessageKey): string {
  return messageIn(hooks.language(), key);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const [rawPath = '', rawSearch = ''] = path.split('?', 2);
  const trimmed = rawPath.replace(/\/+$/, '');
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const fullPath =
    withSlash === API_BASE || withSlash.startsWith(`${API_BASE}/`) ? withSlash : `${API_BASE}${withSlash}`;
  const params = new URLSearchParams(rawSearch);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    // The API's list parameters (include, sort) are comma lists.
    params.set(
      key,
      Array.isArray(value) ? value.filter((v) => v !== undefined && v !== null).join(',') : String(value),
    );
  }
  const search = params.toString();
  return search ? `${fullPath}?${search}` : fullPath;
}

export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (body === null || typeof body !== 'object') return form;
  const append = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) form.append(key, '');
    else if (value instanceof Blob) form.append(key, value);
    else if (value instanceof Date) form.append(key, value.toISOString());
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else append(key, value);
  }
  return form;
}

function isMutating(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

async function fetchCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  // Parallel callers share one token request.
  csrfRequest ??= (async () => {
    const body = await parseResponse(
      await safeFetch(buildUrl('/csrf-token'), {
        method: 'GET',
        headers: { Accept: 'application/json', 'Accept-Language': hooks.language() },
        credentials: 'same-origin',
      }),
    );
    const { csrfTokenResponse } = await loadSchemas();
    const parsed = csrfTokenResponse.safeParse(body);
    if (!parsed.success) throw new ApiError(0, message('error.unexpected'));
    csrfToken = parsed.data.token;
    return csrfToken;
  })().finally(() => {
    csrfRequest = null;
  });
  return csrfRequest;
}

/** `fetch` through XMLHttpRequest for its upload progress events; the answer as a Response for `parseResponse`. */
function xhrFetch(url: string, init: RequestInit, onProgress: (loaded: number, total: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials !== 'omit';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function safeFetch(
  url: string,
  init: RequestInit,
  onUploadProgress?: (loaded: number, total: number) => void,
): Promise<Response> {
  if (onUploadProgress) {
    try {
      return await xhrFetch(url, init, onUploadProgress);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, message('error.unexpected'));
    }
  }
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, message('error.unexpected'));
  }
}

function normaliseErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

async function parseResponse(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const isJsonType = (response.headers.get('content-type') ?? '').includes('json');
  let body: unknown;
  let parsed = false;
  if (isJsonType) {
    try {
      body = await response.json();
      parsed = true;
    } catch {
      parsed = false;
    }
  }
  if (!response.ok) {
    if (!parsed) throw new ApiError(response.status, message('error.non_json_error'));
    const record = (body ?? {}) as { message?: unknown; errors?: unknown; code?: unknown };
    const text =
      typeof record.message === 'string' && record.message ? record.message : message('error.something_went_wrong');
    const code = isApiErrorCode(record.code) ? record.code : undefined;
    throw new ApiError(response.status, text, normaliseErrors(record.errors), code);
  }
  if (!parsed) throw new ApiError(response.status, message('error.non_json_success'));
  return body;
}

async function send(method: string, path: string, body: unknown, options: RequestOptions, retried: boolean) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', hooks.language());
  if (isMutating(method)) headers.set(CSRF_HEADER, await fetchCsrfToken());
  else if (csrfToken) headers.set(CSRF_HEADER, csrfToken);

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (options.form || body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      payload = toFormData(body);
    } else {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
  }

  const response = await safeFetch(
    buildUrl(path, options.query),
    { method, headers, body: payload, credentials: 'same-origin', signal: options.signal },
    options.onUploadProgress,
  );

  if (response.status === 419 && isMutating(method) && !retried) {
    csrfToken = null;
    return send(method, path, body, options, true);
  }
  return parseResponse(response);
}

function loginPathFromHere(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  const home = window.location.pathname === '/' || window.location.pathname.startsWith(href('login'));
  return href('login', {}, { redirect: home ? null : here });
}

function reactToFailure(error: unknown, method: string, options: RequestOptions): void {
  if (!isApiError(error)) return;
  if (error.status === 403 && error.code === 'password_change_required') {
    hooks.onPasswordChangeRequired();
  } else if (error.status === 401 && !options.sessionCheck) {
    hooks.onUnauthenticated();
    hooks.toastError(error.message);
    hooks.navigate(loginPathFromHere());
  } else if (error.status === 403 && !isMutating(method) && !options.quietForbidden) {
    hooks.navigate(href('unauthorized'));
  }
}

export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const upper = method.toUpperCase();
  const mutating = isMutating(upper);
  if (mutating) {
    // One write at a time: a double click must not create two records.
    if (mutationInFlight) throw new ApiError(0, message('error.request_in_progress'));
    mutationInFlight = true;
  }
  const done = trackRequest(mutating ? 'mutations' : 'reads');
  try {
    return (await send(upper, path, body, options, false)) as T;
  } catch (error) {
    reactToFailure(error, upper, options);
    throw error;
  } finally {
    done();
    if (mutating) mutationInFlight = false;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
