import { HARDWARE_TRANSITIONS, type HardwareItem } from '@portal/contracts';
import type { PresentableHardware } from './queries.js';

export function presentHardware(row: PresentableHardware, today: string, { editable = true } = {}): HardwareItem {
  return {
    id: row.id,
    product: { id: row.productId, name: row.productName, sku: row.productSku },
    serial_number: row.serialNumber,
    purchase_date: row.purchaseDate,
    warranty_ends_on: row.warrantyEndsOn,
    under_warranty: today <= row.warrantyEndsOn,
    owner_type: row.organizationId ? 'ORGANIZATION' : 'USER',
    organization_id: row.organizationId,
    user_id: row.userId,
    owner_name: row.ownerName,
    shipping_country: row.shippingCountry,
    shipping_cost: row.shippingCost,
    shipping_currency: row.shippingCurrency,
    status: row.status,
    next_statuses: editable ? [...HARDWARE_TRANSITIONS[row.status]] : [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
