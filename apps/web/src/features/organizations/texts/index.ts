import { defineTexts } from '../../../lib/i18n';

/** The organizations screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const organizationsTexts = defineTexts('organizations', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
