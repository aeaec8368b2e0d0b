import { z } from 'zod';
import { isCountryCode } from './countries.js';
import { defineList } from './lists.js';

/** Currencies prices and costs are kept in (ISO 4217); EUR is the default. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

/** The most a shipping cost may be, in minor units (1,000,000.00). */
export const SHIPPING_COST_MAX_MINOR = 1_000_000_00;

/**
 * An amount in minor units (cents): a whole number from 0 to `max`. A form
 * post sends digits as text; they are read as the number they spell.
 */
export const minorUnits = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min_number' })
      .max(max, { error: 'validation.max_number' }),
  );

/** An ISO 3166-1 alpha-2 code, upper-cased ('nl' is read as 'NL'). */
export const countryCode = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'validation.country' });

export const currency = () => z.enum(CURRENCIES, { error: 'validation.currency' });

/** A shipping cost: one destination country, or the default (`country` null) for all others. */
export const shippingCost = z.object({
  id: z.uuid(),
  /** ISO 3166-1 alpha-2; null for the default. */
  country: z.string().nullable(),
  is_default: z.boolean(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShippingCost = z.infer<typeof shippingCost>;

/** `GET /api/admin/shipping-costs`: the default first, then by country. */
export const shippingCostList = defineList({
  includes: [],
  sorts: ['country'],
  filters: { country: countryCode() },
  defaultSort: 'country',
});

/** `POST /api/admin/shipping-costs`: a cost for one more country. */
export const createShippingCostBody = z.strictObject({
  country: countryCode(),
  amount: minorUnits(SHIPPING_COST_MAX_MINOR),
  currency: currency().default(DEFAULT_CURRENCY),
});
export type CreateShippingCostBody = z.input<typeof createShippingCostBody>;

/**
 * `PUT /api/admin/shipping-costs/{id}`: amount and currency; a country's row
 * may move to another country, the default keeps none.
 */
export const updateShippingCostBody = z.strictObject({
  country: countryCode().optional(),
  amount: minorUnits(SHIPPING_COST_MAX_MINOR),
  currency: currency().default(DEFAULT_CURRENCY),
});
export type UpdateShippingCostBody = z.input<typeof updateShippingCostBody>;
