import type { License, OrganizationSeat, Seat } from '@portal/contracts';
import { daysBetween } from '../../lib/calendar-day.js';
import { licenseStateOn, type PresentableLicense, seatCap } from './queries.js';
import type { OrganizationSeatRow, SeatRow } from './seat-queries.js';

export function presentLicense(row: PresentableLicense, today: string): License {
  return {
    id: row.id,
    billing_id: row.billingAccountId,
    entity_type: row.entityType,
    organization_id: row.organizationId,
    user_id: row.userId,
    entity_name: row.entityName,
    product: { id: row.productId, name: row.productName },
    amount_type: row.amountType,
    amount: row.amount,
    pending_amount: row.pendingAmount,
    seats_used: row.seatsUsed,
    seats_free: row.amount === null ? null : Math.max(0, (seatCap(row) ?? 0) - row.seatsUsed),
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    active_from: row.activeFrom,
    active_to: row.activeTo,
    auto_renew: row.autoRenew,
    renews: row.renews,
    state: licenseStateOn(row, today),
    days_left: daysBetween(today, row.endsOn < row.activeTo ? row.endsOn : row.activeTo),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentSeat(row: SeatRow, today: string): Seat {
  const validTo = row.endsOn < row.activeTo ? row.endsOn : row.activeTo;
  return {
    id: row.id,
    license_id: row.licenseId,
    user_id: row.userId,
    product: { id: row.productId, name: row.productName },
    attached_at: row.attachedAt.toISOString(),
    valid_from: row.activeFrom,
    valid_to: validTo,
    days_left: daysBetween(today, validTo),
    state: licenseStateOn(row, today),
  };
}

/** A timestamp read through raw SQL (a subquery's `max`) comes as text or as a Date, depending on the driver. */
const timestampOf = (value: Date | string) => new Date(value);

export function presentOrganizationSeat(row: OrganizationSeatRow, today: string, idleBefore: Date): OrganizationSeat {
  return {
    ...presentSeat(row, today),
    user: { id: row.userId, first_name: row.firstName, last_name: row.lastName, email: row.email },
    last_signed_in_at: row.lastSignedInAt ? timestampOf(row.lastSignedInAt).toISOString() : null,
    last_trained_at: row.lastTrainedAt ? timestampOf(row.lastTrainedAt).toISOString() : null,
    idle: timestampOf(row.lastActivity) < idleBefore,
  };
}
