import { defineTexts } from '../../../lib/i18n';

/** The analytics screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const analyticsTexts = defineTexts('analytics', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
