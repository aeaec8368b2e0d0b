import { auditEntry, auditLogList, listEnvelope, listQuerySchema } from '@portal/contracts';
import { z } from 'zod';
import { dayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentAuditEntry } from './presenters.js';
import { distinctAuditActions, listAuditLog } from './queries.js';
import { assertExportQuery, auditFiltersOf, exportAuditLog } from './service.js';

const tags = ['admin audit log'];

/** The list's parameters by name (the date range as its two parts); the export takes the filters only. */
function querystring({ paged }: { paged: boolean }) {
  const { sort, page, per_page, ...filters } = listQuerySchema(auditLogList).shape;
  return z.looseObject({ ...(paged ? { sort, page, per_page } : {}), ...filters });
}

/**
 * `/api/admin/audit-log`: who did what, for admins holding 'manage user'
 * (a super-admin holds every permission, so "super-admin or 'manage user'" is
 * this one check).
 */
export default resource(
  '/audit-log',
  requirePermission('admin', 'audit-log', 'manage user'),
  async function auditLogRoutes(app) {
    const ctx = app.services;

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listAuditLog',
          summary: 'The audit log, newest first, filtered by user, actor, action and date range',
          querystring: querystring({ paged: true }),
          response: { 200: listEnvelope(auditEntry), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, auditLogList);
        const filters = auditFiltersOf(query.filter);
        const ascending = query.sort[0]?.direction === 'asc';
        const { rows, total } = await listAuditLog(app.db, filters, { ...query, ascending });
        return { data: rows.map(presentAuditEntry), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/actions',
      {
        schema: {
          tags,
          operationId: 'listAuditActions',
          summary: 'Every action the audit log holds, for the action filter',
          response: { 200: z.object({ data: z.array(z.string()) }), ...errorReplies(401, 403) },
        },
      },
      async () => ({ data: await distinctAuditActions(app.db) }),
    );

    app.get(
      '/export.csv',
      {
        schema: {
          tags,
          operationId: 'exportAuditLog',
          summary: 'The filtered audit log as CSV (newest first, at most 50,000 rows)',
          produces: ['text/csv'],
          querystring: querystring({ paged: false }),
          response: {
            200: z.string().describe('CSV with a header row, UTF-8 with a byte order mark'),
            ...errorReplies(401),
            ...errorReplies(403),
            ...errorReplies(422),
          },
        },
      },
      async (request, reply) => {
        assertExportQuery(request.query);
        const { filter, filterText } = parseListQuery(request.query, auditLogList);
        const filters = auditFiltersOf(filter);
        const stream = await exportAuditLog(ctx, signedIn(request), filters, filterText, clientOf(request));
        const day = dayOf(app.clock.now());
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
            // A stream is piped as it is (never serialized); the schema above only documents the body.
            .send(stream as unknown as string)
        );
      },
    );
  },
);
