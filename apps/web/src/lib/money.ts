import { fromMinorUnits, toMinorUnits } from '@portal/contracts';

/**
 * Money fields show and edit decimals (12.50) while the API keeps integer
 * minor units (1250). What is not an amount (negative, more than two
 * decimals, above `maxMinor`) becomes NaN, which the contract's rule answers
 * with its message.
 */
export function amountFromInput(value: number | string, maxMinor: number): number | '' {
  if (value === '' || value === null || value === undefined) return '';
  const minor = toMinorUnits(value);
  return minor === null || minor > maxMinor ? Number.NaN : minor;
}

/** What a money field shows for a value in minor units. */
export function amountToInput(minor: number | '' | null | undefined): number | '' {
  return typeof minor === 'number' && Number.isFinite(minor) ? fromMinorUnits(minor) : '';
}

/** An amount for people: `€1,590.00` / `1.590,00 €`. */
export function formatMoney(minor: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(fromMinorUnits(minor));
  } catch {
    return `${fromMinorUnits(minor).toFixed(2)} ${currency}`;
  }
}

/** The currency's narrow symbol (€, $, £), or its code. */
export function currencySymbol(currency: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}
