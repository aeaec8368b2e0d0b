import { resource } from '../../lib/route-kit.js';
import { traineeAnalyticsRoutes } from '../../modules/analytics/index.js';
import { traineeCertificateRoutes } from '../../modules/certificates/index.js';
import { traineeCurriculumRoutes } from '../../modules/curricula/index.js';
import { ownInvoiceRoutes } from '../../modules/invoices/index.js';
import { traineeLicenseRoutes } from '../../modules/licensing/index.js';
import { traineeNudgeRoutes } from '../../modules/nudges/index.js';
import { traineePortfolioRoutes } from '../../modules/portfolio/index.js';
import { requireAuth, requireSection, signedIn } from '../../plugins/guards.js';
import type { ScopeOf, SectionDoor } from '../section.js';

export const traineeDoor: SectionDoor = {
  name: 'trainee',
  prefix: '/api/trainee',
  // The own seats and invoices: any signed-in user (a license manager or trainer may hold a seat too).
  enters: () => true,
};

/** The trainee section's scope: the signed-in user, from the session. */
export type TraineeScope = { userId: string };

/**
 * The trainee section: one encapsulated plugin under `/api/trainee`, one guard (signed in), and the scope:
 * the signed-in user. The own training figures also need a trainee-section role (`requireSection('trainee')`).
 */
export default resource(traineeDoor.prefix, requireAuth, async function traineeSection(app) {
  const scopeOf: ScopeOf<TraineeScope> = (request) => ({ userId: signedIn(request).id });

  // One line per module.
  traineeLicenseRoutes(app, scopeOf);
  ownInvoiceRoutes(app, ['trainee'], { list: 'listOwnInvoices', pdf: 'getOwnInvoicePdf' }, scopeOf);
  await app.register(async (training) => {
    training.addHook('onRequest', requireSection('trainee'));
    traineeAnalyticsRoutes(training, scopeOf);
    traineeNudgeRoutes(training, scopeOf);
    traineeCertificateRoutes(training, scopeOf);
    traineeCurriculumRoutes(training, scopeOf);
    traineePortfolioRoutes(training, scopeOf);
  });
});
