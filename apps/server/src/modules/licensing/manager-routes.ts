import {
  attachSeatBody,
  dataEnvelope,
  detachedIdleSeats,
  license,
  licenseParams,
  licenseSeatParams,
  listEnvelope,
  listQuerySchema,
  managerLicenseList,
  managerSeatList,
  memberParams,
  organizationSeat,
  seat,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, type RouteApp } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import { findUser } from '../users/index.js';
import { exportOrganizationLicenses } from './export.js';
import { presentLicense, presentOrganizationSeat, presentSeat } from './presenters.js';
import { findLicense, listLicenses } from './queries.js';
import { type LastTrainedAt, listOrganizationSeats, seatsOfUser } from './seat-queries.js';
import { attachSeat, detachIdleSeats, detachSeat, idleSeatsBefore } from './seat-service.js';

const failures = errorReplies(401, 403, 404, 409, 422);

/**
 * The manager section's license routes, registered inside its plugin with the scope it read from the
 * session (`{ organizationId }`): every query and check takes it, none reads an organization from the request.
 * `lastTrainedAt` is training's SQL piece (the seat list shows when each user last trained).
 */
export function managerLicenseRoutes(
  app: RouteApp,
  scopeOf: (request: FastifyRequest) => { organizationId: string },
  { lastTrainedAt }: { lastTrainedAt: LastTrainedAt },
) {
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
      await attachSeat(ctx, signedIn(request), scope, request.params.licenseId, request.body, clientOf(request));
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
        scope,
        request.params.licenseId,
        request.params.userId,
        clientOf(request),
      );
      const row = await findOr404(findLicense(app.db, scope, request.params.licenseId));
      return { data: presentLicense(row, todayOf(ctx)) };
    },
  );

  app.get(
    '/software-licenses.csv',
    {
      schema: {
        tags,
        operationId: 'exportManagerLicenses',
        summary: "The own organization's licenses and their attached seats as CSV (one row per seat)",
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV with a header row, UTF-8 with a byte order mark'),
          ...errorReplies(401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const stream = await exportOrganizationLicenses(
        ctx,
        signedIn(request),
        scopeOf(request).organizationId,
        clientOf(request),
      );
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="licenses-${todayOf(ctx)}.csv"`)
          // A stream is piped as it is (never serialized); the schema above only documents the body.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    '/members/:userId/seats',
    {
      schema: {
        tags,
        operationId: 'listManagerMemberSeats',
        summary: "A member's attached seats of the own organization's licenses (403 for another organization's user)",
        params: memberParams,
        response: { 200: dataEnvelope(z.array(seat)), ...failures },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const user = await findUser(app.db, request.params.userId);
      if (!user) throw notFound();
      if (user.organizationId !== scope.organizationId) throw new AppError('forbidden', 'error.not_owner');
      const today = todayOf(ctx);
      const rows = await seatsOfUser(app.db, user.id, { organizationId: scope.organizationId });
      return { data: rows.map((row) => presentSeat(row, today)) };
    },
  );

  app.get(
    '/seats',
    {
      schema: {
        tags,
        operationId: 'listManagerSeats',
        summary: "The own organization's attached seats with their user's last sign-in, idle seats first",
        querystring: listQuerySchema(managerSeatList),
        response: { 200: listEnvelope(organizationSeat), ...failures },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, managerSeatList);
      const today = todayOf(ctx);
      const idleBefore = idleSeatsBefore(ctx);
      const { rows, total } = await listOrganizationSeats(app.db, scopeOf(request), query, idleBefore, lastTrainedAt);
      return {
        data: rows.map((row) => presentOrganizationSeat(row, today, idleBefore)),
        meta: listMeta(query, total),
      };
    },
  );

  app.post(
    '/seats/detach-idle',
    {
      schema: {
        tags,
        operationId: 'detachManagerIdleSeats',
        summary: `Detach every seat of the own organization idle for 30 days (no sign-in and no attach), in one go`,
        response: { 200: dataEnvelope(detachedIdleSeats), ...failures },
      },
    },
    async (request) => {
      const detached = await detachIdleSeats(
        ctx,
        signedIn(request),
        scopeOf(request).organizationId,
        clientOf(request),
      );
      return { data: { detached } };
    },
  );
}
