import { defineScreens } from '../../lib/screens';
import { managerTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');

const access = { section: 'manager', texts: managerTexts } as const;

/**
 * The manager section (license manager; a super-admin without an organization
 * sees a page that says there is none): the own organization, its members and the license manager role.
 * Every screen works on the session's organization. Its licenses and seats are the licensing feature's
 * screens, its billing the billing feature's (a part of the account details).
 */
export const managerScreens = defineScreens([
  {
    path: 'manager/account-details',
    ...access,
    nav: { group: 'manager', labelKey: 'nav.manager.accountDetails', icon: 'members', order: 35 },
    // The members list: each member's key icon opens their licenses, where a seat is attached.
    card: 'attach-license',
    component: () => pages().then((m) => m.AccountDetailsPage),
  },
  {
    path: 'manager/organisation-details',
    ...access,
    nav: { group: 'manager', labelKey: 'nav.manager.organisationDetails', icon: 'organization', order: 40 },
    component: () => pages().then((m) => m.OrganisationDetailsPage),
  },
  {
    path: 'manager/user/create',
    ...access,
    component: () => pages().then((m) => m.MemberCreatePage),
  },
  {
    path: 'manager/user/import',
    ...access,
    component: () => import('./pages/member-import-page').then((m) => m.MemberImportPage),
  },
  {
    path: 'manager/user/:userId/edit',
    ...access,
    component: () => pages().then((m) => m.MemberEditPage),
  },
  {
    path: 'manager/license-manager',
    ...access,
    nav: { group: 'manager', labelKey: 'nav.manager.licenseManager', icon: 'license-manager', order: 50 },
    component: () => pages().then((m) => m.LicenseManagerPage),
  },
]);
