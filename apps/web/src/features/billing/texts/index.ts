import { defineTexts } from '../../../lib/i18n';

/** The billing screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const billingTexts = defineTexts('billing', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
