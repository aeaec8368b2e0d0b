import {
  adminSetPasswordBody,
  adminUser,
  dataEnvelope,
  idParams,
  inviteUserBody,
  listEnvelope,
  listQuerySchema,
  showQuerySchema,
  updateUserBody,
  userList,
} from '@portal/contracts';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findUser, listUsers } from '../users/index.js';
import { presentAdminUser } from './presenters.js';
import { deleteUser, inviteUser, resetTwoFactorByAdmin, setPasswordByAdmin, updateUser } from './service.js';

const tags = ['admin users'];

/** Admin users: one guard ('manage user' in the admin section) for every route of the resource. */
export default resource(
  '/users',
  requirePermission('admin', 'users', 'manage user'),
  async function adminUserRoutes(app) {
    const ctx = app.services;

    const present = async (id: string, include: readonly string[]) => {
      const row = await findOr404(findUser(app.db, id));
      return { data: presentAdminUser(row, include) };
    };

    app.get(
      '',
      {
        schema: {
          operationId: 'listAdminUsers',
          tags,
          summary: 'List users',
          querystring: listQuerySchema(userList),
          response: { 200: listEnvelope(adminUser), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, userList);
        const { rows, total } = await listUsers(app.db, { all: true }, query);
        return { data: rows.map((row) => presentAdminUser(row, query.include)), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          operationId: 'getAdminUser',
          tags,
          summary: 'One user',
          params: idParams,
          querystring: showQuerySchema(userList.includes),
          response: { 200: dataEnvelope(adminUser), ...resourceErrors },
        },
      },
      async (request) => present(request.params.id, parseShowQuery(request.query, userList.includes).include),
    );

    app.post(
      '',
      {
        schema: {
          operationId: 'inviteAdminUser',
          tags,
          summary: 'Create a user by email; the user gets an invitation to choose a password',
          body: inviteUserBody,
          response: { 201: dataEnvelope(adminUser), ...errorReplies(401, 403, 422) },
        },
      },
      async (request, reply) => {
        const id = await inviteUser(ctx, signedIn(request), request.body, clientOf(request));
        return reply.status(201).send(await present(id, ['organization']));
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          operationId: 'updateAdminUser',
          tags,
          summary: 'Update a user (also as POST with `_method=PUT`)',
          description: 'The whole editable user: names, email, user name, role, organization and direct permissions.',
          params: idParams,
          body: updateUserBody,
          response: { 200: dataEnvelope(adminUser), ...resourceErrors },
        },
      },
      async (request) => {
        await updateUser(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        return present(request.params.id, ['organization']);
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          operationId: 'deleteAdminUser',
          tags,
          summary: 'Delete a user (not yourself, not the last super-admin)',
          params: idParams,
          response: { 200: dataNull, ...resourceErrors },
        },
      },
      async (request) => {
        await deleteUser(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );

    app.post(
      '/:id/change-password',
      {
        schema: {
          operationId: 'setAdminUserPassword',
          tags,
          summary: "Set a user's password; the user must choose a new one at the next sign-in",
          params: idParams,
          body: adminSetPasswordBody,
          response: { 200: dataNull, ...resourceErrors },
        },
      },
      async (request) => {
        await setPasswordByAdmin(ctx, signedIn(request), request.params.id, request.body.password, clientOf(request));
        return { data: null };
      },
    );

    app.post(
      '/:id/two-factor/reset',
      {
        schema: {
          operationId: 'resetAdminUserTwoFactor',
          tags,
          summary: "Reset a user's two-factor authentication",
          params: idParams,
          response: { 200: dataEnvelope(adminUser), ...errorReplies(401, 403, 404) },
        },
      },
      async (request) => {
        await resetTwoFactorByAdmin(ctx, signedIn(request), request.params.id, clientOf(request));
        return present(request.params.id, []);
      },
    );
  },
);
