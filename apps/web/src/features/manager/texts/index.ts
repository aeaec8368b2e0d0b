import { defineTexts } from '../../../lib/i18n';

/** The manager section's texts, fetched with the first of its screens (`texts` in `../screens.ts`). */
export const managerTexts = defineTexts('manager', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
