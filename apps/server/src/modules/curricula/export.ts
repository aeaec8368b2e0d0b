import { PassThrough } from 'node:stream';
import { type AssignmentProgress, type ExportFormat, exportText } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvStream } from '../../lib/csv.js';

/** The progress export's columns: the progress table's (as the team table's export, keys in CSV, words in XLSX). */
const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'module',
  'passes',
  'required',
  'modules_complete',
  'hours_left',
  'completed_on',
  'forecast_finish',
  'due_date',
  'behind',
] as const;
type Column = (typeof COLUMNS)[number];
type Cell = string | number | boolean | null;

function rowsOf(progress: AssignmentProgress): Array<Record<Column, Cell>> {
  return progress.trainees.map((t) => {
    const module = t.next_module === null ? null : progress.modules[t.next_module - 1];
    return {
      first_name: t.first_name,
      last_name: t.last_name,
      email: t.email,
      module: module ? `${module.position}. ${module.exercise} (level ${module.min_level}+)` : null,
      passes: t.passes,
      required: t.required,
      modules_complete: t.modules_complete,
      hours_left: t.hours_left,
      completed_on: t.completed_on,
      forecast_finish: t.forecast_finish,
      due_date: progress.assignment.due_date,
      behind: t.behind,
    };
  });
}

/**
 * Send an assignment's progress as CSV through `lib/csv.ts` (formula-injection quoting) or as an XLSX workbook
 * written by exceljs's streaming writer, the way the team table's export does (modules/analytics/export.ts).
 */
export function sendProgressExport(
  reply: FastifyReply,
  progress: AssignmentProgress,
  options: { format: ExportFormat; language: string; day: string },
) {
  const { format, language, day } = options;
  const rows = rowsOf(progress);
  const name = `curriculum-progress-${day}`;
  if (format === 'csv') {
    async function* records() {
      for (const row of rows) {
        yield Object.fromEntries(COLUMNS.map((c) => [c, row[c] === null ? '' : String(row[c])])) as Record<
          Column,
          string
        >;
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(csvStream(COLUMNS, records()) as unknown as string);
  }
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  const sheet = workbook.addWorksheet('Progress');
  sheet.columns = COLUMNS.map((column) => ({
    header: exportText(`curriculum_progress.${column}`, language),
    key: column,
    width: 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const yes = exportText('team.yes', language);
  const no = exportText('team.no', language);
  void (async () => {
    for (const row of rows) sheet.addRow({ ...row, behind: row.behind ? yes : no }).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => body.destroy(error as Error));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .send(body as unknown as string);
}
