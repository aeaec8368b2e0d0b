import { isApiError } from './api-error';
import { getPreferredLanguage } from './language';
import { messageIn } from './messages';
import { notifyError } from './notify';

/** Statuses that screens handle themselves (or the client already handled: 401 toasts and redirects). */
export const SILENT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 422]);

export interface ErrorMeta {
  /** The screen shows this error itself (e.g. the login form); the global toast would repeat it. */
  handlesErrors?: boolean;
}

export function globalErrorMessage(error: unknown): string | null {
  if (isApiError(error)) {
    if (SILENT_STATUSES.has(error.status)) return null;
    if (error.message) return error.message;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  return messageIn(getPreferredLanguage(), 'error.something_went_wrong');
}

export function handleGlobalError(
  error: unknown,
  meta: Record<string, unknown> | undefined,
  toast: (message: string) => void = notifyError,
): void {
  if ((meta as ErrorMeta | undefined)?.handlesErrors) return;
  const text = globalErrorMessage(error);
  if (text) toast(text);
}
