import type { Permission, Role } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { addDays, dayOf } from '../../lib/calendar-day.js';
import { hashPassword } from '../../lib/passwords.js';
import { buyerVat, vatAmount, vatRuleOf } from '../../modules/invoices/index.js';
import type { Executor } from '../client.js';
import {
  billingAccounts,
  hardwareItems,
  invoiceCounters,
  invoiceLines,
  invoices,
  licenseSeats,
  licenses,
  organizationLicenseManagers,
  organizations,
  userAvailableProducts,
  userPermissions,
  userRoles,
  users,
} from '../schema/index.js';
import { createProduct } from './catalogue-factories.js';
import { next } from './sequence.js';

export * from './catalogue-factories.js';

/**
 * Row builders shared by the demo seed and the tests. Each takes the database
 * (or a transaction) first and fills sensible defaults for what is not given.
 */

export type NewOrganization = Partial<typeof organizations.$inferInsert>;

export async function createOrganization(db: Executor, values: NewOrganization = {}) {
  const n = next();
  const [row] = await db
    .insert(organizations)
    .values({
      name: `Organization ${n}`,
      street: 'Main Street',
      houseNumber: String(n),
      zipcode: '1000 AA',
      city: 'Amsterdam',
      country: 'NL',
      ...values,
    })
    .returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export interface NewUser extends Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> {
  /** Plain password; hashed here. null leaves the account without one (invited). */
  password?: string | null;
  roles?: Role[];
  permissions?: Permission[];
}

// Hashing is deliberately slow; tests create many users with the same password.
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hashed = hashCache.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashCache.set(password, hashed);
  }
  return hashed;
};

export const DEFAULT_TEST_PASSWORD = 'DemoPass!2026';

