import { issueParams } from '@portal/contracts';
import type { z } from 'zod';
import { isApiError } from './api-error';
import { tMessage } from './i18n';

export type FormErrorTexts = Record<string, string>;

/**
 * Validate form values with a contract schema and answer each field's first
 * message as text, with its parameters (`:max`) filled in. `extra` adds the
 * cross-field checks zod skips while any field is still invalid (password
 * confirmation), so the user sees every problem at once.
 */
export function contractValidator<Values>(
  schema: z.ZodType,
  extra?: (values: Values) => Record<string, string | undefined>,
): (values: Values) => FormErrorTexts {
  return (values) => {
    const errors: FormErrorTexts = {};
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.join('.');
        if (field && !errors[field]) {
          errors[field] = tMessage(issue.message, issueParams(issue as unknown as { code: string }));
        }
      }
    }
    for (const [field, key] of Object.entries(extra?.(values) ?? {})) {
      if (key && !errors[field]) errors[field] = tMessage(key);
    }
    return errors;
  };
}

/** The confirmation must repeat the password; checked as soon as both are typed. */
export function passwordConfirmation(values: { password?: string; password_confirmation?: string }) {
  const { password, password_confirmation: confirmation } = values;
  return {
    password_confirmation:
      password && confirmation && password !== confirmation ? 'validation.password_mismatch' : undefined,
  };
}

/** A 422's messages for the form's own fields (first message each). */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FormErrorTexts {
  if (!isApiError(error) || error.status !== 422) return {};
  const out: FormErrorTexts = {};
  for (const field of fields) {
    const first = error.errors[field]?.[0];
    if (first) out[field] = tMessage(first);
  }
  return out;
}

/**
 * What the form's alert should say: nothing when a 422 only concerns the form's
 * own fields (they show it), otherwise the message, or the unmapped fields' messages.
 */
export function formAlertMessage(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (!isApiError(error)) return tMessage('error.something_went_wrong');
  if (error.status !== 422) return error.message;
  const elsewhere = Object.entries(error.errors).filter(([field]) => !fields.includes(field));
  if (Object.keys(error.errors).length > 0 && elsewhere.length === 0) return null;
  const texts = elsewhere.flatMap(([, messages]) => messages.map((m) => tMessage(m)));
  return texts.length ? texts.join(' ') : error.message;
}
