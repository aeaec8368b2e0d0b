import type { ApiErrorCode } from '@portal/contracts';

export type FieldErrors = Record<string, string[]>;

/**
 * Every failure of the API client, remote or local. `status` is 0 when no
 * HTTP answer exists (network failure, request refused locally).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /**
   * The server's stable code (`validation`, `not_found`, `password_change_required`, …: contracts' `ERROR_CODES`);
   * absent for local failures and for a code this build does not know.
   */
  readonly code: ApiErrorCode | undefined;

  constructor(status: number, message: string, errors: FieldErrors = {}, code?: ApiErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** First message per field, the shape form libraries expect. */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
