import { defineTexts } from '../../../lib/i18n';

/** The device screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const devicesTexts = defineTexts('devices', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
