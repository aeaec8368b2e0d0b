import { PRICE_MAX_MINOR } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { amountFromInput, amountToInput, formatMoney } from './money';

const priceFromInput = (value: number | string) => amountFromInput(value, PRICE_MAX_MINOR);

describe('money fields (a product price: at most 10,000,000.00)', () => {
  it('turns typed decimals into minor units', () => {
    expect(priceFromInput(12.5)).toBe(1250);
    expect(priceFromInput('1590')).toBe(159_000);
    expect(priceFromInput('0,99')).toBe(99);
    expect(priceFromInput(19.99)).toBe(1999);
    expect(priceFromInput(0.1 + 0.2)).toBe(30);
    expect(priceFromInput(10_000_000)).toBe(1_000_000_000);
    expect(priceFromInput(0)).toBe(0);
    expect(priceFromInput('')).toBe('');
  });

  it('makes anything that is not a price invalid (NaN), so the contract rule reports it', () => {
    for (const value of [-1, 12.345, '12.345', 10_000_000.01, 'abc', Number.POSITIVE_INFINITY]) {
      expect(priceFromInput(value), String(value)).toBeNaN();
    }
  });

  it('shows minor units as decimals', () => {
    expect(amountToInput(1250)).toBe(12.5);
    expect(amountToInput(0)).toBe(0);
    expect(amountToInput('')).toBe('');
    expect(amountToInput(Number.NaN)).toBe('');
  });

  it('formats a price in the language and currency', () => {
    expect(formatMoney(159_000, 'EUR', 'en')).toBe('€1,590.00');
    expect(formatMoney(159_000, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.590,00 €');
    expect(formatMoney(4_900, 'GBP', 'en')).toBe('£49.00');
  });
});
