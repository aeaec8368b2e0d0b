import {
  adminSetPasswordBody,
  adminUser,
  dataEnvelope,
  errorBody,
  idParams,
  inviteUserBody,
  listEnvelope,
  listQuerySchema,
  showQuerySchema,
  updateUserBody,
  userList,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findUser, listUsers } from '../users/index.js';
import { presentAdminUser } from './presenters.js';
import { deleteUser, inviteUser, resetTwoFactorByAdmin, setPasswordByAdmin, updateUser } from './service.js';

const tags = ['admin users'];
const failures = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Admin users: one guard ('manage user' in the admin section) for every route of the resource. */
export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;
  app.addHook('onRequest', requirePermission('admin', 'users', 'manage user'));

  const present = async (id: string, include: readonly string[]) => {
    const row = await findUser(app.db, id);
    if (!row) throw notFound();
    return { data: presentAdminUser(row, include) };
  };

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'List users',
        querystring: listQuerySchema(userList),
        response: { 200: listEnvelope(adminUser), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, userList);
      const { rows, total } = await listUsers(app.db, { all: true }, query);
      return { data: rows.map((row) => presentAdminUser(row, query.include)), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'One user',
        params: idParams,
        querystring: showQuerySchema(userList.includes),
        response: { 200: dataEnvelope(adminUser), ...failures },
      },
    },
    async (request) => present(request.params.id, parseShowQuery(request.query, userList.includes).include),
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Create a user by email; the user gets an invitation to choose a password',
        body: inviteUserBody,
        response: { 201: dataEnvelope(adminUser), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const id = await inviteUser(ctx, signedIn(request), request.body, clientOf(request));
      return reply.status(201).send(await present(id, ['organization']));
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Update a user (also as POST with `_method=PUT`)',
        description: 'The whole editable user: names, email, user name, role, organization and direct permissions.',
        params: idParams,
        body: updateUserBody,
        response: { 200: dataEnvelope(adminUser), ...failures },
      },
    },
    async (request) => {
      await updateUser(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
      return present(request.params.id, ['organization']);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user (not yourself, not the last super-admin)',
        params: idParams,
        response: { 200: z.object({ data: z.null() }), ...failures },
      },
    },
    async (request) => {
      await deleteUser(ctx, signedIn(request), request.params.id, clientOf(request));
      return { data: null };
    },
  );

  app.post(
    '/api/admin/users/:id/change-password',
    {
      schema: {
        tags,
        summary: "Set a user's password; the user must choose a new one at the next sign-in",
        params: idParams,
        body: adminSetPasswordBody,
        response: { 200: z.object({ data: z.null() }), ...failures },
      },
    },
    async (request) => {
      await setPasswordByAdmin(ctx, signedIn(request), request.params.id, request.body.password, clientOf(request));
      return { data: null };
    },
  );

  app.post(
    '/api/admin/users/:id/two-factor/reset',
    {
      schema: {
        tags,
        summary: "Reset a user's two-factor authentication",
        params: idParams,
        response: { 200: dataEnvelope(adminUser), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await resetTwoFactorByAdmin(ctx, signedIn(request), request.params.id, clientOf(request));
      return present(request.params.id, []);
    },
  );
}
