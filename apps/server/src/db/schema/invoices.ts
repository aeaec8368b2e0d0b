import { VAT_RULES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressColumns } from './address.js';
import { billingAccounts } from './billing.js';
import { licenses } from './licensing.js';
import { products } from './products.js';

/**
 * An invoice of a billing account (docs/decisions/0011-billing-jobs-and-invoices.md). Its number is
 * `YYYY-NNNNNN`, gap-free per calendar year (`invoice_counters`, taken in the invoice's transaction).
 * The buyer's details are copied from the billing when the invoice is made, so a later change of the
 * billing never changes an issued invoice. Amounts are minor units of `currency`; `vat_rate_bp` is the
 * rate in basis points (1900 = 19 %) of `vat_country`, 0 when no VAT is due (reverse charge,
 * intra-community supply, outside the EU); each line keeps the VAT rule it was issued under. A period invoice names its period; an
 * invoice of another kind (hardware) may have none.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    billingAccountId: uuid('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id, { onDelete: 'restrict' }),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    currency: text('currency').notNull(),
    legalName: text('legal_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    vatNumber: text('vat_number'),
    ...addressColumns(),
    purchaseOrder: text('purchase_order'),
    netMinor: integer('net_minor').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** The member state whose rate `vat_rate_bp` is (DE, or an EU consumer's state under OSS); null at 0 %. */
    vatCountry: text('vat_country'),
    vatMinor: integer('vat_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    reverseCharge: boolean('reverse_charge').notNull(),
    status: text('status', { enum: ['open', 'paid', 'void'] })
      .notNull()
      .default('open'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    // One invoice per billing period, however many runs of the renewal job.
    uniqueIndex('invoices_billing_period_unique')
      .on(t.billingAccountId, t.periodStart)
      .where(sql`${t.periodStart} is not null`),
    index('invoices_billing_idx').on(t.billingAccountId, t.issuedOn),
    index('invoices_issued_on_idx').on(t.issuedOn, t.id),
    index('invoices_status_idx').on(t.status, t.issuedOn),
    check('invoices_period', sql`${t.periodStart} is null or ${t.periodStart} <= ${t.periodEnd}`),
    check(
      'invoices_amounts',
      sql`${t.netMinor} >= 0 and ${t.vatMinor} >= 0 and ${t.totalMinor} = ${t.netMinor} + ${t.vatMinor}`,
    ),
    check('invoices_vat_rate', sql`${t.vatRateBp} between 0 and 10000`),
    check('invoices_sequence', sql`${t.sequence} >= 1`),
  ],
);

/**
 * A line of an invoice: a license for a period (`kind` 'license': product, seats, unit price per
 * seat for the period), or a hardware item at its product's price ('hardware', no period) and the
 * shipping cost stored on the item ('shipping'); the item points to the invoice (`hardware_items.invoice_id`).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['license', 'hardware', 'shipping'] }).notNull(),
    licenseId: uuid('license_id').references(() => licenses.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The VAT rule the line was issued under (`VAT_RULES`, modules/invoices/tax.ts); kept as issued. */
    vatRule: text('vat_rule', { enum: VAT_RULES }).notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_unique').on(t.invoiceId, t.position),
    check('invoice_lines_quantity', sql`${t.quantity} >= 1`),
    check(
      'invoice_lines_amount',
      sql`${t.unitPriceMinor} >= 0 and ${t.amountMinor} = ${t.unitPriceMinor} * ${t.quantity}`,
    ),
  ],
);

/** The last invoice number of each calendar year; its row is locked by the transaction that takes the next. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
