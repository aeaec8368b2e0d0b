import { COUNTRY_CODES } from '@portal/contracts';

/**
 * Country names in the UI's language from the browser's own CLDR data
 * (`Intl.DisplayNames`): nothing to download, every ISO 3166 code named the
 * way the user's system names it. Falls back to the code itself.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

export function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  value: string;
  label: string;
}

const optionsByLanguage = new Map<string, CountryOption[]>();

/** Every ISO 3166-1 alpha-2 country, named and sorted in `language`. */
export function countryOptions(language: string): CountryOption[] {
  let options = optionsByLanguage.get(language);
  if (!options) {
    const collator = new Intl.Collator(language);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    optionsByLanguage.set(language, options);
  }
  return options;
}
