import { z } from 'zod';
import { BILLING_ENTITY_TYPES } from './licensing.js';
import { defineList } from './lists.js';

/** Invoices (docs/decisions/0011-billing-jobs-and-invoices.md): made at each period start of an active billing. */

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/**
 * What an invoice reads as: its stored status, except that an open invoice whose due date has passed is
 * `overdue` (derived by the server's presenter from the day, never stored; still open for paid or void).
 */
export const INVOICE_DISPLAY_STATUSES = ['open', 'overdue', 'paid', 'void'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];
/** True while an invoice may still be marked paid or void (open, overdue included). */
export const invoiceIsOpen = (status: InvoiceDisplayStatus) => status === 'open' || status === 'overdue';
/** The transitions an admin may make: an open invoice is paid or voided; paid and void are final. */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  open: ['paid', 'void'],
  paid: [],
  void: [],
};
export const INVOICE_LINE_KINDS = ['license', 'hardware', 'shipping'] as const;

/**
 * The VAT rule a line was invoiced under (docs/decisions/0011, "VAT"): licenses are electronically
 * supplied services, hardware and its shipping are goods. `domestic`: a German buyer, 19 %;
 * `reverse_charge`: a service to a business with another member state's VAT number, 0 % (Art. 196);
 * `oss`: a service to an EU consumer, their state's rate (Art. 58); `outside_eu`: a service outside the
 * EU, no VAT (Art. 44, 59); `intra_community`: goods to an EU business, 0 % (Art. 138); `distance_sale`:
 * goods to an EU consumer, their state's rate (Art. 33); `export`: goods outside the EU, 0 % (Art. 146).
 */
export const VAT_RULES = [
  'domestic',
  'reverse_charge',
  'oss',
  'outside_eu',
  'intra_community',
  'distance_sale',
  'export',
] as const;
export type VatRule = (typeof VAT_RULES)[number];

export const invoiceLine = z.object({
  position: z.number().int(),
  kind: z.enum(INVOICE_LINE_KINDS),
  license_id: z.uuid().nullable(),
  product_id: z.uuid().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  /** Minor units of the invoice's currency, per unit (a seat for the period). */
  unit_price: z.number().int(),
  amount: z.number().int(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** The VAT rule of the line, stored when the invoice was issued. */
  vat_rule: z.enum(VAT_RULES),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** An invoice as the admin, manager and trainee screens show it. */
export const invoice = z.object({
  id: z.uuid(),
  /** `YYYY-NNNNNN`, gap-free per calendar year. */
  number: z.string(),
  billing_id: z.uuid(),
  entity_type: z.enum(BILLING_ENTITY_TYPES),
  /** The organization's name or the user's full name. */
  entity_name: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  currency: z.string(),
  legal_name: z.string(),
  billing_email: z.string(),
  /** The buyer's address as printed: street and house number, zip code and city, country. */
  address: z.array(z.string()),
  vat_number: z.string().nullable(),
  purchase_order: z.string().nullable(),
  /** Minor units. */
  net: z.number().int(),
  /** Basis points: 1900 is 19 %. */
  vat_rate_bp: z.number().int(),
  /** The member state whose VAT rate applies (DE, or the consumer's state under OSS); null at 0 %. */
  vat_country: z.string().nullable(),
  /** The rules of its lines, each once, in the order of the lines: the PDF prints each one's note. */
  vat_rules: z.array(z.enum(VAT_RULES)),
  vat: z.number().int(),
  total: z.number().int(),
  reverse_charge: z.boolean(),
  /** `overdue` when open past its due date (see `INVOICE_DISPLAY_STATUSES`). */
  status: z.enum(INVOICE_DISPLAY_STATUSES),
  status_changed_at: z.string().nullable(),
  lines: z.array(invoiceLine),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

const yearFilter = z
  .string()
  .regex(/^\d{4}$/, { error: 'validation.invalid' })
  .transform(Number);

/** `GET /api/admin/invoices`: every invoice. */
export const invoiceList = defineList({
  includes: [],
  sorts: ['number', 'issued_on', 'total'],
  filters: {
    status: z.enum(INVOICE_DISPLAY_STATUSES, { error: 'validation.one_of' }),
    year: yearFilter,
    billing_id: z.uuid({ error: 'validation.invalid' }),
  },
  defaultSort: '-number',
});

/** The manager's and the trainee's invoices: their own billing's only. */
export const ownInvoiceList = defineList({
  includes: [],
  sorts: ['number', 'issued_on', 'total'],
  filters: {
    status: z.enum(INVOICE_DISPLAY_STATUSES, { error: 'validation.one_of' }),
    year: yearFilter,
  },
  defaultSort: '-number',
});

/** `PUT /api/admin/invoices/{id}`: open → paid or open → void (409 `invoice_transition` otherwise). */
export const updateInvoiceBody = z.strictObject({
  status: z.enum(INVOICE_STATUSES, { error: 'validation.one_of' }),
});
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBody>;
