import { de } from './messages.de.js';
import {
  type Catalogue,
  defaultLanguage,
  type Language,
  type MessageKey,
  messagesEn,
  pickLanguage,
  translateIn,
} from './messages.js';
import { serverErrorsEn } from './messages.server-errors.js';

export const catalogues: Record<Language, Catalogue> = { en: { ...messagesEn, ...serverErrorsEn }, de };

/** True for a key of the catalogue (a text that is not one passes through `translate` unchanged). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogues.en, value);
}

/** Text for a catalogue key in `language` (`de-CH` reads German, an unsupported one English), or the value itself. */
export function translate(
  key: string,
  language: string = defaultLanguage,
  params: Record<string, string | number> = {},
): string {
  return translateIn(catalogues[pickLanguage(language)], key, params);
}
