import { z } from 'zod';
import { checkAddressZipcode, postalAddress, postalAddressFields, standardZipcode } from './address.js';
import { addYears, isCalendarDay } from './calendar-day.js';
import { LICENSE_DURATIONS_MONTHS } from './constants.js';
import { checkVatNumber, isCountryCode } from './countries.js';
import { email, optionalText, requiredString } from './fields.js';
import { defineList } from './lists.js';
import { ORGANIZATION_NAME_MAX_LENGTH } from './organizations.js';
import { CURRENCIES, currency, DEFAULT_CURRENCY } from './shipping-costs.js';

/** Licensing (docs/decisions/0009-licensing-model.md): billing accounts, licenses, seats. */

export const BILLING_ENTITY_TYPES = ['ORGANIZATION', 'USER'] as const;
export const BILLING_STATUSES = ['active', 'canceled'] as const;
export const LICENSE_AMOUNT_TYPES = ['seats', 'unlimited'] as const;
export const LICENSE_STATES = ['scheduled', 'active', 'expired'] as const;
export type LicenseState = (typeof LICENSE_STATES)[number];
export const LICENSE_AMOUNT_MAX = 100_000;
/** The longest a license runs: five years from its start. */
export const LICENSE_MAX_YEARS = 5;
export const VAT_NUMBER_MAX_LENGTH = 30;
export const PURCHASE_ORDER_MAX_LENGTH = 100;

/** A form sends digits and booleans as text; they are read as what they spell. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.integer' })
      .min(min, { error: 'validation.min_number' })
      .max(max, { error: 'validation.max_number' }),
  );

const booleanField = () =>
  z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean({ error: 'validation.invalid' }),
  );

export const cycleMonths = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z.union(
      LICENSE_DURATIONS_MONTHS.map((months) => z.literal(months)),
      { error: 'validation.cycle_months' },
    ),
  );

/** A calendar day, `YYYY-MM-DD` (a real date: 2026-02-30 is refused). */
export const calendarDay = () =>
  z.string({ error: 'validation.date' }).refine(isCalendarDay, { error: 'validation.date' });

/**
 * `PUT /api/admin/organizations/{id}/billing` (and a user's later): the billing details, cycle and
 * auto renew. The VAT number is checked per EU country (`checkVatNumber`), the zipcode per
 * country (`checkZipcode`); both are stored in their standard form.
 */
export const billingBody = z
  .strictObject({
    legal_name: requiredString(ORGANIZATION_NAME_MAX_LENGTH),
    billing_email: email(),
    vat_number: optionalText(VAT_NUMBER_MAX_LENGTH),
    ...postalAddressFields,
    purchase_order: optionalText(PURCHASE_ORDER_MAX_LENGTH),
    currency: currency().default(DEFAULT_CURRENCY),
    cycle_months: cycleMonths(),
    auto_renew: booleanField().default(true),
  })
  .superRefine((value, ctx) => {
    checkAddressZipcode(value, ctx);
    if (typeof value.country !== 'string' || !isCountryCode(value.country)) return;
    if (typeof value.vat_number === 'string' && value.vat_number) {
      const vat = checkVatNumber(value.country, value.vat_number);
      if (!vat.ok) ctx.addIssue({ code: 'custom', path: ['vat_number'], message: vat.message });
    }
  })
  .transform((value) => {
    const vat = value.vat_number ? checkVatNumber(value.country, value.vat_number) : null;
    return { ...standardZipcode(value), vat_number: vat?.ok ? vat.vatNumber : value.vat_number };
  });
export type BillingBody = z.input<typeof billingBody>;
export type BillingValues = z.output<typeof billingBody>;

