import { defineTexts } from '../../../lib/i18n';

/** The "Use" page's texts, fetched with it (`texts` in `../screens.ts`). */
export const gettingStartedTexts = defineTexts('getting-started', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
