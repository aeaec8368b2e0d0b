import { defineTexts } from '../../../lib/i18n';

/** The shipping-costs screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const shippingCostsTexts = defineTexts('shipping-costs', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
