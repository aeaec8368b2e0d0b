import { defineTexts } from '../../../lib/i18n';

/** The certificates screens' texts, fetched with them (`texts` in `../screens.ts`). */
export const certificatesTexts = defineTexts('certificates', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
