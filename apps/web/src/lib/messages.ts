import { type Catalogue, type Language, messagesEn, pickLanguage, translateIn } from '@portal/contracts/basics';

/**
 * The contracts' catalogue messages the web has: English always (those the web shows itself; the server words the
 * rest of its errors), German once the German UI texts were fetched (lib/i18n.ts adds it), so an English visitor
 * does not download it.
 */
const catalogues: Partial<Record<Language, Partial<Catalogue>>> = { en: messagesEn };

export function addMessages(language: Language, catalogue: Catalogue): void {
  catalogues[language] = catalogue;
}

/** Text for a catalogue key (or a server message, passed through) in `language`, English until it arrived. */
export function messageIn(language: string, key: string, params?: Record<string, string | number>): string {
  return translateIn(catalogues[pickLanguage(language)] ?? messagesEn, key, params);
}
