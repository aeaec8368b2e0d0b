import {
  createLicenseBody,
  dataEnvelope,
  idParams,
  license,
  licenseList,
  licenseWriteEnvelope,
  listEnvelope,
  listQuerySchema,
  translate,
  updateLicenseBody,
  userLicenses,
  userSeatParams,
} from '@portal/contracts';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findUser } from '../users/index.js';
import { presentLicense, presentSeat } from './presenters.js';
import { findLicense, listLicenses, personalLicenses } from './queries.js';
import { seatsOfUser } from './seat-queries.js';
import { detachSeat } from './seat-service.js';
import { createOrganizationLicense, createUserLicense, deleteLicense, updateLicense } from './service.js';

const conflicts = errorReplies(401, 403, 404, 409, 422);

export const licenseRoutes = resource(
  '/licenses',
  requirePermission('admin', 'licenses', 'manage organization'),
  async function licenseRoutes(app) {
    const ctx = app.services;
    const tags = ['admin licenses'];

    app.get(
      '',
      {
        schema: {
          tags,
          operationId: 'listLicenses',
          summary: 'Every license: filter by state, expiring within N days, product, organization',
          querystring: listQuerySchema(licenseList),
          response: { 200: listEnvelope(license), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, licenseList);
        const today = todayOf(ctx);
        const { rows, total } = await listLicenses(app.db, { all: true }, query, today);
        return { data: rows.map((row) => presentLicense(row, today)), meta: listMeta(query, total) };
      },
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          operationId: 'getLicense',
          summary: 'One license',
          params: idParams,
          response: { 200: dataEnvelope(license), ...resourceErrors },
        },
      },
      async (request) => {
        const row = await findOr404(findLicense(app.db, { all: true }, request.params.id));
        return { data: presentLicense(row, todayOf(ctx)) };
      },
    );
  },
);

/** A user's personal licenses and seats ('manage user'; adding one is 'manage billing', below). */
export const userLicenseRoutes = resource(
  '/users',
  requirePermission('admin', 'users', 'manage user'),
  async function userLicenseRoutes(app) {
    const ctx = app.services;
    const tags = ['admin licenses'];
    const present = async (userId: string) => {
      await findOr404(findUser(app.db, userId));
      const today = todayOf(ctx);
      const [licenses, seats] = await Promise.all([personalLicenses(app.db, userId), seatsOfUser(app.db, userId)]);
      return {
        data: {
          licenses: licenses.map((row) => presentLicense(row, today)),
          seats: seats.map((row) => presentSeat(row, today)),
        },
      };
    };

    app.get(
      '/:id/licenses',
      {
        schema: {
          tags,
          operationId: 'getUserLicenses',
          summary: "A user's personal licenses and every seat attached to them",
          params: idParams,
          response: { 200: dataEnvelope(userLicenses), ...resourceErrors },
        },
      },
      async (request) => present(request.params.id),
    );

    app.delete(
      '/:id/seats/:licenseId',
      {
        schema: {
          tags,
          operationId: 'detachUserSeat',
          summary: "Detach the user's seat of a license (404 seat_not_attached when none)",
          params: userSeatParams,
          response: { 200: dataEnvelope(userLicenses), ...conflicts },
        },
      },
      async (request) => {
        const { id, licenseId } = request.params;
        await findOr404(findUser(app.db, id));
        await detachSeat(ctx, signedIn(request), { all: true }, licenseId, id, clientOf(request));
        return present(id);
      },
    );
  },
);

/**
 * Writes of billable licenses ('manage billing'): what a billing invoices is changed by those who manage
 * billing. Reading licenses and attaching seats stay with 'manage organization' and 'manage user'.
 */
export const billableLicenseRoutes = resource(
  '',
  requirePermission('admin', 'billing', 'manage billing'),
  async function billableLicenseRoutes(app) {
    const ctx = app.services;
    const tags = ['admin licenses'];

    app.post(
      '/organizations/:id/licenses',
      {
        schema: {
          tags,
          operationId: 'createOrganizationLicense',
          summary: "Add a license to an organization's billing (409 no_billing without one)",
          params: idParams,
          body: createLicenseBody,
          response: { 201: dataEnvelope(license), ...conflicts },
        },
      },
      async (request, reply) => {
        const id = await createOrganizationLicense(
          ctx,
          signedIn(request),
          request.params.id,
          request.body,
          clientOf(request),
        );
        const row = await findOr404(findLicense(app.db, { all: true }, id));
        return reply.status(201).send({ data: presentLicense(row, todayOf(ctx)) });
      },
    );

    app.post(
      '/users/:id/licenses',
      {
        schema: {
          tags,
          operationId: 'createUserLicense',
          summary:
            "Add a personal license on the user's billing, its seat attached to the owner (409 organization_billing, no_billing)",
          params: idParams,
          body: createLicenseBody,
          response: { 201: dataEnvelope(license), ...conflicts },
        },
      },
      async (request, reply) => {
        const id = await createUserLicense(ctx, signedIn(request), request.params.id, request.body, clientOf(request));
        const row = await findOr404(findLicense(app.db, { all: true }, id));
        return reply.status(201).send({ data: presentLicense(row, todayOf(ctx)) });
      },
    );

    app.put(
      '/licenses/:id',
      {
        schema: {
          tags,
          operationId: 'updateLicense',
          summary: 'Change amount (pending until the next period), dates and auto renew',
          params: idParams,
          body: updateLicenseBody,
          response: { 200: licenseWriteEnvelope, ...conflicts },
        },
      },
      async (request) => {
        const { pending } = await updateLicense(
          ctx,
          signedIn(request),
          request.params.id,
          request.body,
          clientOf(request),
        );
        const row = await findOr404(findLicense(app.db, { all: true }, request.params.id));
        return {
          data: presentLicense(row, todayOf(ctx)),
          ...(pending ? { notice: translate('message.amount_pending', request.language) } : {}),
        };
      },
    );

    app.delete(
      '/licenses/:id',
      {
        schema: {
          tags,
          operationId: 'deleteLicense',
          summary: 'Remove a license without attached seats (409 license_has_seats otherwise)',
          params: idParams,
          response: { 200: dataNull, ...conflicts },
        },
      },
      async (request) => {
        await deleteLicense(ctx, signedIn(request), request.params.id, clientOf(request));
        return { data: null };
      },
    );
  },
);
