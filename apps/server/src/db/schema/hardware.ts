import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from './invoices.js';
import { organizations } from './organizations.js';
import { products } from './products.js';
import { users } from './users.js';

/**
 * A hardware item (docs/decisions/0012-hardware-items.md): one instrument set of a hardware product
 * (composite foreign key to `products(id, type)`, as licenses reference software), its serial number
 * (stored in capitals, so the unique index holds in any letter case), purchase date, owner (an
 * organization or one user: exactly one set), the shipping country and the cost copied from the
 * shipping-cost table when the item was recorded, its status and warranty end.
 */
export const hardwareItems = pgTable(
  'hardware_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    productType: text('product_type', { enum: ['software', 'hardware', 'add-on'] })
      .notNull()
      .default('hardware'),
    serialNumber: text('serial_number').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    shippingCountry: text('shipping_country').notNull(),
    /** Minor units of `shipping_currency`, copied when the item was recorded; later table changes leave it. */
    shippingCost: integer('shipping_cost').notNull(),
    shippingCurrency: text('shipping_currency').notNull(),
    status: text('status', { enum: ['ordered', 'shipped', 'active', 'returned'] })
      .notNull()
      .default('ordered'),
    /**
     * The invoice that charged the item (its price and shipping), set in the transaction that made the
     * invoice: an item is invoiced once (ADR 0011). Null until then.
     */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'hardware_items_product_fk',
      columns: [t.productId, t.productType],
      foreignColumns: [products.id, products.type],
    }).onDelete('restrict'),
    check('hardware_items_hardware_only', sql`${t.productType} = 'hardware'`),
    check('hardware_items_owner', sql`(${t.organizationId} is null) <> (${t.userId} is null)`),
    check('hardware_items_serial_capitals', sql`${t.serialNumber} = upper(${t.serialNumber})`),
    check('hardware_items_serial_format', sql`${t.serialNumber} ~ '^[A-Z0-9][A-Z0-9._/-]{0,63}$'`),
    check('hardware_items_warranty', sql`${t.warrantyEndsOn} >= ${t.purchaseDate}`),
    check('hardware_items_shipping_country_format', sql`${t.shippingCountry} ~ '^[A-Z]{2}$'`),
    check('hardware_items_shipping_cost_range', sql`${t.shippingCost} between 0 and 100000000`),
    check('hardware_items_shipping_currency_format', sql`${t.shippingCurrency} ~ '^[A-Z]{3}$'`),
    // On upper() although the check keeps capitals: the rule "unique in any letter case" holds by itself.
    uniqueIndex('hardware_items_serial_unique').on(sql`upper(${t.serialNumber})`),
    index('hardware_items_serial_trgm_idx').using('gin', sql`${t.serialNumber} gin_trgm_ops`),
    index('hardware_items_organization_idx').on(t.organizationId, t.createdAt, t.id),
    index('hardware_items_user_idx').on(t.userId, t.createdAt, t.id),
    index('hardware_items_product_idx').on(t.productId),
    index('hardware_items_created_at_idx').on(t.createdAt, t.id),
    // The items a billing's next invoice charges: not yet invoiced, per owner.
    index('hardware_items_uninvoiced_organization_idx')
      .on(t.organizationId, t.createdAt)
      .where(sql`${t.invoiceId} is null`),
    index('hardware_items_uninvoiced_user_idx').on(t.userId, t.createdAt).where(sql`${t.invoiceId} is null`),
  ],
);
