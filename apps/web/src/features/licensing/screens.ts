import { defineScreenParts, defineScreens } from '../../lib/screens';
import { licensingTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');
const organizations = { section: 'admin', permission: 'manage organization' } as const;
const manager = { section: 'manager', texts: licensingTexts } as const;

/**
 * Licenses and seats for every audience (docs/decisions/0009-licensing-model.md). The admin: an
 * organization's product licenses tab, one member's seats, and the list of every license. The manager:
 * the own organization's licenses and seats (two tabs of one screen group) and one member's licenses,
 * reached from the members list's key icon. The trainee: their own licenses. The billing they count on
 * is the billing feature's.
 */
export const licensingScreens = defineScreens([
  {
    path: 'admin/organizations/:id/product-licenses',
    texts: licensingTexts,
    ...organizations,
    tab: { group: 'admin-organization', labelKey: 'licensing.tabs.licenses', order: 40 },
    component: () => pages().then((m) => m.OrganizationLicensesPage),
  },
  {
    path: 'admin/organizations/:id/licenses/:userId',
    texts: licensingTexts,
    ...organizations,
    component: () => pages().then((m) => m.MemberSeatsPage),
  },
  {
    path: 'admin/licenses',
    texts: licensingTexts,
    ...organizations,
    nav: { group: 'admin', labelKey: 'nav.admin.licenses', icon: 'licenses', order: 60 },
    card: 'manage-licenses',
    component: () => pages().then((m) => m.LicensesListPage),
  },
  {
    path: 'manager/software-licenses',
    ...manager,
    nav: { group: 'manager', labelKey: 'nav.manager.softwareLicenses', icon: 'software-licenses', order: 20 },
    tab: { group: 'manager-licenses', labelKey: 'managerLicensing.tabs.licenses', order: 10 },
    card: 'check-licenses',
    component: () => pages().then((m) => m.SoftwareLicensesPage),
  },
  {
    path: 'manager/software-licenses/seats',
    ...manager,
    tab: { group: 'manager-licenses', labelKey: 'managerLicensing.tabs.seats', order: 20 },
    component: () => pages().then((m) => m.SeatsPage),
  },
  {
    path: 'manager/licenses/:userId',
    ...manager,
    component: () => pages().then((m) => m.MemberLicensesPage),
  },
  {
    path: 'trainee/licenses-overview',
    section: 'trainee',
    texts: licensingTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.licenses', icon: 'own-licenses', order: 30 },
    component: () => import('./pages/own-licenses-page').then((m) => m.LicensesOverviewPage),
  },
]);

/** What licensing shows in other features' screens: a user's seats (software tab) and personal licenses (billing tab). */
export const licensingParts = defineScreenParts([
  {
    slot: 'admin-user-software',
    order: 10,
    texts: licensingTexts,
    component: () => import('./components/user-licenses-card').then((m) => m.UserLicensesCard),
  },
  {
    slot: 'admin-user-billing',
    order: 10,
    permission: 'manage user',
    texts: licensingTexts,
    component: () => import('./components/personal-licenses-part').then((m) => m.PersonalLicensesPart),
  },
]);
