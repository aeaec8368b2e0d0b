import { defineTexts } from '../../../lib/i18n';

/** The invoices screen's texts, fetched with it (`texts` in `../screens.ts`). */
export const invoicesTexts = defineTexts('invoices', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
