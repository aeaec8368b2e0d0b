import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceFromInput, priceToInput } from '../utils/price';

interface PriceInputProps {
  /** Minor units (1250), '' when empty; NaN while what is typed is not a price. */
  value: number | '';
  onChange: (minor: number | '') => void;
  onBlur?: () => void;
  error?: string;
  label: string;
  currency: string;
}

/** The price in decimals with the currency's symbol; the form keeps minor units (see utils/price.ts). */
export function PriceInput({ value, onChange, onBlur, error, label, currency }: PriceInputProps) {
  const { i18n } = useTranslation();
  const german = i18n.language.startsWith('de');
  return (
    <NumberInput
      label={label}
      value={priceToInput(value)}
      onChange={(next) => onChange(priceFromInput(next))}
      onBlur={onBlur}
      error={error}
      min={0}
      max={10_000_000}
      allowNegative={false}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator={german ? '.' : ','}
      decimalSeparator={german ? ',' : '.'}
      leftSection={<span aria-hidden>{currencySymbol(currency)}</span>}
      hideControls
      inputMode="decimal"
      required
    />
  );
}

function currencySymbol(currency: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}