export async function createUser(
  db: Executor,
  { password, roles = ['trainee'], permissions = [], ...values }: NewUser = {},
) {
  const n = next();
  const plain = password === undefined ? DEFAULT_TEST_PASSWORD : password;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}.${Date.now().toString(36)}@example.test`,
      firstName: 'Test',
      lastName: `User ${n}`,
      status: 'active',
      ...values,
      passwordHash: plain === null ? null : await cachedHash(plain),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
  // A license manager is also the organization's one manager (a second one in it is a unique violation).
  if (roles.includes('license-manager') && row.organizationId) {
    await db.insert(organizationLicenseManagers).values({ organizationId: row.organizationId, userId: row.id });
  }
  if (permissions.length) {
    await db.insert(userPermissions).values(permissions.map((permission) => ({ userId: row.id, permission })));
  }
  return row;
}

const today = () => dayOf(new Date());

export type NewBilling = Partial<typeof billingAccounts.$inferInsert>;

/**
 * A billing account: an organization's (one is created when neither an organization nor a user is
 * given) or a user's; a 12-month period that started today unless told otherwise.
 */
export async function createBilling(db: Executor, values: NewBilling = {}) {
  const n = next();
  const personal = Boolean(values.userId) && !values.organizationId;
  const organizationId = personal ? null : (values.organizationId ?? (await createOrganization(db)).id);
  const cycleMonths = values.cycleMonths ?? 12;
  const periodStart = values.periodStart ?? today();
  const [row] = await db
    .insert(billingAccounts)
    .values({
      entityType: personal ? 'USER' : 'ORGANIZATION',
      legalName: `Billing ${n}`,
      billingEmail: `billing${n}@example.test`,
      street: 'Main Street',
      houseNumber: String(n),
      zipcode: '1000 AA',
      city: 'Amsterdam',
      country: 'NL',
      currency: 'EUR',
      cycleMonths,
      periodEnd: addDays(periodStart, cycleMonths * 30),
      ...values,
      organizationId,
      periodStart,
    })
    .returning();
  if (!row) throw new Error('billing insert returned nothing');
  return row;
}

export interface NewLicense extends Partial<Omit<typeof licenses.$inferInsert, 'productType'>> {
  /** Used when no billing is given: the license's organization (its billing is created when missing). */
  organizationId?: string;
}

/**
 * A license of 10 seats over its billing's period (a billing, and a software product, are created
 * when not given).
 */
export async function createLicense(db: Executor, { organizationId, ...values }: NewLicense = {}) {
  let billingAccountId = values.billingAccountId;
  if (!billingAccountId) {
    const [existing] = organizationId
      ? await db.select().from(billingAccounts).where(eq(billingAccounts.organizationId, organizationId))
      : [];
    billingAccountId = (existing ?? (await createBilling(db, organizationId ? { organizationId } : {}))).id;
  }
  const [billing] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, billingAccountId));
  if (!billing) throw new Error('license without its billing');
  const productId = values.productId ?? (await createProduct(db)).id;
  const startsOn = values.startsOn ?? billing.periodStart;
  const endsOn = values.endsOn ?? billing.periodEnd;
  const amountType = values.amountType ?? 'seats';
  const [row] = await db
    .insert(licenses)
    .values({
      amount: amountType === 'seats' ? 10 : null,
      amountType,
      activeFrom: startsOn,
      activeTo: endsOn,
      ...values,
      billingAccountId,
      productId,
      productType: 'software',
      startsOn,
      endsOn,
    })
    .returning();
  if (!row) throw new Error('license insert returned nothing');
  return row;
}

/**
 * Attach a seat of `licenseId` to `userId`, making the product available to the user first (the
 * attach rule asks for it). No rules are checked: tests and the seed build states with it.
 */
export async function attachSeat(db: Executor, licenseId: string, userId: string, at: Date = new Date()) {
  const [license] = await db.select().from(licenses).where(eq(licenses.id, licenseId));
  if (!license) throw new Error('seat of an unknown license');
  await db
    .insert(userAvailableProducts)
    .values({ userId, productId: license.productId, productType: 'software' })
    .onConflictDoNothing();
  const [row] = await db
    .insert(licenseSeats)
    .values({ licenseId, productId: license.productId, userId, attachedAt: at })
    .returning();
  if (!row) throw new Error('seat insert returned nothing');
  return row;
}

export interface NewInvoice extends Partial<typeof invoices.$inferInsert> {
  billingAccountId: string;
  /** Seats on its one license line (at 99.00 each); 1 by default. */
  seats?: number;
}

/**
 * An invoice of a billing's current period (or of the `periodStart`–`periodEnd` given) with one license line over it, numbered from the year's counter
 * like the real ones (no VAT rules: 19 % unless `vatRateBp` is given). Tests and the seed use it;
 * the portal makes invoices with `issuePeriodInvoice`.
 */
export async function createInvoice(db: Executor, { billingAccountId, seats = 1, ...values }: NewInvoice) {
  const [billing] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, billingAccountId));
  if (!billing) throw new Error('invoice without its billing');
  const issuedOn = values.issuedOn ?? billing.periodStart;
  const year = Number(issuedOn.slice(0, 4));
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning();
  if (!counter) throw new Error('invoice counter returned nothing');
  const unitPriceMinor = 9900;
  const netMinor = unitPriceMinor * seats;
  // VAT by place of supply for the billing's buyer, as the invoices module issues it, unless a rate is given.
  const vat = buyerVat(billing);
  const vatRateBp = values.vatRateBp ?? vat.rateBp;
  const vatMinor = vatAmount(netMinor, vatRateBp);
  const [row] = await db
    .insert(invoices)
    .values({
      number: `${year}-${String(counter.lastSequence).padStart(6, '0')}`,
      year,
      sequence: counter.lastSequence,
      billingAccountId,
      issuedOn,
      dueOn: addDays(issuedOn, 30),
      periodStart: billing.periodStart,
      periodEnd: billing.periodEnd,
      currency: billing.currency,
      legalName: billing.legalName,
      billingEmail: billing.billingEmail,
      vatNumber: billing.vatNumber,
      street: billing.street,
      houseNumber: billing.houseNumber,
      addition: billing.addition,
      zipcode: billing.zipcode,
      city: billing.city,
      country: billing.country,
      purchaseOrder: billing.purchaseOrder,
      netMinor,
      vatRateBp,
      vatMinor,
      totalMinor: netMinor + vatMinor,
      reverseCharge: vat.place === 'eu_business',
      vatCountry: vatRateBp === 0 ? null : (vat.country ?? 'DE'),
      ...values,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  await db.insert(invoiceLines).values({
    invoiceId: row.id,
    position: 1,
    kind: 'license',
    description: 'LapSkills Core',
    quantity: seats,
    unitPriceMinor,
    amountMinor: netMinor,
    // The line covers the invoice's period (a past period's invoice too), not the billing's current one.
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    vatRule: vatRuleOf(vat, 'service'),
  });
  return row;
}

export interface NewHardwareItem extends Partial<Omit<typeof hardwareItems.$inferInsert, 'productType'>> {}

/**
 * A hardware item: of a new hardware product unless `productId` is given, owned by a new organization
 * unless `organizationId` or `userId` is given. The shipping cost is taken as given (default 0 EUR): the
 * service copies it from the table, tests and the seed state it.
 */
export async function createHardwareItem(db: Executor, values: NewHardwareItem = {}) {
  const n = next();
  const productId = values.productId ?? (await createProduct(db, { type: 'hardware' })).id;
  const organizationId = values.userId ? null : (values.organizationId ?? (await createOrganization(db)).id);
  const purchaseDate = values.purchaseDate ?? today();
  const [row] = await db
    .insert(hardwareItems)
    .values({
      serialNumber: `SN-${n}-${Date.now().toString(36).toUpperCase()}`,
      warrantyEndsOn: addDays(purchaseDate, 730),
      shippingCountry: 'NL',
      shippingCost: 0,
      shippingCurrency: 'EUR',
      status: 'active',
      ...values,
      productId,
      productType: 'hardware',
      organizationId,
      purchaseDate,
    })
    .returning();
  if (!row) throw new Error('hardware insert returned nothing');
  return row;
}
