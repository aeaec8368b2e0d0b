import { isMessageKey, type MessageKey, translate } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/app-error.js';

/** Fastify's own 4xx errors, by code, with the message the client gets. */
const frameworkErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.body_too_large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.malformed_body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.malformed_body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, key: 'error.malformed_body' },
  FST_PARTS_LIMIT: { status: 413, key: 'error.body_too_large' },
  FST_FILES_LIMIT: { status: 413, key: 'error.body_too_large' },
  FST_FIELDS_LIMIT: { status: 413, key: 'error.body_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'error.body_too_large' },
  FST_CSRF_INVALID_TOKEN: { status: 419, key: 'error.csrf' },
  FST_CSRF_MISSING_SECRET: { status: 419, key: 'error.csrf' },
};

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
  const out: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return out;
  const add = (field: string, text: string) => {
    out[field] ??= [];
    out[field].push(text);
  };
  for (const item of error.validation) {
    const params = item.params as { keys?: string[]; maximum?: unknown; minimum?: unknown };
    const base = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // Unknown keys of a strict object: one message per extra field.
    if (item.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys)
        add(base ? `${base}.${key}` : key, translate('validation.unknown_field', language));
      continue;
    }
    const values: Record<string, string | number> = {};
    if (typeof params.maximum === 'number') values.max = params.maximum;
    if (typeof params.minimum === 'number') values.min = params.minimum;
    const key = item.message && isMessageKey(item.message) ? item.message : 'validation.invalid';
    add(base || String(error.validationContext ?? 'body'), translate(key, language, values));
  }
  return out;
}

export interface ErrorReply {
  status: number;
  body: { message: string; errors?: Record<string, string[]> };
  headers?: Record<string, string>;
}

/** Map any thrown error to the API's error shape; 5xx details never leave the server. */
export function toErrorReply(error: FastifyError | AppError, language: string): ErrorReply {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        message: translate(error.messageKey, language, error.params),
        ...(error.fieldErrors ? { errors: translateFieldErrors(error.fieldErrors, language) } : {}),
      },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path means the resource cannot exist.
    if (error.validationContext === 'params') {
      return { status: 404, body: { message: translate('error.not_found', language) } };
    }
    return {
      status: 422,
      body: { message: translate('error.validation', language), errors: zodFieldErrors(error, language) },
    };
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) {
    return {
      status: known.status,
      body: { message: translate(known.key, language, { type: String(error.message.split(': ').pop() ?? '') }) },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: { message: translate(status === 429 ? 'error.throttled' : 'error.invalid_value', language) },
    };
  }
  return { status: 500, body: { message: translate('error.server', language) } };
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = toErrorReply(error, request.language);
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    else request.log.info({ code: (error as FastifyError).code, status }, 'request rejected');
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });
});
