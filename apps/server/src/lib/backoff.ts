/**
 * The wait before retry number `attempt` (0 for the first): `firstMs`, doubling each time, never more than
 * `maxMs`. The one back-off rule of the reconnecting parts (the embedded PostgreSQL's supervisor, the
 * session cache's LISTEN connection).
 */
export const exponentialBackoff =
  ({ firstMs, maxMs }: { firstMs: number; maxMs: number }) =>
  (attempt: number): number =>
    Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt));
