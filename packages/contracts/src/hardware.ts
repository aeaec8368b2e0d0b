import { z } from 'zod';
import { addMonths, addYears, isCalendarDay } from './calendar-day.js';
import { requiredString } from './fields.js';
import { calendarDay } from './licensing.js';
import { defineList } from './lists.js';
import { countryCode } from './shipping-costs.js';

/** Hardware items (docs/decisions/0010-hardware-items.md): instrument sets with serial numbers. */

export const HARDWARE_STATUSES = ['ordered', 'shipped', 'active', 'returned'] as const;
export type HardwareStatus = (typeof HARDWARE_STATUSES)[number];
export const HARDWARE_OWNER_TYPES = ['ORGANIZATION', 'USER'] as const;
export const SERIAL_NUMBER_MAX_LENGTH = 64;
/** The warranty of a hardware product without a duration in the catalogue. */
export const DEFAULT_WARRANTY_YEARS = 2;
/** The longest warranty an item may be given by hand: ten years from its purchase. */
export const WARRANTY_MAX_YEARS = 10;

/**
 * Where an item's status may go next. An order ships; a shipped set arrives (active) or comes back;
 * an active set comes back; a returned set may ship again (repaired or replaced under its serial).
 * Staying put is always allowed (a save without a status change).
 */
export const HARDWARE_TRANSITIONS: Record<HardwareStatus, readonly HardwareStatus[]> = {
  ordered: ['shipped'],
  shipped: ['active', 'returned'],
  active: ['returned'],
  returned: ['shipped'],
};

/**
 * The default warranty end of an item bought on `purchaseDate`: the product's duration in the
 * catalogue (a hardware product's duration is its warranty), else `DEFAULT_WARRANTY_YEARS`.
 */
export function defaultWarrantyEnd(
  purchaseDate: string,
  product: { duration: number | null; durationType: 'month' | 'year' | null },
): string {
  if (product.duration && product.durationType === 'month') return addMonths(purchaseDate, product.duration);
  if (product.duration && product.durationType === 'year') return addYears(purchaseDate, product.duration);
  return addYears(purchaseDate, DEFAULT_WARRANTY_YEARS);
}

/** The latest warranty end an item may be given: `WARRANTY_MAX_YEARS` after its purchase. */
export const latestWarrantyEnd = (purchaseDate: string) => addYears(purchaseDate, WARRANTY_MAX_YEARS);

export function canMoveHardware(from: HardwareStatus, to: HardwareStatus): boolean {
  return from === to || HARDWARE_TRANSITIONS[from].includes(to);
}

/** A serial number: letters, digits, dots, dashes, slashes and underscores, read in capitals ('ls-0042' is 'LS-0042'). */
export const serialNumber = () =>
  requiredString(SERIAL_NUMBER_MAX_LENGTH)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9._/-]*$/, { error: 'validation.serial_number' }));

const hardwareStatus = () => z.enum(HARDWARE_STATUSES, { error: 'validation.one_of' });

/** Warranty end on or after the purchase date (both checked only once each is a real day). */
function checkWarranty(value: { purchase_date?: string; warranty_ends_on?: string | null }, ctx: z.RefinementCtx) {
  if (
    isCalendarDay(value.purchase_date) &&
    isCalendarDay(value.warranty_ends_on) &&
    value.warranty_ends_on < value.purchase_date
  ) {
    ctx.addIssue({ code: 'custom', path: ['warranty_ends_on'], message: 'validation.warranty_order' });
  }
}

const optionalDay = () =>
  z
    .union([calendarDay(), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || undefined);

/**
 * `POST /api/admin/organizations/{id}/hardware` and `/api/admin/users/{id}/hardware`: record an item.
 * The warranty end defaults to the purchase date plus the product's duration (its warranty in the
 * catalogue), else two years; the shipping cost is copied from the shipping-cost table.
 */
export const createHardwareBody = z
  .strictObject({
    product_id: z.uuid({ error: 'validation.hardware_product' }),
    serial_number: serialNumber(),
    purchase_date: calendarDay(),
    warranty_ends_on: optionalDay(),
    shipping_country: countryCode(),
    status: hardwareStatus().default('ordered'),
  })
  .superRefine(checkWarranty);
export type CreateHardwareBody = z.input<typeof createHardwareBody>;

/**
 * `PUT /api/admin/hardware/{id}`: serial number, dates and status (along `HARDWARE_TRANSITIONS`).
 * Product, owner and shipping (country and the cost copied then) stay as recorded.
 */
export const updateHardwareBody = z
  .strictObject({
    serial_number: serialNumber().optional(),
    purchase_date: calendarDay().optional(),
    warranty_ends_on: optionalDay(),
    status: hardwareStatus().optional(),
  })
  .superRefine(checkWarranty);
export type UpdateHardwareBody = z.input<typeof updateHardwareBody>;

/** A hardware item as the admin and manager screens show it. */
export const hardwareItem = z.object({
  id: z.uuid(),
  product: z.object({ id: z.uuid(), name: z.string(), sku: z.string() }),
  serial_number: z.string(),
  purchase_date: z.string(),
  warranty_ends_on: z.string(),
  /** True while today is on or before the warranty end. */
  under_warranty: z.boolean(),
  owner_type: z.enum(HARDWARE_OWNER_TYPES),
  organization_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  /** The organization's name or the user's full name. */
  owner_name: z.string(),
  shipping_country: z.string(),
  /** Minor units of `shipping_currency`, as the table said when the item was recorded. */
  shipping_cost: z.number().int(),
  shipping_currency: z.string(),
  status: z.enum(HARDWARE_STATUSES),
  /** Where `status` may go next (none for the manager's read-only list too: it is the admin's rule). */
  next_statuses: z.array(z.enum(HARDWARE_STATUSES)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HardwareItem = z.infer<typeof hardwareItem>;

const hardwareFilters = {
  status: hardwareStatus(),
  product_id: z.uuid({ error: 'validation.hardware_product' }),
  /** Part of a serial number, any letter case. */
  search: z.string(),
};

/** An organization's or a user's items (admin) and the manager's own organization's. */
export const hardwareList = defineList({
  includes: [],
  sorts: ['serial_number', 'purchase_date', 'warranty_ends_on', 'status', 'created_at'],
  filters: hardwareFilters,
  defaultSort: '-purchase_date',
});
