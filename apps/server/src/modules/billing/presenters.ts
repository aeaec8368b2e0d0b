import type { Billing } from '@portal/contracts';
import { presentAddress } from '../../lib/postal-address.js';
import { type PresentableBilling, renewalDue } from './queries.js';

export function presentBilling(row: PresentableBilling, today: string): Billing {
  return {
    id: row.id,
    entity_type: row.entityType,
    organization_id: row.organizationId,
    user_id: row.userId,
    entity_name: row.entityName,
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
    renews: row.renews,
    renewable: renewalDue(row, today),
    canceled_at: row.canceledAt?.toISOString() ?? null,
    licenses_count: row.licensesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
