import {
  type ApiErrorCode,
  errorCodeOf,
  isMessageKey,
  issueParams,
  type MessageKey,
  translate,
} from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, DatabaseUnavailableError, type FieldErrors, notFound, validation } from '../lib/app-error.js';
import { controlCharacterErrors, hasControlCharactersDeep } from '../lib/list-query/index.js';

/** Fastify's own 4xx errors, by code, with the message the client gets. */
const frameworkErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.body_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.malformed_body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.malformed_body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, key: 'error.malformed_body' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, key: 'error.malformed_body' },
  FST_PROTO_VIOLATION: { status: 400, key: 'error.malformed_body' },
  FST_MP_PREMATURE_CLOSE: { status: 400, key: 'error.malformed_body' },
  FST_PARTS_LIMIT: { status: 413, key: 'error.body_too_large' },
  FST_FILES_LIMIT: { status: 413, key: 'error.body_too_large' },
  FST_FIELDS_LIMIT: { status: 413, key: 'error.body_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'error.body_too_large' },
  FST_CSRF_INVALID_TOKEN: { status: 419, key: 'error.csrf' },
  FST_CSRF_MISSING_SECRET: { status: 419, key: 'error.csrf' },
};

/**
 * What the multipart parser (@fastify/busboy, under @fastify/multipart) throws
 * as plain Errors for a body it cannot read: cut off before the closing
 * boundary, a multipart content type without a (usable) boundary. The client
 * sent garbage, so 400 like malformed JSON.
 */
const unreadableMultipart = [
  /^Unexpected end of multipart data$/,
  /^(Part|Field|File) terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Missing Content-Type-header\.$/,
  /^Unsupported Content-Type\.$/,
  /^The needle (cannot be an empty String\/Buffer|cannot have a length bigger than 256)\.$/,
];

/** Errors and the causes they wrap (Drizzle wraps the driver's error in `.cause`), outermost first. */
function errorChain(error: unknown): Array<Record<string, unknown>> {
  const chain: Array<Record<string, unknown>> = [];
  let current = error;
  while (current !== null && typeof current === 'object' && chain.length < 8 && !chain.includes(current as never)) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * PostgreSQL says it cannot serve now: a lock or statement timeout, too many
 * connections, shutting down or starting up, a deadlock or serialization
 * failure (a retry succeeds), and any connection exception (class 08).
 */
const UNAVAILABLE_SQLSTATES = new Set(['55P03', '57014', '53300', '57P01', '57P02', '57P03', '40001', '40P01']);
/**
 * node-postgres: no pooled connection within connectionTimeoutMillis, or a connection that died
 * (mid-query, or before the next query of a transaction that held it).
 */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
];
/** The socket to the database could not be opened or broke. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** Text the database could not take (NUL, invalid encoding): input a rule should have refused, not a server fault. */
const REFUSED_TEXT_SQLSTATES = new Set(['22021', '22P05']);
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

const sqlState = (link: Record<string, unknown>) =>
  typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) ? link.code : undefined;

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((link) => {
    if (link instanceof DatabaseUnavailableError) return true;
    const code = sqlState(link);
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof link.code === 'string' && UNAVAILABLE_SOCKET_CODES.has(link.code)) return true;
    return typeof link.message === 'string' && UNAVAILABLE_MESSAGES.includes(link.message);
  });
}

function isRefusedText(error: unknown): boolean {
  return errorChain(error).some((link) => {
    const code = sqlState(link);
    return code !== undefined && REFUSED_TEXT_SQLSTATES.has(code);
  });
}

function translateFieldErrors(fields: FieldErrors, language: string) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, errors]) => [
      field,
      errors.map((e) => (typeof e === 'string' ? translate(e, language) : translate(e.key, language, e.params))),
    ]),
  );
}

/** Per-field messages from zod issues; the path joined with dots (`items.0.name`). */
function zodFieldErrors(error: FastifyError, language: string): Record<string, string[]> {
  // Field names come from the request (unknown keys): no prototype, so `constructor` is just a name.
  const out: Record<string, string[]> = Object.create(null);
  if (!hasZodFastifySchemaValidationErrors(error)) return out;
  const add = (field: string, text: string) => {
    out[field] ??= [];
    out[field].push(text);
  };
  for (const item of error.validation) {
    const params = item.params as { keys?: string[] };
    const base = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // Unknown keys of a strict object: one message per extra field.
    if (item.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys)
        add(base ? `${base}.${key}` : key, translate('validation.unknown_field', language));
      continue;
    }
    const values = issueParams({ ...item.params, code: item.keyword });
    const key = item.message && isMessageKey(item.message) ? item.message : 'validation.invalid';
    add(base || String(error.validationContext ?? 'body'), translate(key, language, values));
  }
  return out;
}

