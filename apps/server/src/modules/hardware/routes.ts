import {
  can,
  createHardwareBody,
  dataEnvelope,
  hardwareItem,
  hardwareList,
  idParams,
  listEnvelope,
  listQuerySchema,
  updateHardwareBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, type RouteApp, resource, resourceErrors } from '../../lib/route-kit.js';
import { requireAnyPermission, requirePermission, signedIn } from '../../plugins/guards.js';
import { findOrganization } from '../organizations/index.js';
import { findUser } from '../users/index.js';
import { presentHardware } from './presenters.js';
import { findHardware, type HardwareRow, listHardware } from './queries.js';
import { deleteHardware, type HardwareOwner, recordHardware, updateHardware } from './service.js';

const tags = ['admin hardware'];

/**
 * An owner's items and recording one: the same two routes under an organization ('manage organization')
 * and under a user ('manage user'). The owner is looked up first: an unknown one is a 404.
 */
function ownerRoutes(kind: 'organization' | 'user') {
  const names = kind === 'organization' ? ['Organization', 'organization'] : ['User', 'user'];
  return async (app: RouteApp) => {
    const ctx = app.services;
    const ownerOf = async (id: string): Promise<HardwareOwner> => {
      if (kind === 'organization') {
        await findOr404(findOrganization(app.db, { all: true }, id));
        return { organizationId: id };
      }
      await findOr404(findUser(app.db, id));
      return { userId: id };
    };

    app.get(
      '/:id/hardware',
      {
        schema: {
          tags,
          operationId: `list${names[0]}Hardware`,
          summary: `An ${names[1]}'s hardware items: filter by status, product, part of a serial number`,
          params: idParams,
          querystring: listQuerySchema(hardwareList),
          response: { 200: listEnvelope(hardwareItem), ...resourceErrors },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, hardwareList);
        const owner = await ownerOf(request.params.id);
        const { rows, total } = await listHardware(app.db, owner, query);
        const today = todayOf(ctx);
        return { data: rows.map((row) => presentHardware(row, today)), meta: listMeta(query, total) };
      },
    );

    app.post(
      '/:id/hardware',
      {
        schema: {
          tags,
          operationId: `record${names[0]}Hardware`,
          summary: `Record a hardware item for the ${names[1]} (serial number unique in any letter case; shipping cost copied now)`,
          params: idParams,
          body: createHardwareBody,
          response: { 201: dataEnvelope(hardwareItem), ...resourceErrors },
        },
      },
      async (request, reply) => {
        const owner = await ownerOf(request.params.id);
        const id = await recordHardware(ctx, signedIn(request), owner, request.body, clientOf(request));
        const row = await findOr404(findHardware(app.db, owner, id));
        return reply.status(201).send({ data: presentHardware(row, todayOf(ctx)) });
      },
    );
  };
}

/** An organization's item needs 'manage organization', a user's 'manage user' (403 naming it otherwise). */
function mayActOn(user: AuthUser) {
  return (row: Pick<HardwareRow, 'organizationId'>) => {
    const permission = row.organizationId ? 'manage organization' : 'manage user';
    if (!can(user, permission)) throw forbidden('hardware', permission);
  };
}

/**
 * One item by id. The resource lets in an admin with either permission; each route then checks the one
 * the item's owner needs, before reading or writing anything of it.
 */
const itemRoutes = resource(
  '/hardware',
  requireAnyPermission('admin', 'hardware', ['manage organization', 'manage user']),
  async function itemRoutes(app) {
    const ctx = app.services;

    app.get(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'getHardware',
          summary: 'One hardware item',
          params: idParams,
          response: { 200: dataEnvelope(hardwareItem), ...resourceErrors },
        },
      },
      async (request) => {
        const row = await findOr404(findHardware(app.db, { all: true }, request.params.id));
        mayActOn(signedIn(request))(row);
        return { data: presentHardware(row, todayOf(ctx)) };
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'updateHardware',
          summary:
            'Change serial number, dates or status (ordered → shipped → active → returned; returned may ship again)',
          params: idParams,
          body: updateHardwareBody,
          response: { 200: dataEnvelope(hardwareItem), ...resourceErrors },
        },
      },
      async (request) => {
        const user = signedIn(request);
        await updateHardware(ctx, user, request.params.id, request.body, mayActOn(user), clientOf(request));
        const row = await findOr404(findHardware(app.db, { all: true }, request.params.id));
        return { data: presentHardware(row, todayOf(ctx)) };
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'deleteHardware',
          summary: 'Delete a hardware item',
          params: idParams,
          response: { 200: dataNull, ...errorReplies(401, 403, 404) },
        },
      },
      async (request) => {
        const user = signedIn(request);
        await deleteHardware(ctx, user, request.params.id, mayActOn(user), clientOf(request));
        return { data: null };
      },
    );
  },
);

/** The admin's hardware routes, mounted by the admin section. */
export default async function adminHardwareRoutes(fastify: FastifyInstance) {
  await fastify.register(
    resource(
      '/organizations',
      requirePermission('admin', 'organizations', 'manage organization'),
      ownerRoutes('organization'),
    ),
  );
  await fastify.register(resource('/users', requirePermission('admin', 'users', 'manage user'), ownerRoutes('user')));
  await fastify.register(itemRoutes);
}
