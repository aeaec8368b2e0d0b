import { billing, dataEnvelope, managerBillingBody } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { todayOf } from '../../lib/calendar-day.js';
import { clientOf } from '../../lib/client-info.js';
import { errorReplies, type RouteApp } from '../../lib/route-kit.js';
import { signedIn } from '../../plugins/guards.js';
import { presentBilling } from './presenters.js';
import { billingIdOfOrganization, findBilling } from './queries.js';
import { updateOwnBilling } from './service.js';

const failures = errorReplies(401, 403, 404, 409, 422);

/**
 * The manager section's billing routes, registered inside its plugin with the scope it read from the session
 * (`{ organizationId }`): the own organization's billing, never one named by the request.
 */
export function managerBillingRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { organizationId: string }) {
  const ctx = app.services;
  const tags = ['manager'];

  const ownBilling = async (organizationId: string) => {
    const id = await billingIdOfOrganization(app.db, organizationId);
    const row = id ? await findBilling(app.db, id) : null;
    return { data: row ? presentBilling(row, todayOf(ctx)) : null };
  };

  app.get(
    '/billing',
    {
      schema: {
        tags,
        operationId: 'getManagerBilling',
        summary: "The own organization's billing (details, cycle, period, status); null when it has none",
        response: { 200: dataEnvelope(billing.nullable()), ...failures },
      },
    },
    async (request) => ownBilling(scopeOf(request).organizationId),
  );

  app.put(
    '/billing',
    {
      schema: {
        tags,
        operationId: 'updateManagerBilling',
        summary:
          'Change the billing email and purchase-order reference of the own billing (409 no_billing without one)',
        body: managerBillingBody,
        response: { 200: dataEnvelope(billing.nullable()), ...failures },
      },
    },
    async (request) => {
      const { organizationId } = scopeOf(request);
      await updateOwnBilling(ctx, signedIn(request), organizationId, request.body, clientOf(request));
      return ownBilling(organizationId);
    },
  );
}
