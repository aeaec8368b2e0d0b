import { defineTexts } from '../../../lib/i18n';

/** The curricula screens' texts, fetched with them (`texts` in `../screens.ts`). */
export const curriculaTexts = defineTexts('curricula', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
