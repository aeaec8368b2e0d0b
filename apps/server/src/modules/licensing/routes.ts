import {
  attachMemberSeatBody,
  billing,
  billingBody,
  billingList,
  createLicenseBody,
  dataEnvelope,
  idParams,
  license,
  licenseList,
  licenseWriteEnvelope,
  listEnvelope,
  listQuerySchema,
  memberSeatsEnvelope,
  organizationMemberParams,
  organizationMemberSeatParams,
  seat,
  translate,
  updateLicenseBody,
  userBillingEnvelope,
  userLicenses,
  userSeatParams,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { dataNull, errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requireAuth, requirePermission, signedIn } from '../../plugins/guards.js';
import { findOrganization } from '../organizations/index.js';
import { findUser } from '../users/index.js';
import { BILLING_JOB, BILLING_JOB_CRON, runBillingJobs } from './billing-jobs.js';
import { presentBilling, presentLicense, presentSeat } from './presenters.js';
import {
  billingIdOfOrganization,
  billingIdOfUser,
  findBilling,
  findLicense,
  listBillings,
  listLicenses,
  organizationBillingOfUser,
  personalLicenses,
  seatsOfUser,
} from './queries.js';
import {
  attachSeat,
  cancelBilling,
  createOrganizationLicense,
  createUserLicense,
  deleteLicense,
  detachSeat,
  exportOrganizationLicenses,
  reactivateBilling,
  renewBilling,
  saveBilling,
  saveOrganizationBilling,
  todayOf,
  updateLicense,
} from './service.js';

const conflicts = errorReplies(401, 403, 404, 409, 422);

/** The admin's billing routes ('manage billing'). */
const organizationBillingRoutes = resource(
  '/api/admin/organizations',
  requirePermission('admin', 'billing', 'manage billing'),
  async function organizationBillingRoutes(app) {
    const ctx = app.services;
    const tags = ['admin billing'];
    const present = async (organizationId: string) => {
      const id = await billingIdOfOrganization(app.db, organizationId);
      const row = id ? await findBilling(app.db, id) : null;
      return { data: row ? presentBilling(row, todayOf(ctx)) : null };
    };

    app.get(
      '/:id/billing',
      {
        schema: {
          tags,
          operationId: 'getOrganizationBilling',
          summary: "An organization's billing account (data null when it has none yet)",
          params: idParams,
          response: { 200: dataEnvelope(billing.nullable()), ...resourceErrors },
        },
      },
      async (request) => {
        await findOr404(findOrganization(app.db, { all: true }, request.params.id));
        return present(request.params.id);
      },
    );

    app.put(
      '/:id/billing',
      {
        schema: {
          tags,
          operationId: 'saveOrganizationBilling',
          summary:
            "Create or change an organization's billing details and cycle (a cycle change starts with the next period)",
          params: idParams,
          body: billingBody,
          response: { 200: dataEnvelope(billing), ...resourceErrors },
        },
      },
      async (request) => {
        const id = await saveOrganizationBilling(
          ctx,
          signedIn(request),
          request.params.id,
          request.body,
          clientOf(request),
        );
        return { data: presentBilling(await findOr404(findBilling(app.db, id)), todayOf(ctx)) };
      },
    );
  },
);

const billingRoutes = resource(
  '/api/admin/billings',
  requirePermission('admin', 'billing', 'manage billing'),
  async function billingRoutes(app) {
    const ctx = app.services;
    const tags = ['admin billing'];
    const transitions = [
      [
        'cancel',
        'cancelBilling',
        'Cancel a billing: no renewal; mails the billing email and the license manager',
        cancelBilling,
      ],
      [
        'reactivate',
        'reactivateBilling',
        'Reactivate a canceled billing (a new period from today when the old one ended); mails as cancel does',
        reactivateBilling,
      ],
      [
        'renew',
        'renewBilling',
        'Start the next period now (pending cycle and amounts apply); 409 billing_inactive for a canceled billing',
        renewBilling,
      ],
    ] as const;
    for (const [path, operationId, summary, transition] of transitions) {
      app.post(
        `/:id/${path}`,
        {
          schema: {
            tags,
            operationId,
            summary,
            params: idParams,
            response: { 200: dataEnvelope(billing), ...conflicts },
          },
        },
        async (request) => {
          await transition(ctx, signedIn(request), request.params.id, clientOf(request));
          return { data: presentBilling(await findOr404(findBilling(app.db, request.params.id)), todayOf(ctx)) };
        },
      );
    }
  },
);

const billingListRoutes = resource(
  '/api/admin/billing',
  requirePermission('admin', 'billing', 'manage billing'),
  async function billingListRoutes(app) {
    app.get(
      '',
      {
        schema: {
          tags: ['admin billing'],
          operationId: 'listBillings',
          summary: 'Every billing account (entity, cycle, period end, status)',
          querystring: listQuerySchema(billingList),
          response: { 200: listEnvelope(billing), ...errorReplies(401, 403, 422) },
        },
      },
      async (request) => {
        const query = parseListQuery(request.query, billingList);
        const { rows, total } = await listBillings(app.db, query);
        const today = todayOf(app.services);
        return { data: rows.map((row) => presentBilling(row, today)), meta: listMeta(query, total) };
      },
    );
  },
);

/** An organization's licenses and one member's seats ('manage organization'). */
const organizationLicenseRoutes = resource(
  '/api/admin/organizations',
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
        data: (await seatsOfUser(app.db, userId, organizationId)).map((row) => presentSeat(row, today)),
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
          { kind: 'admin', organizationId: id },
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
          { kind: 'admin', organizationId: id },
          licenseId,
          userId,
          clientOf(request),
        );
        return memberSeats(id, userId);
      },
    );
  },
);

