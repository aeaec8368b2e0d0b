import { PRODUCT_NAME } from '@portal/contracts';
import { stringify } from 'csv-stringify/sync';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Executor } from '../../db/client.js';
import { neutralizeFormula } from '../../lib/csv.js';
import { type ExportReader, personalData } from '../users/index.js';

/** A list of records (rows of a table) that also reads well as a spreadsheet. */
function isRecordList(value: unknown): value is Array<Record<string, unknown>> {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))
  );
}

/** JSON for values JSON has no word for: a bigint as its digits. */
const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/** A cell: dates as ISO 8601, nested values as JSON, nothing as empty. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value, jsonValue);
  return String(value);
}

/** Records as CSV (UTF-8 with a byte order mark, a header of every key, formulas neutralised). */
export function recordsCsv(records: Array<Record<string, unknown>>): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return stringify(
    records.map((record) => columns.map((column) => cell(record[column]))),
    { header: true, columns, bom: true, cast: { string: neutralizeFormula } },
  );
}

function readme(subject: { name: string; email: string }, at: Date, files: string[]): string {
  return [
    `# Your data in ${PRODUCT_NAME}`,
    '',
    `Personal data held about ${subject.name} <${subject.email}>, exported on ${at.toISOString()}`,
    '(GDPR articles 15 and 20: access and portability).',
    '',
    'Each `<module>.json` holds what one part of the portal stores about you, in JSON (times in UTC,',
    'ISO 8601). Lists of records are also given as CSV (`<module>/<name>.csv`) for a spreadsheet.',
    'Documents (invoice and certificate PDFs) are in the folder of the module that issued them.',
    '',
    'The parts: users (your account, roles), auth (sign-in sessions, links mailed to you, two-factor),',
    'organizations, licensing (seats, personal billing), invoices, hardware, products, game (devices),',
    'training (sessions and exercise results from the game), analytics (FLS readiness), certificates,',
    'nudges (practice reminders), data-exports (your earlier exports), manager (member imports you ran)',
    'and audit (the audit trail about you).',
    '',
    'Files in this archive:',
    '',
    ...files.map((name) => `- ${name}`),
    '',
    'Questions about your data, or a request to erase it: ask your organization or write to the',
    'address in the privacy policy.',
    '',
  ].join('\n');
}

/** The ZIP of everything the registry's modules hold about `userId`: JSON per module, CSVs, documents, a README. */
export async function buildArchive(
  db: Executor,
  userId: string,
  subject: { name: string; email: string },
  reader: ExportReader,
  at: Date,
): Promise<Uint8Array> {
  const data = await personalData.exportOf(db, userId);
  const entries: Record<string, Uint8Array> = {};
  for (const [module, values] of Object.entries(data)) {
    entries[`${module}.json`] = strToU8(`${JSON.stringify(values, jsonValue, 2)}\n`);
    for (const [name, value] of Object.entries(values)) {
      if (isRecordList(value)) entries[`${module}/${name}.csv`] = strToU8(recordsCsv(value));
    }
  }
  for (const file of await personalData.filesOf(db, userId, reader)) entries[file.name] = new Uint8Array(file.bytes);
  const names = Object.keys(entries).sort();
  const zip: Zippable = { 'README.md': strToU8(readme(subject, at, ['README.md', ...names])) };
  for (const name of names) zip[name] = entries[name] as Uint8Array;
  return zipSync(zip, { level: 6, mtime: at });
}
