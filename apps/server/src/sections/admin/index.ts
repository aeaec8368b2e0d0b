import { inSection } from '@portal/contracts';
import { resource } from '../../lib/route-kit.js';
import { adminUserRoutes } from '../../modules/admin-users/index.js';
import { adminAnalyticsRoutes, adminBenchmarkRoutes } from '../../modules/analytics/index.js';
import { adminAuditLogRoutes } from '../../modules/audit/index.js';
import { adminBillingRoutes } from '../../modules/billing/index.js';
import { adminCertificateRoutes } from '../../modules/certificates/index.js';
import { adminDataExportRoutes } from '../../modules/data-exports/index.js';
import { adminReleaseRoutes } from '../../modules/downloads/index.js';
import { adminErasureRoutes, adminRetentionRoutes } from '../../modules/erasure/index.js';
import { adminHardwareRoutes } from '../../modules/hardware/index.js';
import { adminInvoiceRoutes } from '../../modules/invoices/index.js';
import { adminLicensingRoutes } from '../../modules/licensing/index.js';
import { adminOrganizationRoutes } from '../../modules/organizations/index.js';
import { adminProductRoutes } from '../../modules/products/index.js';
import { adminShippingCostRoutes } from '../../modules/shipping-costs/index.js';
import { adminSsoRoutes } from '../../modules/sso/index.js';
import { requireSection } from '../../plugins/guards.js';
import type { SectionDoor } from '../section.js';

export const adminDoor: SectionDoor = {
  name: 'admin',
  prefix: '/api/admin',
  enters: (user) => inSection(user, 'admin'),
};

/**
 * The admin section: one encapsulated plugin under `/api/admin`, one guard (`requireSection('admin')`). An
 * admin's scope is their permissions: each module's admin resource adds the permission it needs
 * (`requirePermission('admin', 'users', 'manage user')`, 403 naming both) and reads every organization.
 */
export default resource(adminDoor.prefix, requireSection('admin'), async function adminSection(app) {
  // One line per module.
  await app.register(adminUserRoutes);
  await app.register(adminDataExportRoutes);
  await app.register(adminErasureRoutes);
  await app.register(adminRetentionRoutes);
  await app.register(adminOrganizationRoutes);
  await app.register(adminSsoRoutes);
  await app.register(adminShippingCostRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminAuditLogRoutes);
  await app.register(adminReleaseRoutes);
  await app.register(adminBillingRoutes);
  await app.register(adminLicensingRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(adminHardwareRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminBenchmarkRoutes);
  await app.register(adminCertificateRoutes);
});
