import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountFromInput, amountToInput, currencySymbol } from '../lib/money';

interface MoneyInputProps {
  /** Minor units (1250), '' when empty; NaN while what is typed is not an amount. */
  value?: number | '';
  onChange: (minor: number | '') => void;
  onBlur?: () => void;
  error?: string;
  label: string;
  currency: string;
  /** The largest amount in minor units. */
  maxMinor: number;
  /** Associates the input with a form elsewhere (an inline row editor). */
  form?: string;
  required?: boolean;
  onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}

/** An amount in decimals with the currency's symbol; the form keeps minor units (see lib/money.ts). */
export function MoneyInput({ value, onChange, maxMinor, currency, ...props }: MoneyInputProps) {
  const { i18n } = useTranslation();
  const german = i18n.language.startsWith('de');
  const symbol = currencySymbol(currency);
  return (
    <NumberInput
      {...props}
      value={amountToInput(value)}
      onChange={(next) => onChange(amountFromInput(next, maxMinor))}
      min={0}
      max={maxMinor / 100}
      allowNegative={false}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator={german ? '.' : ','}
      decimalSeparator={german ? ',' : '.'}
      leftSection={<span aria-hidden>{symbol}</span>}
      // A code as symbol (CHF) needs more room than a sign (€, $, £).
      leftSectionWidth={symbol.length > 1 ? 44 : undefined}
      hideControls
      inputMode="decimal"
    />
  );
}
