import type { FastifyInstance } from 'fastify';
import { issueCurriculumCertificate, issueReadinessCertificate } from './service.js';

/**
 * Certificates issue themselves: the `analytics.readiness_reached` event (after the readiness job's commit) issues
 * the FLS readiness certificate, once per trainee (the unique index; a failure is logged by the bus and the next
 * turn to ready tries again); `curricula.completed` the curriculum's, once per trainee and curriculum version.
 */
export async function certificateEvents(app: FastifyInstance) {
  const ctx = app.services;
  ctx.events.subscribe('analytics.readiness_reached', 'certificates', async (event) => {
    await issueReadinessCertificate(ctx, event);
  });
  ctx.events.subscribe('curricula.completed', 'certificates', async (event) => {
    await issueCurriculumCertificate(ctx, event);
  });
}
