import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What sending hardware to a country costs: one row per destination country
 * (ISO 3166-1 alpha-2) and exactly one default row (country null) for every
 * other country. Amounts are minor units of `currency`.
 */
export const shippingCosts = pgTable(
  'shipping_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the default that applies to every country without a row of its own. */
    country: text('country'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_costs_country_unique').on(t.country),
    // Exactly one default: every default row has the same key, so a second one is a unique violation.
    uniqueIndex('shipping_costs_one_default').on(sql`(${t.country} is null)`).where(sql`${t.country} is null`),
    check('shipping_costs_country_format', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('shipping_costs_amount_range', sql`${t.amount} between 0 and 100000000`),
    check('shipping_costs_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
