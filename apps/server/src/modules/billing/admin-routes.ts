import {
  billing,
  billingBody,
  billingList,
  dataEnvelope,
  idParams,
  listEnvelope,
  listQuerySchema,
  userBillingEnvelope,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { listMeta, parseListQuery } from '../../lib/list-query/index.js';
import { errorReplies, findOr404, resource, resourceErrors } from '../../lib/route-kit.js';
import { requirePermission, signedIn } from '../../plugins/guards.js';
import { findOrganization } from '../organizations/index.js';
import { findUser } from '../users/index.js';
import { BILLING_JOB, BILLING_JOB_CRON, runBillingJobs } from './jobs.js';
import { presentBilling } from './presenters.js';
import {
  billingIdOfOrganization,
  billingIdOfUser,
  findBilling,
  listBillings,
  organizationBillingOfUser,
} from './queries.js';
import { cancelBilling, reactivateBilling, renewBilling, saveBilling, saveOrganizationBilling } from './service.js';

const conflicts = errorReplies(401, 403, 404, 409, 422);

/** The admin's billing routes ('manage billing'). */
const organizationBillingRoutes = resource(
  '/organizations',
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

const billingTransitionRoutes = resource(
  '/billings',
  requirePermission('admin', 'billing', 'manage billing'),
  async function billingTransitionRoutes(app) {
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
  '/billing',
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

/** A user's personal billing ('manage billing'), entity type USER: the organization's routes' twins. */
const userBillingRoutes = resource(
  '/users',
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

/** The renewal-and-expiry job (jobs.ts), one per tick however many instances run. */
export async function billingJobs(fastify: FastifyInstance) {
  await fastify.jobs.schedule(BILLING_JOB, BILLING_JOB_CRON, async () => {
    const report = await runBillingJobs(fastify.services);
    fastify.log.info({ report }, 'billing job ran');
  });
}

/** The admin's billing routes ('manage billing'), mounted by the admin section. */
export async function adminBillingRoutes(fastify: FastifyInstance) {
  await fastify.register(organizationBillingRoutes);
  await fastify.register(billingTransitionRoutes);
  await fastify.register(billingListRoutes);
  await fastify.register(userBillingRoutes);
}
