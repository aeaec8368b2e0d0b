import { defineScreens } from '../../lib/screens';
import { managerTexts } from './texts';

const access = { section: 'manager', texts: managerTexts } as const;

/**
 * The manager section (license manager; a super-admin without an organization
 * sees a page that says there is none): the own organization, its members, and
 * the license manager role. Every screen works on the session's organization.
 */
export const managerScreens = defineScreens([
  {
    path: 'manager/account-details',
    ...access,
    nav: { group: 'manager', labelKey: 'nav.manager.accountDetails', icon: 'members', order: 35 },
    component: () => import('./pages/account-details-page').then((m) => m.AccountDetailsPage),
  },
  {
    path: 'manager/organisation-details',
    ...access,
    nav: { group: 'manager', labelKey: 'nav.manager.organisationDetails', icon: 'organization', order: 40 },
    component: () => import('./pages/organisation-details-page').then((m) => m.OrganisationDetailsPage),
  },
  {
    path: 'manager/user/create',
    ...access,
    component: () => import('./pages/member-create-page').then((m) => m.MemberCreatePage),
  },
  {
    path: 'manager/user/:userId/edit',
    ...access,
    component: () => import('./pages/member-edit-page').then((m) => m.MemberEditPage),
  },
  {
    path: 'manager/license-manager',
    ...access,
    nav: { group: 'manager', labelKey: 'nav.manager.licenseManager', icon: 'license-manager', order: 50 },
    component: () => import('./pages/license-manager-page').then((m) => m.LicenseManagerPage),
  },
]);
