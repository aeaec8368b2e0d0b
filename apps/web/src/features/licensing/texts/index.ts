import { defineTexts } from '../../../lib/i18n';

/** The licensing screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const licensingTexts = defineTexts('licensing', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
