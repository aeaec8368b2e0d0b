import {
  adminSetPasswordBody,
  adminUser,
  dataEnvelope,
  errorBody,
  idParams,
  inviteUserBody,
  listEnvelope,
  USER_FILTERS,
  USER_INCLUDES,
  USER_SORTS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { presentAdminUser } from './presenters.js';
import { findUser, listUsers } from './queries.js';
import { inviteUser, resetTwoFactorByAdmin, setPasswordByAdmin } from './service.js';

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

  app.post(
    '/api/admin/users',
    {
      onRequest: guard,
      schema: {
        tags: ['admin users'],
        summary: 'Create a user by email; the user gets an invitation to choose a password',
        body: inviteUserBody,
        response: { 201: dataEnvelope(adminUser), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const id = await inviteUser(app, signedIn(request), request.body, clientOf(request));
      const row = await findUser(app.db, id);
      if (!row) throw notFound();
      return reply.status(201).send({ data: presentAdminUser(row, ['organization']) });
    },
  );

  app.post(
    '/api/admin/users/:id/change-password',
    {
      onRequest: guard,
      schema: {
        tags: ['admin users'],
        summary: "Set a user's password; the user must choose a new one at the next sign-in",
        params: idParams,
        body: adminSetPasswordBody,
        response: { 200: z.object({ data: z.null() }), 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      await setPasswordByAdmin(app, signedIn(request), request.params.id, request.body.password, clientOf(request));
      return { data: null };
    },
  );

  app.post(
    '/api/admin/users/:id/two-factor/reset',
    {
      onRequest: guard,
      schema: {
        tags: ['admin users'],
        summary: "Reset a user's two-factor authentication",
        params: idParams,
        response: { 200: dataEnvelope(adminUser), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await resetTwoFactorByAdmin(app, signedIn(request), request.params.id, clientOf(request));
      const row = await findUser(app.db, request.params.id);
      if (!row) throw notFound();
      return { data: presentAdminUser(row, []) };
    },
  );
}
