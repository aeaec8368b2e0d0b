import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, checkZipcode, isCountryCode, organizationBody } from '../src/index.js';

describe('country codes', () => {
  it('holds the 249 officially assigned ISO 3166-1 alpha-2 codes, and nothing else', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of ['NL', 'DE', 'GB', 'US', 'CI', 'AX']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['UK', 'EU', 'XK', 'nl', 'NLD', '', null]) expect(isCountryCode(code)).toBe(false);
  });
});

describe('checkZipcode', () => {
  it('normalizes zipcodes of countries with a known format', () => {
    expect(checkZipcode('NL', ' 1234ab ')).toEqual({ ok: true, zipcode: '1234 AB' });
    expect(checkZipcode('GB', 'ec1a  1bb')).toEqual({ ok: true, zipcode: 'EC1A 1BB' });
    expect(checkZipcode('GB', 'GIR0AA')).toEqual({ ok: true, zipcode: 'GIR 0AA' });
    expect(checkZipcode('US', '12345 6789')).toEqual({ ok: true, zipcode: '12345-6789' });
  });

  it('names the expected format when a zipcode does not fit', () => {
    expect(checkZipcode('DE', '1O115')).toEqual({ ok: false, message: 'validation.zipcode_digits_5' });
    expect(checkZipcode('CH', '80001')).toEqual({ ok: false, message: 'validation.zipcode_digits_4' });
    expect(checkZipcode('GB', 'GIR 1AA')).toEqual({ ok: false, message: 'validation.zipcode_gb' });
    expect(checkZipcode('NL', '1234 A')).toEqual({ ok: false, message: 'validation.zipcode_nl' });
  });

  it('takes free text for other countries', () => {
    expect(checkZipcode('JP', ' 100-0001 ')).toEqual({ ok: true, zipcode: '100-0001' });
    expect(checkZipcode('IE', 'D02 X285')).toEqual({ ok: true, zipcode: 'D02 X285' });
  });
});

describe('organizationBody', () => {
  const base = { name: 'A', street: 'B', house_number: '1', zipcode: '10115', city: 'Berlin', country: 'de' };

  it('puts the zipcode error under the zipcode field', () => {
    const result = organizationBody.safeParse({ ...base, zipcode: 'ABCDE' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zipcode', 'validation.zipcode_digits_5'],
    ]);
  });

  it('upper-cases the country and turns an empty addition into null', () => {
    expect(organizationBody.parse({ ...base, addition: '' })).toMatchObject({ country: 'DE', addition: null });
  });
});
