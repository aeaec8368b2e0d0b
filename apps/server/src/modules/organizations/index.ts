/**
 * Organizations: their rows, the admin routes, and the one-license-manager
 * rule (`assignLicenseManager`, `releaseLicenseManager`) every path that makes
 * or unmakes a license manager goes through.
 */

export { type OrganizationDependent, organizationDependents } from './dependents.js';
export {
  organizationCount,
  organizationDirectory,
  organizationExists,
  organizationNameOf,
  organizationNameSql,
} from './directory.js';
export { organizationsPersonalData } from './personal-data.js';
export { presentMember, presentOrganization, presentPerson } from './presenters.js';
export {
  findLicenseManager,
  findOrganization,
  findPerson,
  invitationLimitOf,
  licenseManagerRoleHolders,
  lockOrganization,
  type OrganizationScope,
  setMemberRole,
} from './queries.js';
export { inactivityDaysOf, organizationsWithReminder, setInactivityDays } from './reminder-queries.js';
export { default as adminOrganizationRoutes } from './routes.js';
export { assignLicenseManager, releaseLicenseManager, updateOrganization } from './service.js';
