/**
 * The constraint a PostgreSQL error of SQLSTATE `code` names, looked up
 * through the causes Drizzle wraps the driver's error in; null for any other
 * error. Services map it to a 422 on the field the constraint guards.
 */
export function constraintViolationOf(error: unknown, code: string): string | null {
  let current = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const link = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (link.code === code) return typeof link.constraint === 'string' ? link.constraint : '';
    current = link.cause;
  }
  return null;
}

/** The unique index or constraint a unique violation (23505) names, else null. */
export const uniqueViolationOf = (error: unknown) => constraintViolationOf(error, '23505');

/** The foreign key a foreign-key violation (23503) names, else null. */
export const foreignKeyViolationOf = (error: unknown) => constraintViolationOf(error, '23503');
