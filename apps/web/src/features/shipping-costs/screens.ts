import { defineScreens } from '../../lib/screens';
import { shippingCostsTexts } from './texts';

/** Shipping costs per destination country ('manage billing'). */
export const shippingCostsScreens = defineScreens([
  {
    path: 'admin/shipping-costs',
    texts: shippingCostsTexts,
    section: 'admin',
    permission: 'manage billing',
    nav: { group: 'admin', labelKey: 'nav.admin.shippingCosts', icon: 'shipping', order: 50 },
    component: () => import('./pages/shipping-costs-page').then((m) => m.ShippingCostsPage),
  },
]);
