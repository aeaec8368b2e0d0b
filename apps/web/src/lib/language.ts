import { defaultLanguage } from '@portal/contracts';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** The stored language, else the browser's, else English; this is what Accept-Language carries. */
export function getPreferredLanguage(): string {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage can be blocked (privacy modes); the browser language is the next best answer.
  }
  if (typeof navigator !== 'undefined' && navigator.language) return navigator.language;
  return defaultLanguage;
}

export function storePreferredLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not fatal: the language falls back to the browser's on the next visit.
  }
}
