import { type Language, pickLanguage } from '@portal/contracts/basics';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, storePreferredLanguage } from './language';
import type { appEn } from './locales/app.en';
import { en } from './locales/en';
import { addMessages, messageIn } from './messages';

/**
 * The texts of the feature folders, by top-level key: each feature's `texts/en.ts`
 * adds its own (`declare module '../../../lib/i18n' { interface FeatureTexts { users: … } }`),
 * so a new feature's keys are typed without editing a shared file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by every feature's texts/en.ts
export interface FeatureTexts {}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof appEn & FeatureTexts };
  }
}

export type TranslationKey = ParseKeys;

/** Screen readers, hyphenation and spell-checkers read the page's language from <html lang>. */
function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', reflectLanguage);

/**
 * The UI texts come in parts: `core` (the public pages: sign-in, sign-up, links from mails, legal)
 * ships in English with the app; `app` (the signed-in shell, navigation, lists and forms) is fetched
 * with the shell; each feature's own texts (`features/<domain>/texts/`) with the first of its screens
 * (`texts` in its registry entries), merged into the one `translation` bundle. German is fetched the
 * first time it is chosen (a browser in German, a stored choice, or a user's profile), with the
 * contracts' German catalogue messages, so an English visitor never downloads it.
 */
type Texts = Record<string, unknown>;

/** A part of the UI texts: a name and a loader per language. */
export interface UiTexts {
  name: string;
  en: () => Promise<Texts>;
  de: () => Promise<Texts>;
}

/** A feature's texts (`features/<domain>/texts/index.ts`), loaded on demand in each language. */
export function defineTexts(name: string, loaders: Omit<UiTexts, 'name'>): UiTexts {
  return { name, ...loaders };
}

const core: UiTexts = {
  name: 'core',
  en: async () => en,
  de: async () => {
    const [{ de }, messages] = await Promise.all([import('./locales/de'), import('@portal/contracts/messages.de')]);
    addMessages('de', messages.de);
    return de;
  },
};

const app: UiTexts = {
  name: 'app',
  en: async () => (await import('./locales/app.en')).appEn,
  de: async () => (await import('./locales/app.de')).appDe,
};

/** The parts every language needs now: core, plus the shell's and each feature's once their screens were opened. */
const parts = new Map<string, UiTexts>([['core', core]]);
const loaded = new Set<string>(['en:core']);

async function loadTexts(language: Language): Promise<void> {
  await Promise.all(
    [...parts.values()].map(async (part) => {
      if (loaded.has(`${language}:${part.name}`)) return;
      i18n.addResourceBundle(language, 'translation', await part[language](), true, true);
      loaded.add(`${language}:${part.name}`);
    }),
  );
}

function hasTexts(language: Language): boolean {
  return [...parts.keys()].every((part) => loaded.has(`${language}:${part}`));
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
reflectLanguage(i18n.language);

/** The language asked for last; the UI shows it as soon as its catalogue is there. */
let wanted: Language = 'en';

/**
 * Switch the UI to `language`: at once when its catalogue is loaded, else when
 * it arrives (unless another language was asked for meanwhile). A catalogue
 * that cannot be fetched leaves the UI as it is.
 */
function switchTo(language: Language): Promise<void> {
  wanted = language;
  if (hasTexts(language)) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return Promise.resolve();
  }
  return loadTexts(language)
    .then(async () => {
      if (wanted === language && i18n.language !== language) await i18n.changeLanguage(language);
    })
    .catch(() => undefined);
}

/**
 * The language the UI starts in: the stored choice, else the browser's, the
 * same the server answers in (Accept-Language). The app renders once it is
 * ready, so a German visitor never sees English first.
 */
export const i18nReady: Promise<void> = switchTo(resolveLanguage());

/** Show `language` without remembering it as the user's choice (tests go back to the default with it). */
export function showLanguage(language: string): Promise<void> {
  return switchTo(pickLanguage(language));
}

/** The language chosen last (the UI shows it once its texts have arrived). */
export function currentLanguage(): Language {
  return wanted;
}

/**
 * Show the UI in `language` at once and remember it in this browser, so the
 * next visit starts in it and Accept-Language carries it from the next request on.
 */
export function applyLanguage(language: string): Promise<void> {
  const next = pickLanguage(language);
  storePreferredLanguage(next);
  return switchTo(next);
}

/** Text for a contracts catalogue key (or a server message, which passes through unchanged). */
export function tMessage(key: string, params?: Record<string, string | number>): string {
  return messageIn(currentLanguage(), key, params);
}

/**
 * A part's texts, in English (the fallback) and in the language chosen; the router awaits this before
 * the shell (`'app'`) or a feature's screen (its `texts`) renders. A failed fetch rejects, and the next
 * call tries again.
 */
export async function loadUiTexts(part: 'app' | UiTexts): Promise<void> {
  const texts = part === 'app' ? app : part;
  parts.set(texts.name, texts);
  await Promise.all([loadTexts('en'), wanted !== 'en' && loadTexts(wanted)]);
}

export { i18n };