/** A billing account as the admin screens show it. */
export const billing = z.object({
  id: z.uuid(),
  entity_type: z.enum(BILLING_ENTITY_TYPES),
  organization_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  /** The organization's name or the user's full name. */
  entity_name: z.string(),
  legal_name: z.string(),
  billing_email: z.string(),
  vat_number: z.string().nullable(),
  ...postalAddress.shape,
  purchase_order: z.string().nullable(),
  currency: z.enum(CURRENCIES).or(z.string()),
  cycle_months: z.number().int(),
  /** A cycle change that starts with the next period; null when none. */
  pending_cycle_months: z.number().int().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  auto_renew: z.boolean(),
  status: z.enum(BILLING_STATUSES),
  /** Does it renew at its period's end: active and auto renew (a canceled billing never does). */
  renews: z.boolean(),
  /** Can "Renew now" succeed today: active, and its period ends within 30 days (ADR 0011). */
  renewable: z.boolean(),
  canceled_at: z.string().nullable(),
  licenses_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Billing = z.infer<typeof billing>;

/**
 * `GET /api/admin/users/{id}/billing`: the user's personal billing (null when none) and, when the user is a
 * member of an organization billed as an organization, that organization: it gets no personal license
 * ('Licenses cannot be assigned for organization billing').
 */
export const userBillingEnvelope = z.object({
  data: billing.nullable(),
  organization_billing: z.object({ organization_id: z.uuid(), organization_name: z.string() }).nullable(),
});
export type UserBillingAnswer = z.infer<typeof userBillingEnvelope>;

/** `GET /api/admin/billing`: every billing account. */
export const billingList = defineList({
  includes: [],
  sorts: ['period_end', 'created_at', 'legal_name'],
  filters: {
    status: z.enum(BILLING_STATUSES),
    entity_type: z.enum(BILLING_ENTITY_TYPES),
    search: z.string(),
  },
  defaultSort: 'period_end',
});

const licenseFields = {
  amount_type: z.enum(LICENSE_AMOUNT_TYPES, { error: 'validation.one_of' }).default('seats'),
  amount: z.union([wholeNumber(1, LICENSE_AMOUNT_MAX), z.null()]).optional(),
  starts_on: calendarDay().optional(),
  ends_on: calendarDay().optional(),
  active_from: calendarDay().optional(),
  active_to: calendarDay().optional(),
  auto_renew: booleanField().default(true),
};

type DatedLicense = {
  amount_type: (typeof LICENSE_AMOUNT_TYPES)[number];
  amount?: number | null;
  starts_on?: string;
  ends_on?: string;
  active_from?: string;
  active_to?: string;
};

/** The date and amount rules of a license body, on the fields given (the rest default on the server). */
function checkLicense(value: DatedLicense, ctx: z.RefinementCtx) {
  if (value.amount_type === 'seats' && (value.amount === undefined || value.amount === null)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
  }
  if (value.amount_type === 'unlimited' && value.amount !== undefined && value.amount !== null) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amount_unlimited' });
  }
  // Rules between fields only on values that passed their own (a refused field may still reach here).
  if (isCalendarDay(value.starts_on) && isCalendarDay(value.ends_on)) {
    if (value.starts_on > value.ends_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'validation.date_order' });
    } else if (value.ends_on > addYears(value.starts_on, LICENSE_MAX_YEARS)) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'validation.license_span' });
    }
  }
  if (isCalendarDay(value.active_from) && isCalendarDay(value.active_to) && value.active_from > value.active_to) {
    ctx.addIssue({ code: 'custom', path: ['active_to'], message: 'validation.active_order' });
  }
}

/**
 * `POST /api/admin/organizations/{id}/licenses`: a software product and its seats (or unlimited);
 * the dates default to the billing's current period.
 */
export const createLicenseBody = z
  .strictObject({ product_id: z.uuid({ error: 'validation.license_product' }), ...licenseFields })
  .superRefine(checkLicense);
export type CreateLicenseBody = z.input<typeof createLicenseBody>;

/**
 * `PUT /api/admin/licenses/{id}`: amount, dates and auto renew (the product stays). A changed
 * amount during the period is stored as pending (the answer's `notice` says so).
 */
export const updateLicenseBody = z.strictObject(licenseFields).superRefine(checkLicense);
export type UpdateLicenseBody = z.input<typeof updateLicenseBody>;

