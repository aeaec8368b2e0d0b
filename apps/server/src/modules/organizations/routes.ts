import {
  dataEnvelope,
  errorBody,
  idParams,
  licenseManagerAssignment,
  licenseManagerBody,
  listEnvelope,
  listQuerySchema,
  memberList,
  organization,
  organizationBody,
  organizationList,
  organizationMember,
  organizationPerson,
  showQuerySchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { requireAnyPermission, requirePermission, signedIn } from '../../plugins/guards.js';
import { listUsers } from '../users/index.js';
import { presentMember, presentOrganization, presentPerson } from './presenters.js';
import { findLicenseManager, findOrganization, findPerson, listOrganizations } from './queries.js';
import {
  createOrganization,
  deleteOrganization,
  inviteLicenseManager,
  removeLicenseManager,
  updateOrganization,
} from './service.js';

const tags = ['admin organizations'];
const failures = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/**
 * Admin organizations, as two encapsulated plugins with one guard each, so no
 * route goes without one: the list, which the users screens also read for
 * their organization picker ('manage organization' or 'manage user'), and
 * everything else ('manage organization').
 */
export default async function adminOrganizationRoutes(fastify: FastifyInstance) {
  await fastify.register(organizationListRoutes);
  await fastify.register(organizationManageRoutes);
}

async function organizationListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAnyPermission('admin', 'organizations', ['manage organization', 'manage user']));

  app.get(
    '/api/admin/organizations',
    {
      schema: {
        tags,
        summary: 'List organizations (searched by name or city)',
        querystring: listQuerySchema(organizationList),
        response: { 200: listEnvelope(organization), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, organizationList);
      const { rows, total } = await listOrganizations(app.db, { all: true }, query);
      return { data: rows.map((row) => presentOrganization(row, query.include)), meta: listMeta(query, total) };
    },
  );
}

async function organizationManageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;
  app.addHook('onRequest', requirePermission('admin', 'organizations', 'manage organization'));

  const present = async (id: string, include: readonly string[]) => {
    const row = await findOrganization(app.db, { all: true }, id);
    if (!row) throw notFound();
    return { data: presentOrganization(row, include) };
  };

  app.post(
    '/api/admin/organizations',
    {
      schema: {
        tags,
        summary: 'Create an organization',
        body: organizationBody,
        response: { 201: dataEnvelope(organization), ...failures },
      },
    },
    async (request, reply) => {
      const id = await createOrganization(ctx, signedIn(request), request.body, clientOf(request));
      return reply.status(201).send(await present(id, ['license_manager']));
    },
  );

  app.get(
    '/api/admin/organizations/:id',
    {
      schema: {
        tags,
        summary: 'One organization',
        params: idParams,
        querystring: showQuerySchema(organizationList.includes),
        response: { 200: dataEnvelope(organization), ...failures },
      },
    },
    async (request) => {
      const { include } = parseShowQuery(request.query, organizationList.includes);
      return present(request.params.id, include);
    },
  );

  app.put(
    '/api/admin/organizations/:id',
    {
      schema: {
        tags,
        summary: "Change an organization's name and address (also POST with _method=PUT)",
        params: idParams,
        body: organizationBody,
        response: { 200: dataEnvelope(organization), ...failures },
      },
    },
    async (request) => {
      await updateOrganization(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
      return present(request.params.id, ['license_manager']);
    },
  );

  app.delete(
    '/api/admin/organizations/:id',
    {
      schema: {
        tags,
        operationId: 'deleteOrganization',
        summary: 'Delete an organization that has nothing left in it (409 names what to remove first)',
        params: idParams,
        response: { 200: z.object({ data: z.null() }), 409: errorBody, ...failures },
      },
    },
    async (request) => {
      await deleteOrganization(ctx, signedIn(request), request.params.id, clientOf(request));
      return { data: null };
    },
  );

  app.get(
    '/api/admin/organizations/:id/members',
    {
      schema: {
        tags,
        summary: "An organization's members",
        params: idParams,
        querystring: listQuerySchema(memberList),
        response: { 200: listEnvelope(organizationMember), ...failures },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, memberList);
      if (!(await findOrganization(app.db, { all: true }, request.params.id))) throw notFound();
      const { rows, total } = await listUsers(app.db, { organizationId: request.params.id }, query);
      return { data: rows.map(presentMember), meta: listMeta(query, total) };
    },
  );

  app.get(
    '/api/admin/organizations/:id/license-manager',
    {
      schema: {
        tags,
        summary: "The organization's license manager (404 when there is none)",
        params: idParams,
        response: { 200: dataEnvelope(organizationPerson), ...failures },
      },
    },
    async (request) => {
      if (!(await findOrganization(app.db, { all: true }, request.params.id))) throw notFound();
      const manager = await findLicenseManager(app.db, request.params.id);
      if (!manager) throw new AppError('not_found', 'error.no_license_manager');
      return { data: presentPerson(manager) };
    },
  );

  app.post(
    '/api/admin/organizations/:id/license-manager',
    {
      schema: {
        tags,
        summary:
          'Make a member (by email) or a new person (invited by mail) the license manager, replacing the current one',
        params: idParams,
        body: licenseManagerBody,
        response: { 201: dataEnvelope(licenseManagerAssignment), ...failures },
      },
    },
    async (request, reply) => {
      const result = await inviteLicenseManager(
        ctx,
        signedIn(request),
        request.params.id,
        request.body,
        clientOf(request),
      );
      const [manager, previous] = await Promise.all([
        findPerson(app.db, result.userId),
        result.previousId ? findPerson(app.db, result.previousId) : null,
      ]);
      if (!manager) throw notFound();
      return reply.status(201).send({
        data: {
          ...presentPerson(manager),
          invited: result.invited,
          replaced: previous ? presentPerson(previous) : null,
        },
      });
    },
  );

  app.delete(
    '/api/admin/organizations/:id/license-manager',
    {
      schema: {
        tags,
        summary: 'Remove the license manager (who stays a member, as a trainee)',
        params: idParams,
        response: { 200: z.object({ data: z.null() }), ...failures },
      },
    },
    async (request) => {
      await removeLicenseManager(ctx, signedIn(request), request.params.id, clientOf(request));
      return { data: null };
    },
  );
}
