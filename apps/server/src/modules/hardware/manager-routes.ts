import { hardwareItem, hardwareList, listEnvelope, listQuerySchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { todayOf } from '../../lib/calendar-day.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, type RouteApp } from '../../lib/route-kit.js';
import { presentHardware } from './presenters.js';
import { listHardware } from './queries.js';

/**
 * The manager section's hardware read, registered inside its plugin with the scope it read from the
 * session (`{ organizationId }`): the query takes it, nothing is read from the request.
 */
export function managerHardwareRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { organizationId: string }) {
  app.get(
    '/hardware',
    {
      schema: {
        tags: ['manager'],
        operationId: 'listManagerHardware',
        summary: "The own organization's hardware items: product, serial number, status, warranty end",
        querystring: listQuerySchema(hardwareList),
        response: { 200: listEnvelope(hardwareItem), ...errorReplies(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, hardwareList);
      const { rows, total } = await listHardware(app.db, scopeOf(request), query);
      const today = todayOf(app.services);
      return {
        data: rows.map((row) => presentHardware(row, today, { editable: false })),
        meta: listMeta(query, total),
      };
    },
  );
}
