import { defineTexts } from '../../../lib/i18n';

/** The profile screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const profileTexts = defineTexts('profile', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
