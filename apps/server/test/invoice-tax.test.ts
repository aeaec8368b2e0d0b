import { EU_COUNTRIES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buyerVat,
  EU_STANDARD_VAT_RATES_AS_OF,
  EU_STANDARD_VAT_RATES_BP,
  vatAmount,
  vatRuleOf,
} from '../src/modules/invoices/tax.js';

// Known answers of Directive 2006/112/EC for a German seller (docs/decisions/0011, "VAT"): who buys,
// what the line supplies, the rule, the rate in basis points and whose rate it is.
const cases = [
  // A German buyer pays 19 %, with or without a VAT number, for licenses and hardware alike.
  ['German hospital with a VAT number', 'DE', 'DE811907980', 'service', 'domestic', 1900, 'DE'],
  ['German private customer', 'DE', null, 'service', 'domestic', 1900, 'DE'],
  ['German clinic buying hardware', 'DE', 'DE811907980', 'goods', 'domestic', 1900, 'DE'],
  // An EU business with another member state's VAT number: reverse charge (Art. 196) / Art. 138 for goods.
  ['Dutch hospital with a VAT number', 'NL', 'NL851234567B01', 'service', 'reverse_charge', 0, null],
  ['Greek university (EL prefix)', 'GR', 'EL123456789', 'service', 'reverse_charge', 0, null],
  ['Austrian clinic buying hardware', 'AT', 'ATU12345678', 'goods', 'intra_community', 0, null],
  // An EU buyer without a VAT number is a consumer: their own state's rate (Art. 58 OSS, Art. 33 for goods).
  ['Italian private customer', 'IT', null, 'service', 'oss', 2200, 'IT'],
  ['Dutch hospital without a VAT number', 'NL', null, 'service', 'oss', 2100, 'NL'],
  ['Hungarian consumer', 'HU', null, 'service', 'oss', 2700, 'HU'],
  ['Luxembourg consumer', 'LU', null, 'service', 'oss', 1700, 'LU'],
  ['Finnish consumer', 'FI', null, 'service', 'oss', 2550, 'FI'],
  ['Romanian consumer (21 % since August 2025)', 'RO', null, 'service', 'oss', 2100, 'RO'],
  ['Estonian consumer (24 % since July 2025)', 'EE', null, 'service', 'oss', 2400, 'EE'],
  ['Slovak consumer (23 % since 2025)', 'SK', null, 'service', 'oss', 2300, 'SK'],
  ['French consumer buying hardware', 'FR', null, 'goods', 'distance_sale', 2000, 'FR'],
  ['Irish consumer buying hardware', 'IE', null, 'goods', 'distance_sale', 2300, 'IE'],
  // Outside the EU: no German VAT (Art. 44 / 59 for services, Art. 146 export for goods).
  ['British university', 'GB', 'GB123456789', 'service', 'outside_eu', 0, null],
  ['US hospital', 'US', null, 'service', 'outside_eu', 0, null],
  ['Swiss clinic buying hardware', 'CH', 'CHE123456789', 'goods', 'export', 0, null],
  ['US hospital buying hardware', 'US', null, 'goods', 'export', 0, null],
] as const;

describe('VAT by place of supply', () => {
  it.each(cases)('%s (%s, %s, %s): %s at %i bp of %s', (_, country, vatNumber, supply, rule, rateBp, rateCountry) => {
    const vat = buyerVat({ country, vatNumber });
    expect({ rule: vatRuleOf(vat, supply), rateBp: vat.rateBp, country: vat.country }).toEqual({
      rule,
      rateBp,
      country: rateCountry,
    });
  });

  it('an EU address with an invalid VAT number is a consumer of that state', () => {
    expect(buyerVat({ country: 'IT', vatNumber: 'IT123' })).toEqual({
      place: 'eu_consumer',
      rateBp: 2200,
      country: 'IT',
    });
  });

  it('keeps a dated rate for each of the 27 member states', () => {
    expect(EU_STANDARD_VAT_RATES_AS_OF).toBe('2026-01-01');
    expect(Object.keys(EU_STANDARD_VAT_RATES_BP).sort()).toEqual([...EU_COUNTRIES].sort());
    expect(Object.keys(EU_STANDARD_VAT_RATES_BP)).toHaveLength(27);
    expect(EU_STANDARD_VAT_RATES_BP).toMatchObject({ DE: 1900, NL: 2100, IT: 2200, FR: 2000, BE: 2100, AT: 2000 });
  });

  it('rounds VAT half up to a minor unit', () => {
    expect(vatAmount(420_000, 1900)).toBe(79_800);
    expect(vatAmount(1_050, 2550)).toBe(268); // 267.75
    expect(vatAmount(50, 2100)).toBe(11); // 10.5
    expect(vatAmount(118_800, 0)).toBe(0);
  });
});
