import type { Billing } from '@portal/contracts';
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
    street: row.street,
    house_number: row.houseNumber,
    addition: row.addition,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
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
