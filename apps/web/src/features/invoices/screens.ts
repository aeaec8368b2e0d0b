import { defineScreens } from '../../lib/screens';
import { invoicesTexts } from './texts';

/** Every invoice ('manage billing'): list, status, PDF. */
export const invoicesScreens = defineScreens([
  {
    path: 'admin/invoices',
    texts: invoicesTexts,
    section: 'admin',
    permission: 'manage billing',
    nav: { group: 'admin', labelKey: 'nav.admin.invoices', icon: 'invoices', order: 55 },
    component: () => import('./pages/invoices-page').then((m) => m.InvoicesPage),
  },
]);
