import { defineTexts } from '../../../lib/i18n';

/** The hardware screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const hardwareTexts = defineTexts('hardware', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
