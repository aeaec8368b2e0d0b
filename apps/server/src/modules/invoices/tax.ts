import { checkVatNumber, EU_COUNTRIES, PRODUCT_NAME, type VatRule } from '@portal/contracts';

/**
 * The seller on every invoice, and its VAT (docs/decisions/0011-billing-jobs-and-invoices.md, "VAT"). A
 * change of seat or of a rate is a change here (and a new ADR line): issued invoices keep the rate and
 * rule they were made with.
 */
export const SELLER = {
  name: `${PRODUCT_NAME} Medical Training GmbH`,
  street: 'Friedrichstraße 68',
  zipcode: '10117',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE811907980',
  email: 'billing@lapskills.example',
} as const;

/** The day `EU_STANDARD_VAT_RATES_BP` was last checked against the member states' rates. */
export const EU_STANDARD_VAT_RATES_AS_OF = '2026-01-01';

/**
 * The standard VAT rate of each of the 27 member states, in basis points, as of
 * `EU_STANDARD_VAT_RATES_AS_OF` (European Commission, "VAT rates applied in the Member States"). Recent
 * changes: Luxembourg back to 17 % (2024), Finland 25.5 % (September 2024), Slovakia 23 % (January
 * 2025), Estonia 24 % (July 2025), Romania 21 % (August 2025). A consumer's rate under OSS comes from here.
 */
export const EU_STANDARD_VAT_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** The seller country's standard VAT rate in basis points (19 % in Germany). */
export const STANDARD_VAT_RATE_BP = EU_STANDARD_VAT_RATES_BP[SELLER.country] ?? 1900;

/** Days from the invoice date to its due date. */
export const PAYMENT_TERM_DAYS = 30;

/** The EU member state a VAT number belongs to (its prefix; EL is Greece), or null for a non-EU number. */
export function euCountryOfVatNumber(vatNumber: string): string | null {
  const prefix = vatNumber
    .replace(/[\s.-]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const country = prefix === 'EL' ? 'GR' : prefix;
  return EU_COUNTRIES.has(country) ? country : null;
}

/** Where the buyer stands for VAT: what decides the place of supply and the rate. */
export type BuyerPlace = 'domestic' | 'eu_business' | 'eu_consumer' | 'outside_eu';

/** What a line supplies: a license is an electronically supplied service; hardware and its shipping are goods. */
export type Supply = 'service' | 'goods';

/**
 * The rule of each (buyer, supply) pair, Directive 2006/112/EC:
 * - a German buyer: German VAT (the place of supply is Germany);
 * - an EU business (a valid VAT number of another member state): services under the reverse charge (place
 *   of supply Art. 44, the buyer owes the VAT Art. 196), goods as an exempt intra-community supply (Art. 138);
 * - an EU consumer: services at their state's rate (Art. 58, declared through the One-Stop Shop), goods as a
 *   distance sale at their state's rate (Art. 33, also OSS; see the ADR for the €10,000 threshold);
 * - outside the EU: services are supplied outside the EU (Art. 44 for a business, Art. 59 for a consumer),
 *   goods are an exempt export (Art. 146).
 */
export const VAT_RULE_OF: Readonly<Record<BuyerPlace, Record<Supply, VatRule>>> = {
  domestic: { service: 'domestic', goods: 'domestic' },
  eu_business: { service: 'reverse_charge', goods: 'intra_community' },
  eu_consumer: { service: 'oss', goods: 'distance_sale' },
  outside_eu: { service: 'outside_eu', goods: 'export' },
};

export interface BuyerVat {
  place: BuyerPlace;
  /** The rate every line of the buyer's invoice carries, in basis points. */
  rateBp: number;
  /** The member state whose rate it is; null when no VAT is charged. */
  country: string | null;
}

/**
 * The buyer's VAT: outside the EU nothing; an EU business with a valid VAT number of another member
 * state (its prefix, not the address, names the state) nothing, the buyer accounts for it; a German buyer
 * (by address or VAT number) 19 %; any other EU buyer is a consumer and pays their own state's standard rate. The rate depends on
 * the buyer only, services and goods alike, so one invoice has one rate; the rule, and so the note on
 * the invoice, depends on what a line supplies (`VAT_RULE_OF`).
 */
export function buyerVat(buyer: { country: string; vatNumber: string | null }): BuyerVat {
  const country = buyer.country.toUpperCase();
  if (!EU_COUNTRIES.has(country)) return { place: 'outside_eu', rateBp: 0, country: null };
  const checked = buyer.vatNumber ? checkVatNumber(country, buyer.vatNumber) : null;
  const vatCountry = checked?.ok ? euCountryOfVatNumber(checked.vatNumber) : null;
  if (vatCountry && vatCountry !== SELLER.country) return { place: 'eu_business', rateBp: 0, country: null };
  if (country === SELLER.country || vatCountry === SELLER.country) {
    return { place: 'domestic', rateBp: STANDARD_VAT_RATE_BP, country: SELLER.country };
  }
  const rateBp = EU_STANDARD_VAT_RATES_BP[country];
  if (rateBp === undefined) throw new Error(`no VAT rate for member state ${country}`);
  return { place: 'eu_consumer', rateBp, country };
}

/** The rule of one line for a buyer (`VAT_RULE_OF`). */
export const vatRuleOf = (vat: BuyerVat, supply: Supply): VatRule => VAT_RULE_OF[vat.place][supply];

/** VAT of a net amount, rounded half up to a minor unit. */
export const vatAmount = (netMinor: number, rateBp: number) => Math.round((netMinor * rateBp) / 10_000);
