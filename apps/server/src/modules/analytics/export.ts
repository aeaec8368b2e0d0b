import { PassThrough } from 'node:stream';
import { type ExportFormat, exportText, SKILLS, TEAM_EXPORT_MAX_ROWS, type TeamMember } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { todayOf } from '../../lib/calendar-day.js';
import { csvStream } from '../../lib/csv.js';
import type { ServiceContext } from '../../service-context.js';
import { presentTeamMember } from './presenters.js';
import { type TeamListQuery, type TeamScope, teamRows } from './queries.js';
import { teamRules } from './service.js';

/** The export's columns: the team table's (its state, forecast and task with readable labels), one level column per skill. */
const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'roles',
  'hours',
  'fls_progress',
  'ready',
  'state',
  'hours_left',
  'hours_low',
  'hours_high',
  'task',
  'last_trained_at',
  ...SKILLS.map((skill) => `level_${skill}` as const),
] as const;
type Column = (typeof COLUMNS)[number];

function cellsOf(member: TeamMember, language: string): Record<Column, string | number | boolean | null> {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    roles: member.roles.join(', '),
    hours: Math.round((member.training_seconds / 3600) * 10) / 10,
    fls_progress: Math.round(member.fls_progress * 100),
    ready: member.ready,
    state: exportText(`team_state.${member.state}`, language),
    hours_left: member.hours_left,
    hours_low: member.hours_low,
    hours_high: member.hours_high,
    task: member.task ? exportText(`fls_task.${member.task}`, language) : null,
    last_trained_at: member.last_trained_at,
    ...(Object.fromEntries(SKILLS.map((skill) => [`level_${skill}`, member.skill_levels[skill]])) as Record<
      `level_${(typeof SKILLS)[number]}`,
      number | null
    >),
  };
}

/** A column's header in the caller's language (the XLSX is read by people; the CSV keeps the keys). */
function headerOf(column: Column, language: string): string {
  if (column.startsWith('level_')) {
    return exportText('team.level', language, { skill: exportText(`skill.${column.slice(6)}`, language) });
  }
  if (column === 'hours') return exportText('team.hours', language);
  return exportText(`team.${column}`, language);
}

/**
 * Send the filtered, sorted team table (every page, at most `TEAM_EXPORT_MAX_ROWS` rows) as CSV through
 * `lib/csv.ts` (formula-injection quoting) or as an XLSX workbook written by exceljs's streaming writer.
 */
export async function sendTeamExport(
  ctx: ServiceContext,
  reply: FastifyReply,
  options: { scope: TeamScope; query: TeamListQuery; format: ExportFormat; language: string },
) {
  const { scope, query, format, language } = options;
  const rows = await teamRows(ctx.db, scope, query, teamRules(ctx), TEAM_EXPORT_MAX_ROWS);
  const members = rows.map(presentTeamMember);
  const day = todayOf(ctx);
  if (format === 'csv') {
    async function* records() {
      for (const member of members) {
        const cells = cellsOf(member, language);
        yield Object.fromEntries(COLUMNS.map((c) => [c, cells[c] === null ? '' : String(cells[c])])) as Record<
          Column,
          string
        >;
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="team-${day}.csv"`)
      .send(csvStream(COLUMNS, records()) as unknown as string);
  }
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  const sheet = workbook.addWorksheet('Team');
  sheet.columns = COLUMNS.map((column) => ({ header: headerOf(column, language), key: column, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const yes = exportText('team.yes', language);
  const no = exportText('team.no', language);
  void (async () => {
    for (const member of members) {
      const cells = cellsOf(member, language);
      sheet
        .addRow({
          ...cells,
          ready: cells.ready ? yes : no,
          last_trained_at: member.last_trained_at ? new Date(member.last_trained_at) : null,
        })
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => body.destroy(error as Error));
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="team-${day}.xlsx"`)
    .send(body as unknown as string);
}
