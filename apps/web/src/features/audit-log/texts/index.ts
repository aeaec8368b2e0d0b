import { defineTexts } from '../../../lib/i18n';

/** The audit-log screens' texts, fetched with the first of them (`texts` in `../screens.ts`). */
export const auditLogTexts = defineTexts('audit-log', {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
