import { pickLanguage, translate } from '@portal/contracts';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getPreferredLanguage } from './language';
import { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export type TranslationKey = ParseKeys;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // The language the server answers in too (Accept-Language), so UI and messages agree where both exist.
  lng: pickLanguage(getPreferredLanguage()),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/** Text for a contracts catalogue key (or a server message, which passes through unchanged). */
export function tMessage(key: string, params?: Record<string, string | number>): string {
  return translate(key, i18n.language, params);
}

export { i18n };
