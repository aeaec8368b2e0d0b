import { defineScreens } from '../../lib/screens';
import { licensingTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');
const organizations = { section: 'admin', permission: 'manage organization' } as const;
const billing = { section: 'admin', permission: 'manage billing' } as const;

/**
 * The admin's licensing screens (docs/decisions/0009-licensing-model.md): two tabs of an organization
 * (billing details 'manage billing', product licenses 'manage organization'), one member's seats, and the
 * lists of every billing and every license. The manager's and trainee's license screens live in their
 * own features.
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
    path: 'admin/organizations/:id/billing-details',
    texts: licensingTexts,
    ...billing,
    tab: { group: 'admin-organization', labelKey: 'licensing.tabs.billing', order: 50 },
    component: () => pages().then((m) => m.OrganizationBillingPage),
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
    path: 'admin/billing',
    texts: licensingTexts,
    ...billing,
    nav: { group: 'admin', labelKey: 'nav.admin.billing', icon: 'billing', order: 70 },
    card: 'manage-billing',
    component: () => pages().then((m) => m.BillingsListPage),
  },
  {
    path: 'admin/users/:id/billing-details',
    texts: licensingTexts,
    ...billing,
    tab: { group: 'admin-user', labelKey: 'licensing.user.billingTab', order: 40 },
    component: () => pages().then((m) => m.UserBillingPage),
  },
  {
    path: 'trainee/licenses-overview',
    section: 'trainee',
    texts: licensingTexts,
    nav: { group: 'trainee', labelKey: 'nav.trainee.licenses', icon: 'own-licenses', order: 30 },
    component: () => import('./pages/own-licenses-page').then((m) => m.LicensesOverviewPage),
  },
]);
