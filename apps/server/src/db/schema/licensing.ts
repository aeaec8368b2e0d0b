import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { billingAccounts } from './billing.js';
import { products } from './products.js';
import { users } from './users.js';

/**
 * A license: a line of a billing account for one software product (composite foreign key to
 * `products(id, type)`, as releases have). `amount` seats, or none for `unlimited` (a site
 * license). A changed amount waits in `pending_amount` for the next period.
 */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billingAccountId: uuid('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').notNull(),
    productType: text('product_type', { enum: ['software', 'hardware', 'add-on'] })
      .notNull()
      .default('software'),
    amount: integer('amount'),
    amountType: text('amount_type', { enum: ['seats', 'unlimited'] }).notNull(),
    pendingAmount: integer('pending_amount'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'licenses_product_fk',
      columns: [t.productId, t.productType],
      foreignColumns: [products.id, products.type],
    }).onDelete('restrict'),
    check('licenses_software_only', sql`${t.productType} = 'software'`),
    check(
      'licenses_amount',
      sql`(${t.amountType} = 'seats' and ${t.amount} between 1 and 100000) or (${t.amountType} = 'unlimited' and ${t.amount} is null and ${t.pendingAmount} is null)`,
    ),
    check('licenses_pending_amount', sql`${t.pendingAmount} between 1 and 100000`),
    check('licenses_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    check('licenses_span', sql`${t.endsOn} <= ${t.startsOn} + interval '5 years'`),
    check('licenses_active_dates', sql`${t.activeFrom} <= ${t.activeTo}`),
    // Target of the seats' (license_id, product_id) foreign key: a seat's product is its license's.
    unique('licenses_id_product_unique').on(t.id, t.productId),
    index('licenses_billing_idx').on(t.billingAccountId),
    index('licenses_ends_on_idx').on(t.endsOn, t.id),
    index('licenses_product_idx').on(t.productId),
  ],
);

/**
 * A seat: one unit of a license attached to one user (`detached_at` null) or once attached
 * (history). `product_id` is the license's (foreign key on both), so one partial unique index
 * keeps a user to one attached seat per product, whatever the timing.
 */
export const licenseSeats = pgTable(
  'license_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: uuid('license_id').notNull(),
    productId: uuid('product_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'license_seats_license_fk',
      columns: [t.licenseId, t.productId],
      foreignColumns: [licenses.id, licenses.productId],
    }).onDelete('cascade'),
    uniqueIndex('license_seats_attached_unique').on(t.licenseId, t.userId).where(sql`${t.detachedAt} is null`),
    uniqueIndex('license_seats_product_unique').on(t.userId, t.productId).where(sql`${t.detachedAt} is null`),
    index('license_seats_license_attached_idx').on(t.licenseId).where(sql`${t.detachedAt} is null`),
    index('license_seats_user_idx').on(t.userId),
  ],
);
