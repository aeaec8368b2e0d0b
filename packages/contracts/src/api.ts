import { z } from 'zod';
import { API_ERROR_CODES } from './errors.js';

/** Envelope shapes of the API contract: `{data}`, `{data, meta}`, `{message, errors}`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const listMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  /** Rows matching the filters, counted up to `LIST_COUNT_CAP`. */
  total: z.number().int(),
  /** True when more rows than `total` match (the count stopped at `LIST_COUNT_CAP`). */
  total_capped: z.boolean(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMeta });

/**
 * A failure: a message in the caller's language, a stable `code` to react to
 * (`validation`, `not_found`, `password_change_required`, …: `ERROR_CODES`),
 * and per-field messages for a 422.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.enum(API_ERROR_CODES),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParams = z.strictObject({ id: z.uuid({ error: 'error.not_found' }) });
