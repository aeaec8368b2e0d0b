import { dataEnvelope, seat } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { todayOf } from '../../lib/calendar-day.js';
import { errorReplies, type RouteApp } from '../../lib/route-kit.js';
import { organizationLicenseRoutes } from './admin-organization-routes.js';
import { billableLicenseRoutes, licenseRoutes, userLicenseRoutes } from './admin-routes.js';
import { presentSeat } from './presenters.js';
import { seatsOfUser } from './seat-queries.js';

/**
 * The signed-in user's own seats (any signed-in user: a license manager or trainer may hold one too), mounted
 * by the trainee section in its scope.
 */
export function traineeLicenseRoutes(app: RouteApp, scopeOf: (request: FastifyRequest) => { userId: string }) {
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
      const rows = await seatsOfUser(app.db, scopeOf(request).userId);
      return { data: rows.map((row) => presentSeat(row, today)) };
    },
  );
}

/** The admin's license routes (admin-organization-routes.ts, admin-routes.ts), mounted by the admin section. */
export async function adminLicensingRoutes(fastify: FastifyInstance) {
  await fastify.register(organizationLicenseRoutes);
  await fastify.register(licenseRoutes);
  await fastify.register(userLicenseRoutes);
  await fastify.register(billableLicenseRoutes);
}
