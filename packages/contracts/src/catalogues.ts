import { de } from './messages.de.js';
import { type Catalogue, defaultLanguage, type Language, messagesEn, pickLanguage, translateIn } from './messages.js';

export const catalogues: Record<Language, Catalogue> = { en: messagesEn, de };

/** Text for a catalogue key in `language` (`de-CH` reads German, an unsupported one English), or the value itself. */
export function translate(
  key: string,
  language: string = defaultLanguage,
  params: Record<string, string | number> = {},
): string {
  return translateIn(catalogues[pickLanguage(language)], key, params);
}
