import { defaultLanguage, type Language, pickLanguage } from '@portal/contracts/basics';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** The last stored choice, kept in memory too for browsers that block storage. */
let remembered: string | null = null;

/** The language stored in this browser (the user's choice), if any. */
export function getStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); what was chosen in this tab still counts.
    return remembered;
  }
}

/** The stored language, else the browser's, else English; this is what Accept-Language carries. */
export function getPreferredLanguage(): string {
  const stored = getStoredLanguage();
  if (stored) return stored;
  if (typeof navigator !== 'undefined' && navigator.language) return navigator.language;
  return defaultLanguage;
}

/** The supported language the UI starts in: `de-AT` reads German, anything unsupported English. */
export function resolveLanguage(): Language {
  return pickLanguage(getPreferredLanguage());
}

export function storePreferredLanguage(language: string): void {
  remembered = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the language falls back to the browser's on the next visit.
  }
}
