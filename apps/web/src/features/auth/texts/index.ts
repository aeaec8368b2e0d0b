import { defineTexts } from '../../../lib/i18n';

/** The sign-in's texts beyond the first screen's: why a single sign-on failed (fetched only when one did). */
export const authTexts = defineTexts('auth', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
