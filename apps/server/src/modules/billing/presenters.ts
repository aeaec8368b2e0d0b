import type { Billing } from '@portal/contracts';
import { presentAddress } from '../../lib/postal-address.js';
import { type BillingRow, type PresentableBilling, renewalDue } from './queries.js';

/** A billing's details, cycle and period as the answers and the audit log (`billing.*` changes) spell them. */
export const billingDetails = (row: BillingRow) => ({
  legal_name: row.legalName,
  billing_email: row.billingEmail,
  vat_number: row.vatNumber,
  ...presentAddress(row),
  purchase_order: row.purchaseOrder,
  currency: row.currency,
  cycle_months: row.cycleMonths,
  pending_cycle_months: row.pendingCycleMonths,
  period_start: row.periodStart,
  period_end: row.periodEnd,
  auto_renew: row.autoRenew,
  status: row.status,
});

export function presentBilling(row: PresentableBilling, today: string): Billing {
  return {
    id: row.id,
    entity_type: row.entityType,
    organization_id: row.organizationId,
    user_id: row.userId,
    entity_name: row.entityName,
    ...billingDetails(row),
    renews: row.renews,
    renewable: renewalDue(row, today),
    canceled_at: row.canceledAt?.toISOString() ?? null,
    licenses_count: row.licensesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
