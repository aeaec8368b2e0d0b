import {
  dataEnvelope,
  licenseManagerAssignment,
  licenseManagerHandoverBody,
  listEnvelope,
  listQuerySchema,
  managerInviteBody,
  managerMember,
  managerMemberList,
  managerMemberUpdateBody,
  memberParams,
  organization,
  organizationBody,
  organizationPerson,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, type RouteApp } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import { lastSignIns } from '../audit/index.js';
import {
  findLicenseManager,
  findOrganization,
  findPerson,
  presentOrganization,
  presentPerson,
} from '../organizations/index.js';
import { listUsers } from '../users/index.js';
import { presentManagerMember } from './presenters.js';
import type { ManagerScope } from './queries.js';
import {
  deactivateMember,
  handOverLicenseManager,
  inviteMember,
  memberInScope,
  resendInvitation,
  updateMember,
  updateOwnOrganization,
} from './service.js';

const tags = ['manager'];
/** Every manager route may answer these: signed out, not in the section (or not yours), unknown, no organization, invalid. */
const failures = errorReplies(401, 403, 404, 409, 422);

/**
 * The manager's own routes (organization, members, license manager handover), mounted by the manager
 * section (sections/manager) inside its guard and scope: the signed-in user's own organization. No route
 * reads an organization from the request; a member id in the path is checked against the scope (403 / 404).
 */
export async function managerOwnRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => ManagerScope) {
  const ctx = app.services;
  const presentOwnOrganization = async (scope: ManagerScope) => {
    const row = await findOr404(findOrganization(app.db, scope, scope.organizationId));
    return { data: presentOrganization(row, ['license_manager']) };
  };
  const presentMemberOf = async (scope: ManagerScope, userId: string) => {
    const row = await memberInScope(app.db, scope, userId);
    const signIns = await lastSignIns(app.db, [row.id]);
    return { data: presentManagerMember(row, signIns.get(row.id)) };
  };

  app.get(
    '/organization',
    {
      schema: {
        tags,
        operationId: 'getManagerOrganization',
        summary: 'The own organization: address, members count and license manager',
        response: { 200: dataEnvelope(organization), ...failures },
      },
    },
    async (request) => presentOwnOrganization(scopeOf(request)),
  );

  app.put(
    '/organization',
    {
      schema: {
        tags,
        operationId: 'updateManagerOrganization',
        summary: "Change the own organization's name and address (the admin form's rules; also POST with _method=PUT)",
        body: organizationBody,
        response: { 200: dataEnvelope(organization), ...failures },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await updateOwnOrganization(ctx, signedIn(request), scope, request.body, clientOf(request));
      return presentOwnOrganization(scope);
    },
  );

  app.get(
    '/members',
    {
      schema: {
        tags,
        operationId: 'listManagerMembers',
        summary: "The own organization's members, with their last sign-in",
        querystring: listQuerySchema(managerMemberList),
        response: { 200: listEnvelope(managerMember), ...failures },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, managerMemberList);
      const { rows, total } = await listUsers(app.db, scopeOf(request), query);
      const signIns = await lastSignIns(
        app.db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => presentManagerMember(row, signIns.get(row.id))),
        meta: listMeta(query, total),
      };
    },
  );

  app.post(
    '/members',
    {
      schema: {
        tags,
        operationId: 'inviteManagerMember',
        summary: 'Invite a trainee or trainer into the own organization (they get the invitation mail)',
        body: managerInviteBody,
        response: { 201: dataEnvelope(managerMember), ...failures },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const id = await inviteMember(ctx, signedIn(request), scope, request.body, clientOf(request));
      return reply.status(201).send(await presentMemberOf(scope, id));
    },
  );

  app.get(
    '/members/:userId',
    {
      schema: {
        tags,
        operationId: 'getManagerMember',
        summary: 'One member of the own organization (403 for a user of another organization)',
        params: memberParams,
        response: { 200: dataEnvelope(managerMember), ...failures },
      },
    },
    async (request) => presentMemberOf(scopeOf(request), request.params.userId),
  );

  app.put(
    '/members/:userId',
    {
      schema: {
        tags,
        operationId: 'updateManagerMember',
        summary: "Change a trainee's or trainer's names and role (also POST with _method=PUT)",
        params: memberParams,
        body: managerMemberUpdateBody,
        response: { 200: dataEnvelope(managerMember), ...failures },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await updateMember(ctx, signedIn(request), scope, request.params.userId, request.body, clientOf(request));
      return presentMemberOf(scope, request.params.userId);
    },
  );

  app.delete(
    '/members/:userId',
    {
      schema: {
        tags,
        operationId: 'deactivateManagerMember',
        summary: 'Deactivate a trainee or trainer: their sessions end and they can no longer sign in',
        params: memberParams,
        response: { 200: dataEnvelope(managerMember), ...failures },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await deactivateMember(ctx, signedIn(request), scope, request.params.userId, clientOf(request));
      return presentMemberOf(scope, request.params.userId);
    },
  );

  app.post(
    '/members/:userId/invitation',
    {
      schema: {
        tags,
        operationId: 'resendManagerMemberInvitation',
        summary: 'Send the invitation again to a member who has not activated yet (409 otherwise)',
        params: memberParams,
        response: { 200: dataEnvelope(managerMember), ...failures },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await resendInvitation(ctx, signedIn(request), scope, request.params.userId, clientOf(request));
      return presentMemberOf(scope, request.params.userId);
    },
  );

  app.get(
    '/license-manager',
    {
      schema: {
        tags,
        operationId: 'getManagerLicenseManager',
        summary: "The own organization's license manager (404 when there is none)",
        response: { 200: dataEnvelope(organizationPerson), ...failures },
      },
    },
    async (request) => {
      const manager = await findOr404(
        findLicenseManager(app.db, scopeOf(request).organizationId),
        'error.no_license_manager',
      );
      return { data: presentPerson(manager) };
    },
  );

  app.post(
    '/license-manager',
    {
      schema: {
        tags,
        operationId: 'handOverLicenseManager',
        summary:
          'Hand the license manager role to another active member; the caller becomes a trainee and both get a mail',
        body: licenseManagerHandoverBody,
        response: { 200: dataEnvelope(licenseManagerAssignment), ...failures },
      },
    },
    async (request) => {
      const result = await handOverLicenseManager(
        ctx,
        signedIn(request),
        scopeOf(request),
        request.body,
        clientOf(request),
      );
      const [manager, previous] = await Promise.all([
        findPerson(app.db, result.userId),
        result.previousId ? findPerson(app.db, result.previousId) : null,
      ]);
      if (!manager) throw notFound();
      return {
        data: { ...presentPerson(manager), invited: false, replaced: previous ? presentPerson(previous) : null },
      };
    },
  );
}