export interface ErrorReply {
  status: number;
  body: { message: string; code: ApiErrorCode; errors?: Record<string, string[]> };
  headers?: Record<string, string>;
}

function failure(
  status: number,
  key: MessageKey,
  language: string,
  extra: {
    params?: Record<string, string | number>;
    errors?: Record<string, string[]>;
    headers?: Record<string, string>;
  } = {},
): ErrorReply {
  return {
    status,
    body: {
      message: translate(key, language, extra.params),
      code: errorCodeOf(key),
      ...(extra.errors ? { errors: extra.errors } : {}),
    },
    ...(extra.headers ? { headers: extra.headers } : {}),
  };
}

/** Map any thrown error to the API's error shape; 5xx details never leave the server. */
export function toErrorReply(error: FastifyError | AppError, language: string): ErrorReply {
  if (error instanceof AppError) {
    return failure(error.status, error.messageKey, language, {
      params: error.params,
      errors: error.fieldErrors ? translateFieldErrors(error.fieldErrors, language) : undefined,
      headers: error.headers,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path means the resource cannot exist.
    if (error.validationContext === 'params') return failure(404, 'error.not_found', language);
    return failure(422, 'error.validation', language, { errors: zodFieldErrors(error, language) });
  }
  const known = error.code && Object.hasOwn(frameworkErrors, error.code) ? frameworkErrors[error.code] : undefined;
  if (known) {
    return failure(known.status, known.key, language, {
      params: { type: String(error.message.split(': ').pop() ?? '') },
    });
  }
  if (typeof error.message === 'string' && unreadableMultipart.some((re) => re.test(error.message))) {
    return failure(400, 'error.malformed_body', language);
  }
  if (isDatabaseUnavailable(error)) {
    return failure(503, 'error.unavailable', language, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
  }
  if (isRefusedText(error)) return failure(422, 'error.validation', language);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return failure(status, status === 429 ? 'error.throttled' : 'error.invalid_value', language);
  }
  return failure(500, 'error.server', language);
}

/** Keys of an error (or its causes) that carry the values of a failed query, never logged. */
const SECRET_ERROR_KEYS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

/**
 * Drizzle's message is `Failed query: <sql>\nparams: <values>`: keep the SQL,
 * drop the values. PostgreSQL's data exceptions (class 22) end with the value
 * they choked on (`invalid input syntax for type uuid: "…"`): drop it too.
 */
function withoutValues(error: Error): string {
  const text = error.message;
  const at = text.indexOf('\nparams:');
  if (at >= 0) return `${text.slice(0, at)}\nparams: [not logged]`;
  const code = (error as { code?: unknown }).code;
  const colon = text.indexOf(': ');
  if (typeof code === 'string' && code.startsWith('22') && colon >= 0) return `${text.slice(0, colon)}: [not logged]`;
  return text;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The logger's `err` serializer: type, message, SQLSTATE and the other
 * enumerable fields, stack and causes, but never a failed query's parameters
 * (a new user's password hash, a token) nor PostgreSQL's `detail`, which
 * repeats offending values. Anything not an Error passes through unchanged.
 */
export function serializeError(error: Error): SerializedError {
  return serializeLink(error, 0) as SerializedError;
}

function serializeLink(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const message = withoutValues(error);
  if (depth > 5) return { type: error.name, message };
  const stack = error.stack ?? '';
  const out: SerializedError = {
    type: error.constructor?.name || error.name,
    message,
    stack: message === error.message ? stack : stack.split(error.message).join(message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in out || SECRET_ERROR_KEYS.has(key)) continue;
    out[key] = serializeLink(value, depth + 1);
  }
  if (error.cause !== undefined) out.cause = serializeLink(error.cause, depth + 1);
  return out;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = toErrorReply(error, request.language);
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    else if (!(error instanceof AppError) && isRefusedText(error)) {
      // A text rule is missing somewhere: worth a look, though the client only sent bad input.
      request.log.warn({ err: error }, 'the database refused a text value');
    } else request.log.info({ code: (error as FastifyError).code, status }, 'request rejected');
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });

  // Control characters in the query string or the path of an API call are
  // refused before anything runs, so no route (nor one added later) passes a
  // NUL on to PostgreSQL. Route guards run first: a stranger still gets 401.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.routeOptions.url?.startsWith('/api')) return done();
    if (hasControlCharactersDeep(request.params)) return done(notFound());
    const queryErrors = controlCharacterErrors(request.query);
    done(Object.keys(queryErrors).length > 0 ? validation(queryErrors) : undefined);
  });
});
