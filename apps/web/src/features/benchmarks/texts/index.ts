import { defineTexts } from '../../../lib/i18n';

/** The benchmark screens' texts, fetched with them (`texts` in `../screens.ts`). */
export const benchmarksTexts = defineTexts('benchmarks', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
