import type { ProductPrices } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The catalogue: software licenses, hardware and add-ons. Prices are minor
 * units of `currency`; the SKU is unique whatever its letter case;
 * `description` is HTML sanitized against the server's allow-list. Images are
 * keys in the storage (`<sha256>.webp`), the preview and its thumbnail.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['software', 'hardware', 'add-on'] }).notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /**
     * The price in each currency it is sold in (`{ "EUR": 159000, "USD": 172000 }`, minor units); a
     * currency without a key is not sold in. `price` and `currency` are the list price the catalogue
     * shows and sorts by: the price in the first of `CURRENCIES` (EUR, USD, GBP, CHF) that has one,
     * kept by the products service and checked below.
     */
    prices: jsonb('prices').$type<ProductPrices>().notNull(),
    duration: integer('duration'),
    durationType: text('duration_type', { enum: ['month', 'year'] }),
    sku: text('sku').notNull(),
    description: text('description').notNull().default(''),
    detailsUrl: text('details_url'),
    status: text('status', { enum: ['active', 'coming_soon', 'unlisted'] })
      .notNull()
      .default('active'),
    variant: text('variant'),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The text the lists search: name, SKU and variant, lower-cased, kept by PostgreSQL. One `like`
     * on a stored column costs a fifth of three `ilike`s per row (which fold the case of each).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || sku || ' ' || coalesce(variant, ''))`),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(sql`lower(${t.sku})`),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Target of the (id, type) foreign keys that keep themes and per-user availability on software only.
    unique('products_id_type_unique').on(t.id, t.type),
    // Every whitelisted sort, within a type (the admin lists always filter by type) and without.
    index('products_type_name_idx').on(t.type, t.name),
    index('products_type_price_idx').on(t.type, t.price),
    index('products_type_status_idx').on(t.type, t.status),
    index('products_type_created_at_idx').on(t.type, t.createdAt),
    index('products_name_idx').on(t.name),
    index('products_price_idx').on(t.price),
    index('products_created_at_idx').on(t.createdAt),
    check('products_price_range', sql`${t.price} between 0 and 1000000000`),
    check('products_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    // Only known currencies, each a whole number of minor units in range, and the list price among them.
    check(
      'products_prices',
      sql`jsonb_typeof(${t.prices}) = 'object' and ${t.prices} - array['EUR', 'USD', 'GBP', 'CHF'] = '{}'::jsonb and not jsonb_path_exists(${t.prices}, '$.* ? (@.type() != "number" || @ < 0 || @ > 1000000000 || @.floor() != @)') and (${t.prices} ->> ${t.currency})::integer = ${t.price}`,
    ),
    check('products_details_url_scheme', sql`${t.detailsUrl} is null or ${t.detailsUrl} ~* '^https?://'`),
    check(
      'products_software_duration',
      sql`${t.type} <> 'software' or (${t.duration} in (3, 6, 12) and ${t.durationType} = 'month')`,
    ),
  ],
);

/** Themes of a software product: the look of the training scene. */
export const productThemes = pgTable(
  'product_themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    /** Always 'software': with the foreign key on (product_id, product_type), only software has themes. */
    productType: text('product_type', { enum: ['software', 'hardware', 'add-on'] })
      .notNull()
      .default('software'),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'coming_soon', 'unlisted'] })
      .notNull()
      .default('active'),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'product_themes_product_fk',
      columns: [t.productId, t.productType],
      foreignColumns: [products.id, products.type],
    }).onDelete('cascade'),
    check('product_themes_software_only', sql`${t.productType} = 'software'`),
    uniqueIndex('product_themes_name_unique').on(t.productId, sql`lower(${t.name})`),
    index('product_themes_product_name_idx').on(t.productId, t.name),
    index('product_themes_product_status_idx').on(t.productId, t.status),
    index('product_themes_product_created_at_idx').on(t.productId, t.createdAt),
  ],
);

/** Which software products an admin has made available to a user ("per-user available products"). */
export const userAvailableProducts = pgTable(
  'user_available_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    /** Always 'software' (see product_themes). */
    productType: text('product_type', { enum: ['software', 'hardware', 'add-on'] })
      .notNull()
      .default('software'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    foreignKey({
      name: 'user_available_products_product_fk',
      columns: [t.productId, t.productType],
      foreignColumns: [products.id, products.type],
    }).onDelete('cascade'),
    check('user_available_products_software_only', sql`${t.productType} = 'software'`),
    index('user_available_products_product_idx').on(t.productId),
  ],
);
