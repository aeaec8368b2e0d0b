import { defineScreens } from '../../lib/screens';
import { organizationsTexts } from './texts';

const access = { section: 'admin', permission: 'manage organization' } as const;

/**
 * Admin organizations ('manage organization'). An organization's three
 * screens are tabs of one bar; adding and editing its members are the users
 * screens (`admin/organizations/:orgId/user/…`, 'manage user').
 */
export const organizationsScreens = defineScreens([
  {
    path: 'admin/organizations',
    texts: organizationsTexts,
    ...access,
    nav: { group: 'admin', labelKey: 'nav.admin.organizations', icon: 'organizations', order: 10 },
    card: 'manage-organizations',
    component: () => import('./pages/organizations-list-page').then((m) => m.OrganizationsListPage),
  },
  {
    path: 'admin/organizations/create',
    texts: organizationsTexts,
    ...access,
    component: () => import('./pages/organization-create-page').then((m) => m.OrganizationCreatePage),
  },
  {
    path: 'admin/organizations/:id/account-details',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.accountDetails', order: 10 },
    component: () => import('./pages/organization-account-details-page').then((m) => m.OrganizationAccountDetailsPage),
  },
  {
    path: 'admin/organizations/:id/edit',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.edit', order: 20 },
    component: () => import('./pages/organization-edit-page').then((m) => m.OrganizationEditPage),
  },
  {
    path: 'admin/organizations/:id/license-manager',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.licenseManager', order: 30 },
    component: () => import('./pages/organization-license-manager-page').then((m) => m.OrganizationLicenseManagerPage),
  },
]);
