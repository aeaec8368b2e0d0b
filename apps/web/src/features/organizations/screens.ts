import { defineScreens } from '../../lib/screens';
import { organizationsTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');

const access = { section: 'admin', permission: 'manage organization' } as const;

/**
 * Admin organizations ('manage organization'). An organization's four
 * screens are tabs of one bar (the fourth its single sign-on); adding and editing its members are the users
 * screens (`admin/organizations/:orgId/user/…`, 'manage user').
 */
export const organizationsScreens = defineScreens([
  {
    path: 'admin/organizations',
    texts: organizationsTexts,
    ...access,
    nav: { group: 'admin', labelKey: 'nav.admin.organizations', icon: 'organizations', order: 10 },
    card: 'manage-organizations',
    component: () => pages().then((m) => m.OrganizationsListPage),
  },
  {
    path: 'admin/organizations/create',
    texts: organizationsTexts,
    ...access,
    component: () => pages().then((m) => m.OrganizationCreatePage),
  },
  {
    path: 'admin/organizations/:id/account-details',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.accountDetails', order: 10 },
    component: () => pages().then((m) => m.OrganizationAccountDetailsPage),
  },
  {
    path: 'admin/organizations/:id/edit',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.edit', order: 20 },
    component: () => pages().then((m) => m.OrganizationEditPage),
  },
  {
    path: 'admin/organizations/:id/license-manager',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.licenseManager', order: 30 },
    component: () => pages().then((m) => m.OrganizationLicenseManagerPage),
  },
  {
    path: 'admin/organizations/:id/sso',
    texts: organizationsTexts,
    ...access,
    tab: { group: 'admin-organization', labelKey: 'organizations.tabs.sso', order: 40 },
    component: () => pages().then((m) => m.OrganizationSsoPage),
  },
]);