/** A license as admin and manager screens show it. */
export const license = z.object({
  id: z.uuid(),
  billing_id: z.uuid(),
  entity_type: z.enum(BILLING_ENTITY_TYPES),
  organization_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  /** The organization's name or the user's full name: whom the license is assigned to. */
  entity_name: z.string(),
  product: z.object({ id: z.uuid(), name: z.string() }),
  amount_type: z.enum(LICENSE_AMOUNT_TYPES),
  /** Seats; null for unlimited. */
  amount: z.number().int().nullable(),
  /** An amount that applies from the next period; null when none. */
  pending_amount: z.number().int().nullable(),
  seats_used: z.number().int(),
  /** Seats still free to attach, up to a pending decrease when lower; null for unlimited. */
  seats_free: z.number().int().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  active_from: z.string(),
  active_to: z.string(),
  /** The license's own setting: renew with its billing. */
  auto_renew: z.boolean(),
  /** Does it renew at its end: it auto-renews, ends with its billing's period, and the billing renews. */
  renews: z.boolean(),
  state: z.enum(LICENSE_STATES),
  /** Days from today to the end (negative once expired). */
  days_left: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type License = z.infer<typeof license>;

/** A write's answer may carry a notice for a toast (`message.amount_pending`, translated). */
export const licenseWriteEnvelope = z.object({ data: license, notice: z.string().optional() });

const expiringWithinDays = z
  .string()
  .regex(/^\d{1,4}$/, { error: 'validation.integer' })
  .transform(Number);

/** `GET /api/admin/licenses` and an organization's licenses. */
export const licenseList = defineList({
  includes: [],
  sorts: ['ends_on', 'created_at'],
  filters: {
    state: z.enum(LICENSE_STATES),
    expiring_within_days: expiringWithinDays,
    product_id: z.uuid({ error: 'validation.license_product' }),
    organization_id: z.uuid({ error: 'validation.invalid' }),
  },
  defaultSort: 'ends_on',
});

/** `GET /api/manager/software-licenses`: the own organization's licenses. */
export const managerLicenseList = defineList({
  includes: [],
  sorts: ['ends_on', 'created_at'],
  filters: { state: z.enum(LICENSE_STATES), expiring_within_days: expiringWithinDays },
  defaultSort: 'ends_on',
});

/** Attach a seat: `POST /api/admin/organizations/{id}/licenses/{userId}` names the license, the manager's the user. */
export const attachSeatBody = z.strictObject({ user_id: z.uuid({ error: 'validation.not_member' }) });
export const attachMemberSeatBody = z.strictObject({ license_id: z.uuid({ error: 'error.not_found' }) });

/** A seat of a user (a member's seats on the admin and manager screens; the trainee's own). */
export const seat = z.object({
  id: z.uuid(),
  license_id: z.uuid(),
  user_id: z.uuid(),
  product: z.object({ id: z.uuid(), name: z.string() }),
  attached_at: z.string(),
  /** The license's active window: when the seat may be used. */
  valid_from: z.string(),
  valid_to: z.string(),
  days_left: z.number().int(),
  state: z.enum(LICENSE_STATES),
});
export type Seat = z.infer<typeof seat>;

/** The admin's member seats screen: the member's attached seats of the organization's licenses, and the member. */
export const memberSeatsEnvelope = z.object({
  data: z.array(seat),
  member: z.object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.string(),
  }),
});
export type MemberSeats = z.infer<typeof memberSeatsEnvelope>;

/**
 * `GET /api/admin/users/{id}/licenses`: the user's personal licenses (of their own billing) and every seat
 * attached to them (personal or of their organization's licenses).
 */
export const userLicenses = z.object({ licenses: z.array(license), seats: z.array(seat) });
export type UserLicenses = z.infer<typeof userLicenses>;

export const userSeatParams = z.strictObject({
  id: z.uuid({ error: 'error.not_found' }),
  licenseId: z.uuid({ error: 'error.not_found' }),
});

export const licenseParams = z.strictObject({ licenseId: z.uuid({ error: 'error.not_found' }) });
export const licenseSeatParams = z.strictObject({
  licenseId: z.uuid({ error: 'error.not_found' }),
  userId: z.uuid({ error: 'error.not_found' }),
});
export const organizationMemberParams = z.strictObject({
  id: z.uuid({ error: 'error.not_found' }),
  userId: z.uuid({ error: 'error.not_found' }),
});
export const organizationMemberSeatParams = organizationMemberParams.extend({
  licenseId: z.uuid({ error: 'error.not_found' }),
});

/**
 * A seat is idle when its user has neither signed in nor been given the seat for this many days
 * (the manager sees those first and can detach them in one action).
 */
export const IDLE_SEAT_DAYS = 30;

/** A seat of one of the organization's licenses, with its user and when they last signed in. */
export const organizationSeat = seat.extend({
  user: z.object({ id: z.uuid(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  /** The user's latest sign-in (ISO date-time); null when they never signed in. */
  last_signed_in_at: z.string().nullable(),
  /** When the user last trained (ISO date-time, the start of their latest session); null when never. */
  last_trained_at: z.string().nullable(),
  /** Neither a sign-in nor the attach within the last `IDLE_SEAT_DAYS` days. */
  idle: z.boolean(),
});
export type OrganizationSeat = z.infer<typeof organizationSeat>;

/**
 * `GET /api/manager/seats`: the organization's attached seats, by their last activity (the later of
 * the last sign-in and the attach), oldest first, so idle seats lead.
 */
export const managerSeatList = defineList({
  includes: [],
  sorts: ['last_activity'],
  filters: {
    idle: z.enum(['true', 'false'], { error: 'validation.one_of' }),
    license_id: z.uuid({ error: 'validation.invalid' }),
  },
  defaultSort: 'last_activity',
});

/** `POST /api/manager/seats/detach-idle`: how many idle seats were detached. */
export const detachedIdleSeats = z.object({ detached: z.number().int() });

/**
 * `PUT /api/manager/billing`: what the license manager may change of the own organization's billing,
 * the billing email and the purchase-order reference; the rest is the admin's.
 */
export const managerBillingBody = z.strictObject({
  billing_email: email(),
  purchase_order: optionalText(PURCHASE_ORDER_MAX_LENGTH),
});
export type ManagerBillingBody = z.input<typeof managerBillingBody>;
