import {
  adminUser,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  USER_FILTERS,
  USER_INCLUDES,
  USER_SORTS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query.js';
import { requirePermission } from '../../plugins/guards.js';
import { presentAdminUser } from './presenters.js';
import { findUser, listUsers } from './queries.js';

const listSpec = {
  includes: USER_INCLUDES,
  sorts: USER_SORTS,
  filters: USER_FILTERS,
  defaultSort: 'last_name',
} as const;

const listQueryDoc = z
  .record(z.string(), z.unknown())
  .describe(
    `include (${USER_INCLUDES.join(', ')}), sort (${USER_SORTS.join(', ')}; leading - descends), ` +
      `filter[${USER_FILTERS.join('|')}], page, per_page (1-100)`,
  );

export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requirePermission('admin', 'users', 'manage user');

  app.get(
    '/api/admin/users',
    {
      onRequest: guard,
      schema: {
        tags: ['admin users'],
        summary: 'List users',
        querystring: listQueryDoc,
        response: { 200: listEnvelope(adminUser), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, listSpec);
      const { rows, total } = await listUsers(app.db, query);
      return { data: rows.map((row) => presentAdminUser(row, query.include)), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['admin users'],
        summary: 'One user',
        params: idParams,
        querystring: listQueryDoc,
        response: { 200: dataEnvelope(adminUser), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { include } = parseShowQuery(request.query, USER_INCLUDES);
      const row = await findUser(app.db, request.params.id);
      if (!row) throw notFound();
      return { data: presentAdminUser(row, include) };
    },
  );
}
