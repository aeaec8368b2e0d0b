import {
  attachMemberSeatBody,
  idParams,
  license,
  licenseList,
  listEnvelope,
  listQuerySchema,
  memberSeatsEnvelope,
  organizationMemberParams,
  organizationMemberSeatParams,
} from '@portal/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findOrganization } from '../organizations/index.js';
import { findUser } from '../users/index.js';
import { exportOrganizationLicenses } from './export.js';
import { presentLicense, presentSeat } from './presenters.js';
import { listLicenses } from './queries.js';
import { seatsOfUser } from './seat-queries.js';
import { attachSeat, detachSeat } from './seat-service.js';

const conflicts = errorReplies(401, 403, 404, 409, 422);

/** An organization's licenses and one member's seats ('manage organization'). */
export const organizationLicenseRoutes = resource(
  '/organizations',
  requirePermission('admin', 'organizations', 'manage organization'),
  async function organizationLicenseRoutes(app) {
    const ctx = app.services;
    const tags = ['admin licenses'];

    app.get(
      '/:id/licenses',
      {
        schema: {
          tags,
          operationId: 'listOrganizationLicenses',
          summary: "An organization's licenses with seats used and free",
          params: idParams,
          querystring: listQuerySchema(licenseList),
          response: { 200: listEnvelope(license), ...resourceErrors },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, licenseList);
        await findOr404(findOrganization(app.db, { all: true }, request.params.id));
        const today = todayOf(ctx);
        const { rows, total } = await listLicenses(app.db, { organizationId: request.params.id }, query, today);
        return { data: rows.map((row) => presentLicense(row, today)), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id/licenses.csv',
      {
        schema: {
          tags,
          operationId: 'exportOrganizationLicenses',
          summary: "An organization's licenses and their attached seats as CSV (one row per seat)",
          produces: ['text/csv'],
          params: idParams,
          response: {
            200: z.string().describe('CSV with a header row, UTF-8 with a byte order mark'),
            ...resourceErrors,
          },
        },
      },
      async (request, reply) => {
        await findOr404(findOrganization(app.db, { all: true }, request.params.id));
        const stream = await exportOrganizationLicenses(ctx, signedIn(request), request.params.id, clientOf(request));
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="licenses-${todayOf(ctx)}.csv"`)
            // A stream is piped as it is (never serialized); the schema above only documents the body.
            .send(stream as unknown as string)
        );
      },
    );

    const memberSeats = async (organizationId: string, userId: string) => {
      await findOr404(findOrganization(app.db, { all: true }, organizationId));
      const user = await findOr404(findUser(app.db, userId));
      if (user.organizationId !== organizationId) throw notFound();
      const today = todayOf(ctx);
      return {
        data: (await seatsOfUser(app.db, userId, { organizationId })).map((row) => presentSeat(row, today)),
        member: {
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          status: user.status,
        },
      };
    };

    app.get(
      '/:id/licenses/:userId',
      {
        schema: {
          tags,
          operationId: 'listOrganizationMemberSeats',
          summary: "One member's attached seats of the organization's licenses",
          params: organizationMemberParams,
          response: { 200: memberSeatsEnvelope, ...resourceErrors },
        },
      },
      async (request) => memberSeats(request.params.id, request.params.userId),
    );

    app.post(
      '/:id/licenses/:userId',
      {
        schema: {
          tags,
          operationId: 'attachOrganizationMemberSeat',
          summary: "Attach a seat of one of the organization's licenses (`license_id`) to the member",
          params: organizationMemberParams,
          body: attachMemberSeatBody,
          response: { 200: memberSeatsEnvelope, ...conflicts },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        await attachSeat(
          ctx,
          signedIn(request),
          { all: true, organizationId: id },
          request.body.license_id,
          { user_id: userId },
          clientOf(request),
        );
        return memberSeats(id, userId);
      },
    );

    app.delete(
      '/:id/licenses/:userId/:licenseId',
      {
        schema: {
          tags,
          operationId: 'detachOrganizationMemberSeat',
          summary: "Detach the member's seat of a license (404 seat_not_attached when none)",
          params: organizationMemberSeatParams,
          response: { 200: memberSeatsEnvelope, ...conflicts },
        },
      },
      async (request) => {
        const { id, userId, licenseId } = request.params;
        await findOr404(findOrganization(app.db, { all: true }, id));
        await detachSeat(
          ctx,
          signedIn(request),
          { all: true, organizationId: id },
          licenseId,
          userId,
          clientOf(request),
        );
        return memberSeats(id, userId);
      },
    );
  },
);