const licenseRoutes = resource(
  '/api/admin/licenses',
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

/** A user's personal billing ('manage billing'), entity type USER: the organization's routes' twins. */
const userBillingRoutes = resource(
  '/api/admin/users',
  requirePermission('admin', 'billing', 'manage billing'),
  async function userBillingRoutes(app) {
    const ctx = app.services;
    const tags = ['admin billing'];
    const present = async (userId: string) => {
      await findOr404(findUser(app.db, userId));
      const id = await billingIdOfUser(app.db, userId);
      const row = id ? await findBilling(app.db, id) : null;
      const organization = await organizationBillingOfUser(app.db, userId);
      return {
        data: row ? presentBilling(row, todayOf(ctx)) : null,
        organization_billing: organization
          ? { organization_id: organization.organizationId, organization_name: organization.organizationName }
          : null,
      };
    };

    app.get(
      '/:id/billing',
      {
        schema: {
          tags,
          operationId: 'getUserBilling',
          summary:
            "A user's personal billing (data null when none) and the organization billing that rules out a personal license",
          params: idParams,
          response: { 200: userBillingEnvelope, ...resourceErrors },
        },
      },
      async (request) => present(request.params.id),
    );

    app.put(
      '/:id/billing',
      {
        schema: {
          tags,
          operationId: 'saveUserBilling',
          summary:
            "Create or change a user's personal billing details and cycle (a cycle change starts with the next period)",
          params: idParams,
          body: billingBody,
          response: { 200: dataEnvelope(billing), ...resourceErrors },
        },
      },
      async (request) => {
        const id = await saveBilling(
          ctx,
          signedIn(request),
          { userId: request.params.id },
          request.body,
          clientOf(request),
        );
        return { data: presentBilling(await findOr404(findBilling(app.db, id)), todayOf(ctx)) };
      },
    );
  },
);

/** A user's personal licenses and seats ('manage user'; adding one is 'manage billing', below). */
const userLicenseRoutes = resource(
  '/api/admin/users',
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
        await detachSeat(ctx, signedIn(request), { kind: 'admin' }, licenseId, id, clientOf(request));
        return present(id);
      },
    );
  },
);

/**
 * Writes of billable licenses ('manage billing'): what a billing invoices is changed by those who manage
 * billing. Reading licenses and attaching seats stay with 'manage organization' and 'manage user'.
 */
const billableLicenseRoutes = resource(
  '/api/admin',
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

/** The signed-in user's own seats (any section: a license manager or trainer may hold one too). */
const ownLicenseRoutes = resource('/api/trainee', requireAuth, async function ownLicenseRoutes(app) {
  app.get(
    '/licenses',
    {
      schema: {
        tags: ['trainee'],
        operationId: 'listOwnSeats',
        summary: "The signed-in user's attached seats: product, valid from and to, days left, state",
        response: { 200: dataEnvelope(z.array(seat)), ...errorReplies(401) },
      },
    },
    async (request) => {
      const today = todayOf(app.services);
      const rows = await seatsOfUser(app.db, signedIn(request).id);
      return { data: rows.map((row) => presentSeat(row, today)) };
    },
  );
});

export default async function licensingRoutes(fastify: FastifyInstance) {
  // The renewal-and-expiry work (billing-jobs.ts): one job per tick however many instances run.
  await fastify.jobs.schedule(BILLING_JOB, BILLING_JOB_CRON, async () => {
    const report = await runBillingJobs(fastify.services);
    fastify.log.info({ report }, 'billing job ran');
  });
  await fastify.register(organizationBillingRoutes);
  await fastify.register(billingRoutes);
  await fastify.register(billingListRoutes);
  await fastify.register(organizationLicenseRoutes);
  await fastify.register(licenseRoutes);
  await fastify.register(userBillingRoutes);
  await fastify.register(userLicenseRoutes);
  await fastify.register(billableLicenseRoutes);
  await fastify.register(ownLicenseRoutes);
}
