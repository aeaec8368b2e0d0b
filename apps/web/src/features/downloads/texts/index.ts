import { defineTexts } from '../../../lib/i18n';

/** The downloads screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const downloadsTexts = defineTexts('downloads', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
