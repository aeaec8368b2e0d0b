import { z } from 'zod';
import { BILLING_ENTITY_TYPES } from './licensing.js';
import { defineList } from './lists.js';

/** Invoices (docs/decisions/0011-billing-jobs-and-invoices.md): made at each period start of an active billing. */

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The transitions an admin may make: an open invoice is paid or voided; paid and void are final. */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  open: ['paid', 'void'],
  paid: [],
  void: [],
};
export const INVOICE_LINE_KINDS = ['license', 'hardware', 'shipping'] as const;

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
  vat: z.number().int(),
  total: z.number().int(),
  reverse_charge: z.boolean(),
  status: z.enum(INVOICE_STATUSES),
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
    status: z.enum(INVOICE_STATUSES, { error: 'validation.one_of' }),
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
    status: z.enum(INVOICE_STATUSES, { error: 'validation.one_of' }),
    year: yearFilter,
  },
  defaultSort: '-number',
});

/** `PUT /api/admin/invoices/{id}`: open → paid or open → void (409 `invoice_transition` otherwise). */
export const updateInvoiceBody = z.strictObject({
  status: z.enum(INVOICE_STATUSES, { error: 'validation.one_of' }),
});
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBody>;
