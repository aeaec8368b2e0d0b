import {
  dataEnvelope,
  idParams,
  invitationLimitBody,
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
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery, parseShowQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requireAnyPermission, requirePermission, signedIn } from '../../plugins/guards.js';
import { listUsers } from '../users/index.js';
import { presentMember, presentOrganization, presentPerson } from './presenters.js';
import { findLicenseManager, findOrganization, findPerson, listOrganizations } from './queries.js';
import {
  createOrganization,
  deleteOrganization,
  inviteLicenseManager,
  removeLicenseManager,
  setInvitationLimit,
  updateOrganization,
} from './service.js';

const tags = ['admin organizations'];

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

const organizationListRoutes = resource(
  '/organizations',
  requireAnyPermission('admin', 'organizations', ['manage organization', 'manage user']),
  async function organizationListRoutes(app) {
    app.get(
      '',
      {
        schema: {
          operationId: 'listOrganizations',
          tags,
          summary: 'List organizations (searched by name or city)',
          querystring: listQuerySchema(organizationList),
          response: { 200: listEnvelope(organization), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, organizationList);
        const { rows, total } = await listOrganizations(app.db, { all: true }, query);
        return { data: rows.map((row) => presentOrganization(row, query.include)), meta: listMeta(query, total) };
      },
    );
  },
);

const organizationManageRoutes = resource(
  '/organizations',
  requirePermission('admin', 'organizations', 'manage organization'),
  async function organizationManageRoutes(app) {
    const ctx = app.services;

    const present = async (id: string, include: readonly string[]) => {
      const row = await findOr404(findOrganization(app.db, { all: true }, id));
      return { data: presentOrganization(row, include) };
    };

    app.post(
      '',
      {
        schema: {
          operationId: 'createOrganization',
          tags,
          summary: 'Create an organization',
          body: organizationBody,
          response: { 201: dataEnvelope(organization), ...resourceErrors },
        },
      },
      async (request, reply) => {
        const id = await createOrganization(ctx, signedIn(request), request.body, clientOf(request));
        return reply.status(201).send(await present(id, ['license_manager']));
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          operationId: 'getOrganization',
          tags,
          summary: 'One organization',
          params: idParams,
          querystring: showQuerySchema(organizationList.includes),
          response: { 200: dataEnvelope(organization), ...resourceErrors },
        },
      },
      async (request) => {
        const { include } = parseShowQuery(request.query, organizationList.includes);
        return present(request.params.id, include);
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          operationId: 'updateOrganization',
          tags,
          summary: "Change an organization's name and address (also POST with _method=PUT)",
          params: idParams,
          body: organizationBody,
          response: { 200: dataEnvelope(organization), ...resourceErrors },
        },
      },
      async (request) => {
        await updateOrganization(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        return present(request.params.id, ['license_manager']);
      },
    );

    app.put(
      '/:id/invitation-limit',
      {
        schema: {
          operationId: 'setOrganizationInvitationLimit',
          tags,
          summary: 'Set how many invitations the organization may send per day (null: the default of 500)',
          params: idParams,
          body: invitationLimitBody,
          response: { 200: dataEnvelope(organization), ...resourceErrors },
        },
      },
      async (request) => {
        const { invitation_limit } = request.body;
        await setInvitationLimit(ctx, signedIn(request), request.params.id, invitation_limit, clientOf(request));
        return present(request.params.id, ['license_manager']);
      },
    );

    app.delete(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'deleteOrganization',
          summary: 'Delete an organization that has nothing left in it (409 names what to remove first)',
          params: idParams,
          response: { 200: dataNull, ...errorReplies(409), ...resourceErrors },
        },
      },
      async (request) => {
        await deleteOrganization(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );

    app.get(
      '/:id/members',
      {
        schema: {
          operationId: 'listOrganizationMembers',
          tags,
          summary: "An organization's members",
          params: idParams,
          querystring: listQuerySchema(memberList),
          response: { 200: listEnvelope(organizationMember), ...resourceErrors },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, memberList);
        await findOr404(findOrganization(app.db, { all: true }, request.params.id));
        const { rows, total } = await listUsers(app.db, { organizationId: request.params.id }, query);
        return { data: rows.map(presentMember), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id/license-manager',
      {
        schema: {
          operationId: 'getOrganizationLicenseManager',
          tags,
          summary: "The organization's license manager (404 when there is none)",
          params: idParams,
          response: { 200: dataEnvelope(organizationPerson), ...resourceErrors },
        },
      },
      async (request) => {
        await findOr404(findOrganization(app.db, { all: true }, request.params.id));
        const manager = await findOr404(findLicenseManager(app.db, request.params.id), 'error.no_license_manager');
        return { data: presentPerson(manager) };
      },
    );

    app.post(
      '/:id/license-manager',
      {
        schema: {
          operationId: 'assignOrganizationLicenseManager',
          tags,
          summary:
            'Make a member (by email) or a new person (invited by mail) the license manager, replacing the current one',
          params: idParams,
          body: licenseManagerBody,
          response: { 201: dataEnvelope(licenseManagerAssignment), ...resourceErrors },
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
      '/:id/license-manager',
      {
        schema: {
          operationId: 'removeOrganizationLicenseManager',
          tags,
          summary: 'Remove the license manager (who stays a member, as a trainee)',
          params: idParams,
          response: { 200: dataNull, ...resourceErrors },
        },
      },
      async (request) => {
        await removeLicenseManager(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );
  },
);
