import type { Invoice } from '@portal/contracts';
import type { InvoiceLineRow, PresentableInvoiceRow } from './queries.js';

export function presentInvoice(row: PresentableInvoiceRow & { lines: InvoiceLineRow[] }): Invoice {
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
    vat: row.vatMinor,
    total: row.totalMinor,
    reverse_charge: row.reverseCharge,
    status: row.status,
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
    })),
    created_at: row.createdAt.toISOString(),
  };
}
