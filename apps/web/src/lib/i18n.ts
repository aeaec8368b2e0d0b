import { type Language, pickLanguage, translate } from '@portal/contracts';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, storePreferredLanguage } from './language';
import { de } from './locales/de';
import { en } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export type TranslationKey = ParseKeys;

/** Screen readers, hyphenation and spell-checkers read the page's language from <html lang>. */
function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', reflectLanguage);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  // The stored choice, else the browser's; the same language the server answers in (Accept-Language).
  lng: resolveLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});
reflectLanguage(i18n.language);

/** The language the UI shows now. */
export function currentLanguage(): Language {
  return pickLanguage(i18n.language);
}

/**
 * Show the UI in `language` at once and remember it in this browser, so the
 * next visit starts in it and Accept-Language carries it from the next request on.
 */
export function applyLanguage(language: string): void {
  const next = pickLanguage(language);
  storePreferredLanguage(next);
  if (i18n.language !== next) void i18n.changeLanguage(next);
}

/** Text for a contracts catalogue key (or a server message, which passes through unchanged). */
export function tMessage(key: string, params?: Record<string, string | number>): string {
  return translate(key, currentLanguage(), params);
}

export { i18n };
