import { defineTexts } from '../../../lib/i18n';

/** The products screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const productsTexts = defineTexts('products', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
