import type { ShippingCost } from '@portal/contracts';
import type { ShippingCostRow } from './queries.js';

export function presentShippingCost(row: ShippingCostRow): ShippingCost {
  return {
    id: row.id,
    country: row.country,
    is_default: row.country === null,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
