import type { MessageKey } from './messages.js';

/**
 * The officially assigned ISO 3166-1 alpha-2 country codes (249). Names are
 * not kept here: the web shows them in the user's language from the
 * browser's own CLDR data (`Intl.DisplayNames`), so no bundle carries them.
 */
export const COUNTRY_CODES = [
  ...['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ'],
  ...['BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV'],
  ...['BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV'],
  ...['CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI'],
  ...['FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ'],
  ...['GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO'],
  ...['IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY'],
  ...['KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG'],
  ...['MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA'],
  ...['NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK'],
  ...['PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD'],
  ...['SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC'],
  ...['TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM'],
  ...['US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW'],
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const countrySet: ReadonlySet<string> = new Set(COUNTRY_CODES);
export const isCountryCode = (value: unknown): value is CountryCode =>
  typeof value === 'string' && countrySet.has(value);

/** The longest zipcode of any country (a free-text zipcode is cut off here). */
export const ZIPCODE_MAX_LENGTH = 12;

interface ZipcodeRule {
  /** Tested on the upper-cased zipcode with single spaces. */
  pattern: RegExp;
  /** The stored form of a matching zipcode. */
  format: (match: RegExpExecArray) => string;
  message: MessageKey;
  /** Shown as the field's placeholder. */
  example: string;
}

const digits = (count: 4 | 5, example: string): ZipcodeRule => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  format: (m) => m[0],
  message: count === 4 ? 'validation.zipcode_digits_4' : 'validation.zipcode_digits_5',
  example,
});

/**
 * Zipcode formats of the countries where one is known; any other country
 * takes free text up to ZIPCODE_MAX_LENGTH characters.
 */
const ZIPCODE_RULES: Partial<Record<CountryCode, ZipcodeRule>> = {
  // 1234 AB (the space is optional when typed, always stored)
  NL: {
    pattern: /^([1-9]\d{3}) ?([A-Z]{2})$/,
    format: (m) => `${m[1]} ${m[2]}`,
    message: 'validation.zipcode_nl',
    example: '1234 AB',
  },
  // 12345 or ZIP+4: 12345-6789 (also typed as nine digits or with a space)
  US: {
    pattern: /^(\d{5})(?:[- ]?(\d{4}))?$/,
    format: (m) => (m[2] ? `${m[1]}-${m[2]}` : (m[1] ?? '')),
    message: 'validation.zipcode_us',
    example: '94105',
  },
  // Outward code (SW1A, M1, B33, EC1A, W1D) and inward code (1AA); GIR 0AA is Girobank's
  GB: {
    pattern: /^(GIR|[A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/,
    format: (m) => `${m[1]} ${m[2]}`,
    message: 'validation.zipcode_gb',
    example: 'SW1A 1AA',
  },
  DE: digits(5, '10115'),
  FR: digits(5, '75001'),
  IT: digits(5, '00184'),
  ES: digits(5, '28013'),
  AT: digits(4, '1010'),
  BE: digits(4, '1000'),
  CH: digits(4, '8001'),
  DK: digits(4, '1050'),
  LU: digits(4, '1009'),
};

/** An example zipcode of a country with a known format (a form's placeholder); undefined for free text. */
export function zipcodeExample(country: string): string | undefined {
  return isCountryCode(country) ? ZIPCODE_RULES[country]?.example : undefined;
}

/** Upper case, single spaces, no spaces at the ends. */
const tidy = (zipcode: string) => zipcode.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Check a zipcode against its country's format: the stored form when it fits
 * (or the country has no known format), else the catalogue key to show.
 */
export function checkZipcode(
  country: string,
  zipcode: string,
): { ok: true; zipcode: string } | { ok: false; message: MessageKey } {
  const value = tidy(zipcode);
  const rule = isCountryCode(country) ? ZIPCODE_RULES[country] : undefined;
  if (!rule) return { ok: true, zipcode: zipcode.trim() };
  const match = rule.pattern.exec(value);
  if (!match || (country === 'GB' && match[1] === 'GIR' && match[2] !== '0AA')) {
    return { ok: false, message: rule.message };
  }
  return { ok: true, zipcode: rule.format(match) };
}

/**
 * The VAT identification numbers of the EU member states (VIES formats), keyed by the number's
 * own prefix (Greece writes EL). The number is read without spaces, dots and dashes, upper case.
 */
const EU_VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** The EU member states by ISO code (Greece is GR here, EL in VAT numbers). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  Object.keys(EU_VAT_PATTERNS).map((prefix) => (prefix === 'EL' ? 'GR' : prefix)),
);

/**
 * Check a VAT number: an EU number (its two-letter prefix names a member state) must fit that
 * state's format; a billing address in the EU needs an EU number; elsewhere any 2 to 20 letters
 * and digits. The stored form has no separators and is upper case (`nl 8512.34.567 b01` →
 * `NL851234567B01`).
 */
export function checkVatNumber(
  country: string,
  vatNumber: string,
): { ok: true; vatNumber: string } | { ok: false; message: MessageKey } {
  const value = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const pattern = EU_VAT_PATTERNS[value.slice(0, 2)];
  if (pattern)
    return pattern.test(value) ? { ok: true, vatNumber: value } : { ok: false, message: 'validation.vat_number' };
  if (EU_COUNTRIES.has(country.toUpperCase()) || !/^[A-Z0-9]{2,20}$/.test(value)) {
    return { ok: false, message: 'validation.vat_number' };
  }
  return { ok: true, vatNumber: value };
}
