import { inSection } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { resource } from '../../lib/route-kit.js';
import { managerAnalyticsRoutes, managerBenchmarkRoutes } from '../../modules/analytics/index.js';
import { managerBillingRoutes } from '../../modules/billing/index.js';
import { managerCertificateRoutes } from '../../modules/certificates/index.js';
import { curriculumAdministrationRoutes } from '../../modules/curricula/index.js';
import { managerHardwareRoutes } from '../../modules/hardware/index.js';
import { ownInvoiceRoutes } from '../../modules/invoices/index.js';
import { managerLicenseRoutes } from '../../modules/licensing/index.js';
import { type ManagerScope, managerOwnRoutes, memberImportRoutes } from '../../modules/manager/index.js';
import { managerNudgeRoutes } from '../../modules/nudges/index.js';
import { managerSsoRoutes } from '../../modules/sso/index.js';
import { lastTrainedAt } from '../../modules/training/index.js';
import { requireSection, signedIn } from '../../plugins/guards.js';
import { requestScopes, type SectionDoor } from '../section.js';

export const managerDoor: SectionDoor = {
  name: 'manager',
  prefix: '/api/manager',
  enters: (user) => inSection(user, 'manager'),
};

/**
 * The manager section: one encapsulated plugin under `/api/manager`, one guard (`requireSection('manager')`),
 * then the scope: the signed-in user's own organization, read from the session once per request and handed
 * to every module's manager routes. A section user without an organization (a super-admin) gets 409
 * `no_organization`, which the web shows as a page that says so.
 */
export default resource(managerDoor.prefix, requireSection('manager'), async function managerSection(app) {
  const { set, scopeOf } = requestScopes<ManagerScope>('manager');
  app.addHook('onRequest', async (request) => {
    const organizationId = signedIn(request).organizationId;
    if (!organizationId) throw new AppError('conflict', 'error.no_organization');
    set(request, { organizationId });
  });

  // One line per module.
  managerLicenseRoutes(app, scopeOf, { lastTrainedAt });
  managerBillingRoutes(app, scopeOf);
  ownInvoiceRoutes(app, ['manager'], { list: 'listManagerInvoices', pdf: 'getManagerInvoicePdf' }, scopeOf);
  managerHardwareRoutes(app, scopeOf);
  managerAnalyticsRoutes(app, scopeOf);
  managerBenchmarkRoutes(app, scopeOf);
  managerNudgeRoutes(app, scopeOf);
  managerCertificateRoutes(app, scopeOf);
  managerSsoRoutes(app, scopeOf);
  await curriculumAdministrationRoutes(app, scopeOf, 'Manager');
  await memberImportRoutes(app, scopeOf);
  await managerOwnRoutes(app, scopeOf);
});
