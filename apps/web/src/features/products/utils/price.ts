import { fromMinorUnits, PRICE_MAX_MINOR, toMinorUnits } from '@portal/contracts';

/**
 * The price field shows and edits decimals (12.50) while the API keeps
 * integer minor units (1250). An amount that is not a price (negative, more
 * than two decimals, above 10,000,000.00) becomes NaN, which the contract's
 * `price()` rule answers with its message.
 */
export function priceFromInput(value: number | string): number | '' {
  if (value === '' || value === null || value === undefined) return '';
  const minor = toMinorUnits(value);
  return minor === null || minor > PRICE_MAX_MINOR ? Number.NaN : minor;
}

/** What the price field shows for a value in minor units. */
export function priceToInput(minor: number | '' | null | undefined): number | '' {
  return typeof minor === 'number' && Number.isFinite(minor) ? fromMinorUnits(minor) : '';
}

/** A price for people: `€1,590.00` / `1.590,00 €`. */
export function formatPrice(minor: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(fromMinorUnits(minor));
  } catch {
    return `${fromMinorUnits(minor).toFixed(2)} ${currency}`;
  }
}
