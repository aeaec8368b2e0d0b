import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or
 * carriage return before one) is prefixed with a quote, so it shows as text
 * (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Records as a CSV stream (a header row, UTF-8 with a byte order mark for spreadsheets, every string
 * cell through `neutralizeFormula`), read from `records` only as fast as the client consumes it.
 */
export function csvStream<C extends string>(
  columns: readonly C[],
  records: AsyncIterable<Record<C, string>>,
): Readable {
  const csv = stringify({ header: true, columns: [...columns], bom: true, cast: { string: neutralizeFormula } });
  const source = Readable.from(records);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
