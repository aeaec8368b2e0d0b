import { defineScreens } from '../../lib/screens';
import { hardwareTexts } from './texts';

/** The pages, one chunk for all (see `pages/index.ts`). */
const pages = () => import('./pages');

/**
 * Hardware items: a tab on each organization ('manage organization') and on each user ('manage user'),
 * declared here into the owners' tab groups, and the manager's read of the own organization's items.
 */
export const hardwareScreens = defineScreens([
  {
    path: 'admin/organizations/:id/product-hardware',
    texts: hardwareTexts,
    section: 'admin',
    permission: 'manage organization',
    tab: { group: 'admin-organization', labelKey: 'screenTabs.hardware', order: 50 },
    component: () => pages().then((m) => m.OrganizationHardwarePage),
  },
  {
    path: 'admin/users/:id/hardware',
    texts: hardwareTexts,
    section: 'admin',
    permission: 'manage user',
    tab: { group: 'admin-user', labelKey: 'screenTabs.hardware', order: 30 },
    component: () => pages().then((m) => m.UserHardwarePage),
  },
  {
    path: 'manager/hardware-details',
    texts: hardwareTexts,
    section: 'manager',
    nav: { group: 'manager', labelKey: 'nav.manager.hardwareDetails', icon: 'hardware', order: 30 },
    component: () => pages().then((m) => m.ManagerHardwarePage),
  },
]);
