import type { MessageKey } from '@portal/contracts';

/**
 * The one error type services throw. `code` names what went wrong; the error
 * handler turns it into a status and a catalogue message in the caller's language.
 */
export type ErrorCode =
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'csrf'
  | 'validation'
  | 'throttled'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'bad_request';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  csrf: 419,
  validation: 422,
  throttled: 429,
};

/** A field's problem: a catalogue key, or a key with values for its placeholders. */
export type FieldError = MessageKey | { key: MessageKey; params: Record<string, string | number> };
export type FieldErrors = Record<string, FieldError[]>;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: FieldErrors,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.status = statusOf[code];
  }
}

export const notFound = () => new AppError('not_found', 'error.not_found');
export const unauthenticated = () => new AppError('unauthenticated', 'error.unauthenticated');
export const forbidden = (resource: string, level: string) =>
  new AppError('forbidden', 'error.forbidden', { resource, level });
export const validation = (fieldErrors: FieldErrors, messageKey: MessageKey = 'error.validation') =>
  new AppError('validation', messageKey, {}, fieldErrors);
export const throttled = (seconds: number) =>
  new AppError('throttled', 'error.throttled', { seconds }, undefined, { 'retry-after': String(seconds) });

/**
 * PostgreSQL cannot serve now (the portal found it so: a connection it could not open, `/api/health`'s own
 * probe): 503 with Retry-After. The cause is kept for the log.
 */
export class DatabaseUnavailableError extends Error {}
