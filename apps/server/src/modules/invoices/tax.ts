import { checkVatNumber, EU_COUNTRIES, PRODUCT_NAME } from '@portal/contracts';

/**
 * The seller on every invoice, and its VAT (docs/decisions/0011-billing-jobs-and-invoices.md). A
 * change of seat or of the standard rate is a change here (and a new ADR line): issued invoices keep
 * the rate they were made with.
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

/** The seller country's standard VAT rate in basis points (19 % in Germany). */
export const STANDARD_VAT_RATE_BP = 1900;

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

/**
 * Reverse charge (VAT Directive art. 196: the buyer accounts for the VAT) when the buyer gives a valid
 * EU VAT number of a member state other than the seller's; otherwise the seller's standard rate.
 */
export function vatOf(buyer: { country: string; vatNumber: string | null }): {
  reverseCharge: boolean;
  rateBp: number;
} {
  if (buyer.vatNumber) {
    const checked = checkVatNumber(buyer.country, buyer.vatNumber);
    const country = checked.ok ? euCountryOfVatNumber(checked.vatNumber) : null;
    if (country && country !== SELLER.country) return { reverseCharge: true, rateBp: 0 };
  }
  return { reverseCharge: false, rateBp: STANDARD_VAT_RATE_BP };
}

/** VAT of a net amount, rounded half up to a minor unit. */
export const vatAmount = (netMinor: number, rateBp: number) => Math.round((netMinor * rateBp) / 10_000);
