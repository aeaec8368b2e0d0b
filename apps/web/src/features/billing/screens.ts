import { defineScreenParts, defineScreens } from '../../lib/screens';
import { billingTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');
const billing = { section: 'admin', permission: 'manage billing', texts: billingTexts } as const;

/**
 * Billing accounts, their details, cycles and periods for every audience (docs/decisions/0009): the
 * admin's billing tab of an organization and of a user and the list of every billing ('manage billing');
 * the manager's billing card on the account details (a part, below). The licenses on a billing are the
 * licensing feature's.
 */
export const billingScreens = defineScreens([
  {
    path: 'admin/organizations/:id/billing-details',
    ...billing,
    tab: { group: 'admin-organization', labelKey: 'billing.tab', order: 50 },
    component: () => pages().then((m) => m.OrganizationBillingPage),
  },
  {
    path: 'admin/billing',
    ...billing,
    nav: { group: 'admin', labelKey: 'nav.admin.billing', icon: 'billing', order: 70 },
    card: 'manage-billing',
    component: () => pages().then((m) => m.BillingsListPage),
  },
  {
    path: 'admin/users/:id/billing-details',
    ...billing,
    tab: { group: 'admin-user', labelKey: 'billing.user.billingTab', order: 40 },
    component: () => pages().then((m) => m.UserBillingPage),
  },
]);

/** What billing shows in other features' screens: the own organization's billing on the manager's account details. */
export const billingParts = defineScreenParts([
  {
    slot: 'manager-account-details',
    order: 10,
    texts: billingTexts,
    component: () => import('./components/manager-billing-card').then((m) => m.ManagerBillingCard),
  },
]);
