import { defineTexts } from '../../../lib/i18n';

/** The users screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const usersTexts = defineTexts('users', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
