import type { Invoice, InvoiceDisplayStatus, InvoiceStatus } from '@portal/contracts';
import type { InvoiceLineRow, PresentableInvoiceRow } from './queries.js';

/**
 * What an invoice reads as on `today` (a UTC day): an open invoice whose due date has passed is
 * overdue. The one place this is derived; `listInvoices` filters by the same rule in SQL.
 */
export function displayStatusOf(status: InvoiceStatus, dueOn: string, today: string): InvoiceDisplayStatus {
  return status === 'open' && dueOn < today ? 'overdue' : status;
}

/** An invoice as every scope sees it, on `today` (a UTC day, from the service clock). */
export function presentInvoice(row: PresentableInvoiceRow & { lines: InvoiceLineRow[] }, today: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    billing_id: row.billingAccountId,
    entity_type: row.entityType,
    entity_name: row.entityName,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    currency: row.currency,
    legal_name: row.legalName,
    billing_email: row.billingEmail,
    address: [
      [`${row.street} ${row.houseNumber}`, row.addition].filter(Boolean).join(', '),
      `${row.zipcode} ${row.city}`,
      row.country,
    ],
    vat_number: row.vatNumber,
    purchase_order: row.purchaseOrder,
    net: row.netMinor,
    vat_rate_bp: row.vatRateBp,
    vat_country: row.vatCountry,
    vat_rules: [...new Set(row.lines.map((line) => line.vatRule))],
    vat: row.vatMinor,
    total: row.totalMinor,
    reverse_charge: row.reverseCharge,
    status: displayStatusOf(row.status, row.dueOn, today),
    status_changed_at: row.statusChangedAt?.toISOString() ?? null,
    lines: row.lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      license_id: line.licenseId,
      product_id: line.productId,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unitPriceMinor,
      amount: line.amountMinor,
      period_start: line.periodStart,
      period_end: line.periodEnd,
      vat_rule: line.vatRule,
    })),
    created_at: row.createdAt.toISOString(),
  };
}
