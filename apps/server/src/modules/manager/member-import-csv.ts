import {
  issueParams,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_FIELD,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImportColumn,
  type MemberImportRow,
  type MessageKey,
  managerInviteBody,
  translate,
} from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import type { Executor } from '../../db/client.js';
import { AppError, validation } from '../../lib/app-error.js';
import { takenEmails } from '../users/index.js';

/** Reading and checking a member import's CSV file (docs/decisions/0014-member-import-from-csv.md). */

export interface RowProblem {
  field: MemberImportColumn;
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface CheckedRow {
  row: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  errors: RowProblem[];
}

/** Header spellings people use, by their letters only (`First name`, `first_name`, `E-Mail`, `Vorname`). */
const HEADER_ALIASES: Record<string, MemberImportColumn> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  emailadresse: 'email',
  firstname: 'first_name',
  givenname: 'first_name',
  forename: 'first_name',
  vorname: 'first_name',
  lastname: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  nachname: 'last_name',
  role: 'role',
  rolle: 'role',
};
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

const fileError = (key: MessageKey, params: Record<string, string | number> = {}) =>
  validation({ [MEMBER_IMPORT_FIELD]: [{ key, params }] });
const notCsv = () => fileError('validation.import_not_csv');

/** 413 with the file's limit on `file`: the route's body limit and the multipart reader both answer it. */
export const importTooLarge = () => {
  const params = { max: `${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB` };
  return new AppError(
    'too_large',
    'error.body_too_large',
    {},
    {
      [MEMBER_IMPORT_FIELD]: [{ key: 'validation.import_too_large', params }],
    },
  );
};

/** The comma or, as spreadsheets in German write it, the semicolon: whichever the header line has more of. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The file's rows as text, in the columns' order. Refuses, on `file`: an empty file or one with
 * only a header, bytes that are not UTF-8 text or not CSV, a header without one of the columns,
 * more than `MEMBER_IMPORT_MAX_ROWS` rows. A blank role is a trainee.
 */
export function readMemberCsv(bytes: Buffer | undefined): Omit<CheckedRow, 'errors'>[] {
  if (bytes === undefined) throw fileError('validation.import_file_required');
  if (bytes.length >= MEMBER_IMPORT_MAX_BYTES) throw importTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw notCsv();
  }
  if (text.trim() === '') throw fileError('validation.import_empty');
  // Text files have no NUL and hardly any other control characters; a binary file that happens to be UTF-8 has them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw notCsv();
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch {
    throw notCsv();
  }
  const [header, ...body] = records;
  if (!header) throw fileError('validation.import_empty');
  const index = new Map<MemberImportColumn, number>();
  header.record.forEach((name, position) => {
    const column = HEADER_ALIASES[headerKey(name)];
    if (column && !index.has(column)) index.set(column, position);
  });
  const missing = MEMBER_IMPORT_COLUMNS.filter((column) => !index.has(column));
  if (missing.length > 0) throw fileError('validation.import_missing_columns', { columns: missing.join(', ') });
  if (body.length === 0) throw fileError('validation.import_empty');
  if (body.length > MEMBER_IMPORT_MAX_ROWS) {
    throw fileError('validation.import_too_many_rows', { max: MEMBER_IMPORT_MAX_ROWS.toLocaleString('en') });
  }
  const cell = (record: string[], column: MemberImportColumn) => record[index.get(column) as number] ?? '';
  return body.map(({ record, info }) => ({
    row: info.lines,
    email: cell(record, 'email'),
    first_name: cell(record, 'first_name'),
    last_name: cell(record, 'last_name'),
    role: cell(record, 'role').toLowerCase() || 'trainee',
  }));
}

/**
 * Each row's problems: the single invitation's rules (the contract), an address that is in an
 * earlier row (any letter case) or already has an account. Reads only.
 */
export async function checkRows(db: Executor, rows: Omit<CheckedRow, 'errors'>[]): Promise<CheckedRow[]> {
  const parsed = rows.map((row) => {
    const result = managerInviteBody.safeParse({
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      role: row.role,
    });
    const errors: RowProblem[] = [];
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as MemberImportColumn;
      if (errors.some((e) => e.field === field)) continue;
      const key = field === 'role' ? 'validation.import_role' : (issue.message as MessageKey);
      errors.push({ field, key, params: issueParams(issue as never) });
    }
    // A valid row goes on as the contract gives it (trimmed names, the address in lower case).
    return { ...row, ...(result.success ? result.data : {}), errors, valid: result.success };
  });
  const taken = await takenEmails(
    db,
    parsed.filter((row) => row.valid).map((row) => row.email),
  );
  const firstRow = new Map<string, number>();
  return parsed.map(({ valid, ...row }) => {
    if (!valid && row.errors.some((e) => e.field === 'email')) return row;
    const key = row.email.toLowerCase();
    const earlier = firstRow.get(key);
    if (earlier !== undefined) {
      row.errors.push({ field: 'email', key: 'validation.import_duplicate', params: { row: earlier } });
    } else {
      firstRow.set(key, row.row);
      if (taken.has(key)) row.errors.push({ field: 'email', key: 'validation.email_taken' });
    }
    return row;
  });
}

/** A row's problems in the caller's language. */
export const presentErrors = (errors: RowProblem[], language: string) =>
  errors.map((e) => ({ field: e.field, message: translate(e.key, language, e.params ?? {}) }));

/** A checked row as the API shows it: its problems in the caller's language. */
export function presentImportRow(row: CheckedRow, language: string): MemberImportRow {
  return { ...row, errors: presentErrors(row.errors, language) };
}

/** `POST /api/manager/members/import/preview`: every row with its problems; nothing is written. */
export async function previewMemberImport(db: Executor, file: Buffer | undefined): Promise<CheckedRow[]> {
  return checkRows(db, readMemberCsv(file));
}

/** The job that works a large import, chunk by chunk. */
