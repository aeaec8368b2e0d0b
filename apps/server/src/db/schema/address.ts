import { text } from 'drizzle-orm/pg-core';

/**
 * The postal address columns (contracts' `postalAddress`), spread into each table that holds one: organizations,
 * billing accounts and invoices (which copy their billing's address when made). A function: each table gets
 * its own column builders.
 */
export const addressColumns = () => ({
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  addition: text('addition'),
  /** In the country's standard form where one is known (`checkZipcode` in contracts). */
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: text('country').notNull(),
});
