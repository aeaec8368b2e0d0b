import { describe, expect, it } from 'vitest';
import {
  createProductBody,
  durationProblems,
  isHttpUrl,
  listPriceOf,
  PRICE_MAX_MINOR,
  price,
  productBodyFor,
  toMinorUnits,
} from '../src/index.js';

describe('product contracts', () => {
  it('takes a price as whole minor units from 0 to 10,000,000.00', () => {
    expect(price().parse(0)).toBe(0);
    expect(price().parse(PRICE_MAX_MINOR)).toBe(PRICE_MAX_MINOR);
    expect(price().parse('1500')).toBe(1500);
    for (const bad of [-1, 12.5, PRICE_MAX_MINOR + 1, '12.50', '', null, Number.NaN]) {
      const result = price().safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.price');
    }
  });

  it('turns typed decimals into minor units', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('12,50')).toBe(1250);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('12.345')).toBeNull();
    expect(toMinorUnits(-3)).toBeNull();
    expect(toMinorUnits('')).toBeNull();
  });

  it('accepts http(s) links only', () => {
    expect(isHttpUrl('https://lapskills.example.com/core')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example', '//example.com', 'example.com']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it('holds software licenses to 3, 6 or 12 months; others may have any duration or none', () => {
    expect(durationProblems('software', 12, 'month')).toEqual({});
    expect(durationProblems('software', 5, 'month')).toEqual({ duration: 'validation.duration_software' });
    expect(durationProblems('software', 12, 'year')).toEqual({ duration_type: 'validation.duration_software' });
    expect(durationProblems('software', null, null)).toEqual({
      duration: 'validation.required',
      duration_type: 'validation.required',
    });
    expect(durationProblems('hardware', null, null)).toEqual({});
    expect(durationProblems('add-on', 24, 'month')).toEqual({});
    expect(durationProblems('add-on', 2, null)).toEqual({ duration_type: 'validation.required' });
  });

  it('checks a body against its type, and refuses unknown fields', () => {
    const base = { name: 'Box', prices: { EUR: 100 }, sku: 'BOX-1' };
    expect(createProductBody.safeParse({ ...base, type: 'hardware' }).success).toBe(true);
    const software = createProductBody.safeParse({ ...base, type: 'software', duration: 7, duration_type: 'month' });
    expect(software.error?.issues.map((i) => i.path.join('.'))).toEqual(['duration']);
    expect(productBodyFor('hardware').safeParse({ ...base, created_by: 'x' }).success).toBe(false);
    expect(productBodyFor('hardware').parse({ ...base, details_url: '', variant: '' })).toMatchObject({
      details_url: null,
      variant: null,
      prices: { EUR: 100 },
      status: 'active',
      description: '',
    });
  });

  it('takes a price per currency, empty ones left out, at least one', () => {
    const body = (prices: unknown) => productBodyFor('hardware').safeParse({ name: 'Box', sku: 'BOX-1', prices });
    expect(body({ EUR: 100, USD: '', GBP: null, CHF: '250' }).data?.prices).toEqual({ EUR: 100, CHF: 250 });
    for (const none of [{}, { EUR: '' }, { USD: null }, undefined]) {
      expect(
        body(none).error?.issues.map((i) => [i.path.join('.'), i.message]),
        JSON.stringify(none),
      ).toEqual([['prices', 'validation.prices_required']]);
    }
    expect(body({ SEK: 100 }).success).toBe(false);
    expect(body({ EUR: -1 }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prices.EUR', 'validation.price'],
    ]);
    expect(listPriceOf({ CHF: 300, USD: 200 })).toEqual({ price: 200, currency: 'USD' });
    expect(listPriceOf({})).toBeNull();
  });
});
