import { defineTexts } from '../../../lib/i18n';

/** The trainee's licenses screen texts, fetched with it (`texts` in `../screens.ts`). */
export const traineeLicensesTexts = defineTexts('traineeLicenses', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
