import { dataEnvelope, seat } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { todayOf } from '../../lib/calendar-day.js';
import { errorReplies, resource } from '../../lib/route-kit.js';
import { requireAuth, signedIn } from '../../plugins/guards.js';
import { organizationLicenseRoutes } from './admin-organization-routes.js';
import { billableLicenseRoutes, licenseRoutes, userLicenseRoutes } from './admin-routes.js';
import { presentSeat } from './presenters.js';
import { seatsOfUser } from './seat-queries.js';

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

/** The admin's license routes (admin-organization-routes.ts, admin-routes.ts) and the user's own seats. */
export default async function licensingRoutes(fastify: FastifyInstance) {
  await fastify.register(organizationLicenseRoutes);
  await fastify.register(licenseRoutes);
  await fastify.register(userLicenseRoutes);
  await fastify.register(billableLicenseRoutes);
  await fastify.register(ownLicenseRoutes);
}
