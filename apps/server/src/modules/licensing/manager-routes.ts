import {
  attachSeatBody,
  dataEnvelope,
  license,
  licenseParams,
  licenseSeatParams,
  listEnvelope,
  listQuerySchema,
  managerLicenseList,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, type RouteApp } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import { presentLicense } from './presenters.js';
import { findLicense, listLicenses } from './queries.js';
import { attachSeat, detachSeat, todayOf } from './service.js';

const failures = errorReplies(401, 403, 404, 409, 422);

/**
 * The manager section's license routes, registered inside its plugin with the scope it read from the
 * session (`{ organizationId }`): every query and check takes it, none reads an organization from the request.
 */
export function managerLicenseRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { organizationId: string }) {
  const ctx = app.services;
  const tags = ['manager'];

  app.get(
    '/software-licenses',
    {
      schema: {
        tags,
        operationId: 'listManagerLicenses',
        summary: "The own organization's licenses: seats used and free, end dates, pending changes",
        querystring: listQuerySchema(managerLicenseList),
        response: { 200: listEnvelope(license), ...failures },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, managerLicenseList);
      const today = todayOf(ctx);
      const { rows, total } = await listLicenses(app.db, scopeOf(request), query, today);
      return { data: rows.map((row) => presentLicense(row, today)), meta: listMeta(query, total) };
    },
  );

  app.post(
    '/licenses/:licenseId/seats',
    {
      schema: {
        tags,
        operationId: 'attachManagerSeat',
        summary: 'Attach a seat of an own license to a member (`user_id`)',
        params: licenseParams,
        body: attachSeatBody,
        response: { 201: dataEnvelope(license), ...failures },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      await attachSeat(
        ctx,
        signedIn(request),
        { kind: 'manager', organizationId: scope.organizationId },
        request.params.licenseId,
        request.body,
        clientOf(request),
      );
      const row = await findOr404(findLicense(app.db, scope, request.params.licenseId));
      return reply.status(201).send({ data: presentLicense(row, todayOf(ctx)) });
    },
  );

  app.delete(
    '/licenses/:licenseId/seats/:userId',
    {
      schema: {
        tags,
        operationId: 'detachManagerSeat',
        summary: "Detach a member's seat of an own license (404 seat_not_attached when none)",
        params: licenseSeatParams,
        response: { 200: dataEnvelope(license), ...failures },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await detachSeat(
        ctx,
        signedIn(request),
        { kind: 'manager', organizationId: scope.organizationId },
        request.params.licenseId,
        request.params.userId,
        clientOf(request),
      );
      const row = await findOr404(findLicense(app.db, scope, request.params.licenseId));
      return { data: presentLicense(row, todayOf(ctx)) };
    },
  );
}
