import type { billingList, LicenseState, licenseList, managerLicenseList, managerSeatList } from '@portal/contracts';
import { and, asc, eq, getTableColumns, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  auditLog,
  billingAccounts,
  billingEntityName as entityName,
  invoices,
  licenseNotices,
  licenseSeats,
  licenses,
  organizations,
  products,
  trainingSessions,
  userAvailableProducts,
  users,
} from '../../db/schema/index.js';
import { escapeLike, ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';

/** Whose licenses a caller may see: every one (admins), or one organization's (the manager, from the session). */
export type LicenseScope = { all: true } | { organizationId: string } | { userId: string };

export type BillingRow = typeof billingAccounts.$inferSelect;
export type LicenseRow = typeof licenses.$inferSelect;

/** A calendar day (UTC) as `YYYY-MM-DD`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** `day` plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** `day` plus `months` months (31 January + 1 month → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  if (date.getUTCDate() !== d) date.setUTCDate(0);
  return dayOf(date);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A license's state on `today` (docs/decisions/0009-licensing-model.md). */
export function licenseStateOn(
  row: { endsOn: string; activeFrom: string; activeTo: string },
  today: string,
): LicenseState {
  if (today > row.endsOn || today > row.activeTo) return 'expired';
  if (today < row.activeFrom) return 'scheduled';
  return 'active';
}

/** Licenses active on `today`, as SQL on `licenses`. */
export const activeOn = (today: SQL | Placeholder | string) =>
  sql`${licenses.activeFrom} <= ${today} and ${licenses.activeTo} >= ${today} and ${licenses.endsOn} >= ${today}`;

/**
 * The seats a license may hold now: its amount, or a pending decrease when lower (the seats attached must fit
 * the coming period too); null for unlimited. The attach refuses past it; the screens count free seats to it.
 */
export function seatCap(row: { amount: number | null; pendingAmount: number | null }): number | null {
  if (row.amount === null) return null;
  return row.pendingAmount !== null && row.pendingAmount < row.amount ? row.pendingAmount : row.amount;
}

const seatsUsed = sql<number>`(select count(*) from ${licenseSeats} where ${licenseSeats.licenseId} = ${licenses.id} and ${licenseSeats.detachedAt} is null)::int`;

// ----- billing accounts -----

/** The outer `billing_accounts` row by its table's name: a query of one table writes its columns unqualified. */
const billingAccount = sql.identifier('billing_accounts');

const licensesCountOf = sql<number>`(select count(*) from ${licenses} l where l.billing_account_id = ${billingAccount}.id)::int`;

/**
 * What renews, decided here alone (the screens, the billing job and the reminders read these): a billing renews
 * at its period's end when it is active and auto-renews; a license renews with it when it auto-renews too and
 * ends with the billing's period.
 */
export const billingRenews = sql<boolean>`(${billingAccount}.status = 'active' and ${billingAccount}.auto_renew)`;
export const licenseRenews = sql<boolean>`(${billingRenews} and ${licenses.autoRenew} and ${licenses.endsOn} = ${billingAccount}.period_end)`;

/** How many days before its period's end a billing may be renewed by hand (ADR 0011). */
export const RENEW_WINDOW_DAYS = 30;

/** May the billing's next period start now: it is active and its period ends within `RENEW_WINDOW_DAYS`. */
export const renewalDue = (row: { status: string; periodEnd: string }, today: string) =>
  row.status === 'active' && row.periodEnd <= addDays(today, RENEW_WINDOW_DAYS);

const billingColumns = {
  ...getTableColumns(billingAccounts),
  entityName,
  licensesCount: licensesCountOf,
  renews: billingRenews,
};

export async function findBilling(db: Executor, id: string) {
  const [row] = await db.select(billingColumns).from(billingAccounts).where(eq(billingAccounts.id, id));
  return row ?? null;
}
export type PresentableBilling = NonNullable<Awaited<ReturnType<typeof findBilling>>>;

export async function billingIdOfOrganization(db: Executor, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId));
  return row?.id ?? null;
}

/** The billing's row, locked until the transaction ends. */
export async function lockBilling(tx: Executor, id: string): Promise<BillingRow | null> {
  const [row] = await tx.select().from(billingAccounts).where(eq(billingAccounts.id, id)).for('update');
  return row ?? null;
}

export async function lockBillingOfOrganization(tx: Executor, organizationId: string): Promise<BillingRow | null> {
  const [row] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId))
    .for('update');
  return row ?? null;
}

export async function lockBillingOfUser(tx: Executor, userId: string): Promise<BillingRow | null> {
  const [row] = await tx.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).for('update');
  return row ?? null;
}

export async function billingIdOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId));
  return row?.id ?? null;
}

/** The user's organization when it is billed as an organization (the user then gets no personal license). */
export async function organizationBillingOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ organizationId: organizations.id, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(billingAccounts, eq(billingAccounts.organizationId, organizations.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertBilling(tx: Executor, values: typeof billingAccounts.$inferInsert): Promise<BillingRow> {
  const [row] = await tx.insert(billingAccounts).values(values).returning();
  if (!row) throw new Error('billing insert returned nothing');
  return row;
}

export async function updateBillingRow(
  tx: Executor,
  id: string,
  values: Partial<typeof billingAccounts.$inferInsert>,
): Promise<BillingRow> {
  const [row] = await tx.update(billingAccounts).set(values).where(eq(billingAccounts.id, id)).returning();
  if (!row) throw new Error('billing update returned nothing');
  return row;
}

export type BillingListQuery = ListQueryOf<typeof billingList>;
const billingSorts = {
  period_end: billingAccounts.periodEnd,
  created_at: billingAccounts.createdAt,
  legal_name: billingAccounts.legalName,
} as const;

/** `GET /api/admin/billing`: every billing account. */
export async function listBillings(db: Executor, query: BillingListQuery) {
  const where = new ListFilter();
  const { filter } = query;
  if (filter.status) where.add('status', eq(billingAccounts.status, where.value(filter.status)));
  if (filter.entity_type) where.add('entity_type', eq(billingAccounts.entityType, where.value(filter.entity_type)));
  if (filter.search) {
    where.add(
      'search',
      sql`lower(${billingAccounts.legalName} || ' ' || ${billingAccounts.billingEmail}) like ${where.value(`%${escapeLike(filter.search.toLowerCase())}%`)}`,
    );
  }
  const order = orderByList(query.sort, billingSorts, { tiebreak: billingAccounts.id });
  return listPage(
    db,
    { name: 'billing_accounts', table: billingAccounts, filter: where, sort: query.sort },
    query,
    (condition, { limit, offset }) =>
      db
        .select(billingColumns)
        .from(billingAccounts)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}

// ----- licenses -----

const licenseColumns = {
  ...getTableColumns(licenses),
  entityType: billingAccounts.entityType,
  organizationId: billingAccounts.organizationId,
  userId: billingAccounts.userId,
  entityName,
  productName: products.name,
  seatsUsed,
  renews: licenseRenews,
};

function licensesWithEntity(db: Executor) {
  return db
    .select(licenseColumns)
    .from(licenses)
    .innerJoin(billingAccounts, eq(billingAccounts.id, licenses.billingAccountId))
    .innerJoin(products, eq(products.id, licenses.productId));
}
export type PresentableLicense = Awaited<ReturnType<ReturnType<typeof licensesWithEntity>['execute']>>[number];

/** The scope as a condition on `licenses` alone (the lists count `licenses` without joins). */
const inOrganization = (organizationId: SQL | Placeholder | string) =>
  sql`${licenses.billingAccountId} in (select ${billingAccounts.id} from ${billingAccounts} where ${billingAccounts.organizationId} = ${organizationId})`;

/** A user's personal licenses, as a condition on `licenses` alone. */
const ofUser = (userId: SQL | Placeholder | string) =>
  sql`${licenses.billingAccountId} in (select ${billingAccounts.id} from ${billingAccounts} where ${billingAccounts.userId} = ${userId})`;

const scopeCondition = (scope: LicenseScope) =>
  'organizationId' in scope
    ? inOrganization(scope.organizationId)
    : 'userId' in scope
      ? ofUser(scope.userId)
      : undefined;

export async function findLicense(db: Executor, scope: LicenseScope, id: string) {
  const [row] = await licensesWithEntity(db).where(and(eq(licenses.id, id), scopeCondition(scope)));
  return row ?? null;
}

/** A user's personal licenses (of their own billing), by product name. */
export async function personalLicenses(db: Executor, userId: string) {
  return licensesWithEntity(db).where(ofUser(userId)).orderBy(products.name, licenses.id);
}

export type LicenseListQuery = ListQueryOf<typeof licenseList> | ListQueryOf<typeof managerLicenseList>;
const licenseSorts = { ends_on: licenses.endsOn, created_at: licenses.createdAt } as const;

/** A page of licenses in `scope`, with their seats used, on `today`'s states. */
export async function listLicenses(db: Executor, scope: LicenseScope, query: LicenseListQuery, today: string) {
  const where = new ListFilter();
  const filter: ListQueryOf<typeof licenseList>['filter'] = query.filter;
  if ('organizationId' in scope) where.add('scope', inOrganization(where.value(scope.organizationId)));
  if ('userId' in scope) where.add('scope_user', ofUser(where.value(scope.userId)));
  if (filter.organization_id) where.add('organization_id', inOrganization(where.value(filter.organization_id)));
  if (filter.product_id) where.add('product_id', eq(licenses.productId, where.value(filter.product_id)));
  if (filter.state) {
    const day = where.value(today);
    const condition =
      filter.state === 'expired'
        ? sql`(${licenses.endsOn} < ${day} or ${licenses.activeTo} < ${day})`
        : filter.state === 'scheduled'
          ? sql`(${licenses.activeFrom} > ${day} and ${licenses.endsOn} >= ${day} and ${licenses.activeTo} >= ${day})`
          : activeOn(day);
    where.add(`state_${filter.state}`, condition);
  }
  if (filter.expiring_within_days !== undefined) {
    where.add(
      'expiring',
      sql`${licenses.endsOn} between ${where.value(today)} and ${where.value(addDays(today, filter.expiring_within_days))}`,
    );
  }
  const order = orderByList(query.sort, licenseSorts, { tiebreak: licenses.id });
  return listPage(
    db,
    { name: 'licenses', table: licenses, filter: where, sort: query.sort },
    query,
    (condition, { limit, offset }) =>
      licensesWithEntity(db)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}

/** The license's row, locked: attaching counts its seats under this lock. */
export async function lockLicense(tx: Executor, id: string): Promise<LicenseRow | null> {
  const [row] = await tx.select().from(licenses).where(eq(licenses.id, id)).for('update');
  return row ?? null;
}

export async function insertLicense(tx: Executor, values: typeof licenses.$inferInsert): Promise<LicenseRow> {
  const [row] = await tx.insert(licenses).values(values).returning();
  if (!row) throw new Error('license insert returned nothing');
  return row;
}

export async function updateLicenseRow(
  tx: Executor,
  id: string,
  values: Partial<typeof licenses.$inferInsert>,
): Promise<LicenseRow> {
  const [row] = await tx.update(licenses).set(values).where(eq(licenses.id, id)).returning();
  if (!row) throw new Error('license update returned nothing');
  return row;
}

export async function deleteLicenseRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(licenses).where(eq(licenses.id, id));
}

export async function softwareProduct(db: Executor, id: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.type, 'software')));
  return row ?? null;
}

// ----- seats -----

export async function attachedSeatsCount(db: Executor, licenseId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(licenseSeats)
    .where(and(eq(licenseSeats.licenseId, licenseId), isNull(licenseSeats.detachedAt)));
  return row?.count ?? 0;
}

/** The user's attached seat of `productId`, if any (on any license). */
export async function attachedSeatOfProduct(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ id: licenseSeats.id, licenseId: licenseSeats.licenseId })
    .from(licenseSeats)
    .where(
      and(eq(licenseSeats.userId, userId), eq(licenseSeats.productId, productId), isNull(licenseSeats.detachedAt)),
    );
  return row ?? null;
}

export async function productAvailableTo(db: Executor, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userAvailableProducts.userId })
    .from(userAvailableProducts)
    .where(and(eq(userAvailableProducts.userId, userId), eq(userAvailableProducts.productId, productId)));
  return Boolean(row);
}

export async function insertSeat(
  tx: Executor,
  values: { licenseId: string; productId: string; userId: string; at: Date },
) {
  const [row] = await tx
    .insert(licenseSeats)
    .values({ licenseId: values.licenseId, productId: values.productId, userId: values.userId, attachedAt: values.at })
    .returning();
  if (!row) throw new Error('seat insert returned nothing');
  return row;
}

/** Detach the user's attached seat of a license; the detached row, or null when none was attached. */
export async function detachSeatRow(tx: Executor, licenseId: string, userId: string, at: Date) {
  const [row] = await tx
    .update(licenseSeats)
    .set({ detachedAt: at })
    .where(and(eq(licenseSeats.licenseId, licenseId), eq(licenseSeats.userId, userId), isNull(licenseSeats.detachedAt)))
    .returning();
  return row ?? null;
}

/** Detach every attached seat of a user (they move to another organization); the detached rows. */
export async function detachSeatsOfUserRows(tx: Executor, userId: string, at: Date) {
  return tx
    .update(licenseSeats)
    .set({ detachedAt: at })
    .where(and(eq(licenseSeats.userId, userId), isNull(licenseSeats.detachedAt)))
    .returning();
}

/**
 * A user's attached seats with their license's window, optionally only those of one organization's
 * licenses (the admin's and manager's member screens pass it).
 */
export async function seatsOfUser(db: Executor, userId: string, organizationId?: string) {
  return db
    .select({
      id: licenseSeats.id,
      licenseId: licenseSeats.licenseId,
      userId: licenseSeats.userId,
      productId: licenseSeats.productId,
      productName: products.name,
      attachedAt: licenseSeats.attachedAt,
      endsOn: licenses.endsOn,
      activeFrom: licenses.activeFrom,
      activeTo: licenses.activeTo,
    })
    .from(licenseSeats)
    .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
    .innerJoin(products, eq(products.id, licenseSeats.productId))
    .where(
      and(
        eq(licenseSeats.userId, userId),
        isNull(licenseSeats.detachedAt),
        organizationId ? inOrganization(organizationId) : undefined,
      ),
    )
    .orderBy(products.name, licenseSeats.id);
}
export type SeatRow = Awaited<ReturnType<typeof seatsOfUser>>[number];

/** Does the user hold an attached seat, or own a personal billing? (Deleting them is refused then.) */
export async function userLicensing(db: Executor, userId: string) {
  const [seat] = await db
    .select({ id: licenseSeats.id })
    .from(licenseSeats)
    .where(and(eq(licenseSeats.userId, userId), isNull(licenseSeats.detachedAt)))
    .limit(1);
  const [billing] = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .limit(1);
  return { holdsSeats: Boolean(seat), hasBilling: Boolean(billing) };
}

/** Licenses of a billing (renewal extends and applies pending amounts), locked. */
export async function lockLicensesOfBilling(tx: Executor, billingId: string): Promise<LicenseRow[]> {
  return tx.select().from(licenses).where(eq(licenses.billingAccountId, billingId)).orderBy(licenses.id).for('update');
}

/** The organization billing of a user's organization, if any (a personal license for its member is refused). */
export async function organizationBilledAsOrganization(db: Executor, organizationId: string): Promise<boolean> {
  return (await billingIdOfOrganization(db, organizationId)) !== null;
}

// ----- the billing job (billing-jobs.ts) -----

/** Active auto-renewing billings whose period ended before `today`, oldest end first. */
export async function billingsDueForRenewal(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(and(billingRenews, sql`${billingAccounts.periodEnd} < ${today}`))
    .orderBy(billingAccounts.periodEnd, billingAccounts.id);
  return rows.map((row) => row.id);
}

/**
 * Active billings whose current period started before today without an invoice and has a license
 * running in it: a new billing's first period (invoiced the day after it starts, so the admin can add
 * its licenses first) or a period started by a reactivation.
 */
export async function billingsWithUninvoicedPeriod(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(
      and(
        eq(billingAccounts.status, 'active'),
        sql`${billingAccounts.periodStart} < ${today}`,
        sql`${billingAccounts.periodEnd} >= ${today}`,
        sql`not exists (select 1 from ${invoices} where ${invoices.billingAccountId} = ${billingAccounts.id} and ${invoices.periodStart} = ${billingAccounts.periodStart})`,
        sql`exists (select 1 from ${licenses} where ${licenses.billingAccountId} = ${billingAccounts.id} and ${licenses.startsOn} <= ${billingAccounts.periodEnd} and ${licenses.endsOn} >= ${billingAccounts.periodStart})`,
      ),
    )
    .orderBy(billingAccounts.periodStart, billingAccounts.id);
  return rows.map((row) => row.id);
}

/**
 * Record, once per end date, every license that is expired on `today` (its end or its active-to
 * passed): the licenses newly recorded. Nothing else changes: the state derives from the dates.
 */
export async function recordExpiredLicenses(tx: Executor, today: string, at: Date) {
  const result = await tx.execute<{ license_id: string; ends_on: string; billing_account_id: string }>(sql`
    insert into ${licenseNotices} (license_id, kind, ends_on, at)
    select ${licenses.id}, 'expired', ${licenses.endsOn}, ${at.toISOString()}::timestamptz
    from ${licenses}
    where (${licenses.endsOn} < ${today} or ${licenses.activeTo} < ${today})
      and not exists (select 1 from ${licenseNotices} n where n.license_id = ${licenses.id} and n.kind = 'expired' and n.ends_on = ${licenses.endsOn})
    on conflict do nothing
    returning license_id, ends_on::text,
      (select l.billing_account_id from licenses l where l.id = license_notices.license_id) as billing_account_id`);
  return result.rows.map((row) => ({
    licenseId: row.license_id,
    endsOn: row.ends_on,
    billingAccountId: row.billing_account_id,
  }));
}

/**
 * Licenses that end between `today` and `until` and will not renew: the license or its billing does
 * not auto-renew, the billing is canceled, or the license ends before its billing's period does.
 */
export async function licensesEndingWithoutRenewal(db: Executor, today: string, until: string) {
  return db
    .select({
      id: licenses.id,
      endsOn: licenses.endsOn,
      productName: products.name,
      organizationId: billingAccounts.organizationId,
      userId: billingAccounts.userId,
      legalName: billingAccounts.legalName,
      billingEmail: billingAccounts.billingEmail,
      entityName,
    })
    .from(licenses)
    .innerJoin(billingAccounts, eq(billingAccounts.id, licenses.billingAccountId))
    .innerJoin(products, eq(products.id, licenses.productId))
    .where(
      and(
        sql`${licenses.endsOn} between ${today} and ${until}`,
        sql`${licenses.activeTo} >= ${today}`,
        sql`not ${licenseRenews}`,
      ),
    )
    .orderBy(licenses.endsOn, licenses.id);
}

/** Record a notice of a license; false when it was recorded before (by this run or another). */
export async function insertLicenseNotice(
  tx: Executor,
  values: { licenseId: string; kind: 'reminder_30' | 'reminder_7' | 'expired'; endsOn: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(licenseNotices)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: licenseNotices.licenseId });
  return rows.length > 0;
}

// ----- the organization's seats: last sign-in and idle seats -----

/** The user's latest sign-in: their latest `auth.login` in the audit trail (as the members list reads it). */
const lastSignedInAt = sql<Date | null>`(select max(${auditLog.occurredAt}) from ${auditLog} where ${auditLog.userId} = ${licenseSeats.userId} and ${auditLog.action} = 'auth.login')`;

/**
 * When the user last trained: their latest session's start (`training_sessions_user_started_idx`, one probe), never
 * later than now (sessions stored before future starts were refused may start in 2999).
 */
const lastTrainedAt = sql<Date | null>`least((select max(${trainingSessions.startedAt}) from ${trainingSessions} where ${trainingSessions.userId} = ${licenseSeats.userId}), now())`;

/** The seat's last activity: the later of the user's last sign-in and the seat's attach. */
const lastActivity = sql<Date>`greatest(${lastSignedInAt}, ${licenseSeats.attachedAt})`;

/** Attached seats of the organization's licenses, as SQL on `license_seats` alone. */
const seatsInOrganization = (organizationId: SQL | Placeholder | string) =>
  sql`${licenseSeats.detachedAt} is null and ${licenseSeats.licenseId} in (select ${licenses.id} from ${licenses} where ${inOrganization(organizationId)})`;

export type SeatListQuery = ListQueryOf<typeof managerSeatList>;

/**
 * A page of the organization's attached seats with their user and last sign-in, oldest activity first
 * (idle seats lead). `idleBefore`: a seat whose last activity is before it is idle.
 */
export async function listOrganizationSeats(
  db: Executor,
  scope: { organizationId: string },
  query: SeatListQuery,
  idleBefore: Date,
) {
  const where = new ListFilter();
  where.add('scope', seatsInOrganization(where.value(scope.organizationId)));
  if (query.filter.license_id)
    where.add('license_id', eq(licenseSeats.licenseId, where.value(query.filter.license_id)));
  if (query.filter.idle) {
    const cutoff = where.value(idleBefore.toISOString());
    where.add(
      `idle_${query.filter.idle}`,
      query.filter.idle === 'true'
        ? sql`${lastActivity} < ${cutoff}::timestamptz`
        : sql`${lastActivity} >= ${cutoff}::timestamptz`,
    );
  }
  const order = orderByList(query.sort, { last_activity: lastActivity }, { tiebreak: licenseSeats.id });
  return listPage(
    db,
    { name: 'organization_seats', table: licenseSeats, filter: where, sort: query.sort },
    query,
    (condition, { limit, offset }) =>
      db
        .select({
          id: licenseSeats.id,
          licenseId: licenseSeats.licenseId,
          userId: licenseSeats.userId,
          productId: licenseSeats.productId,
          productName: products.name,
          attachedAt: licenseSeats.attachedAt,
          endsOn: licenses.endsOn,
          activeFrom: licenses.activeFrom,
          activeTo: licenses.activeTo,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          lastSignedInAt,
          lastTrainedAt,
          lastActivity,
        })
        .from(licenseSeats)
        .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
        .innerJoin(products, eq(products.id, licenseSeats.productId))
        .innerJoin(users, eq(users.id, licenseSeats.userId))
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}
export type OrganizationSeatRow = Awaited<ReturnType<typeof listOrganizationSeats>>['rows'][number];

/**
 * Detach every idle seat of the organization's licenses (last activity before `idleBefore`) in one
 * statement; the detached rows. Two such statements at once detach each seat once: the second waits
 * on the first's row locks and then finds those seats detached.
 */
export async function detachIdleSeatRows(tx: Executor, organizationId: string, idleBefore: Date, at: Date) {
  return tx
    .update(licenseSeats)
    .set({ detachedAt: at })
    .where(and(seatsInOrganization(organizationId), sql`${lastActivity} < ${idleBefore.toISOString()}::timestamptz`))
    .returning();
}

/** Every license of the organization, by end date (the CSV export walks them; an organization has few). */
export async function licensesOfOrganization(db: Executor, organizationId: string) {
  return licensesWithEntity(db).where(inOrganization(organizationId)).orderBy(asc(licenses.endsOn), asc(licenses.id));
}

/** Up to `limit` attached seats of a license after the seat `afterId` (keyset by id), with user and last sign-in. */
export async function seatBatchOfLicense(db: Executor, licenseId: string, afterId: string | null, limit: number) {
  return db
    .select({
      id: licenseSeats.id,
      userId: licenseSeats.userId,
      attachedAt: licenseSeats.attachedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastSignedInAt,
      lastActivity,
    })
    .from(licenseSeats)
    .innerJoin(users, eq(users.id, licenseSeats.userId))
    .where(
      and(
        eq(licenseSeats.licenseId, licenseId),
        isNull(licenseSeats.detachedAt),
        afterId ? gt(licenseSeats.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(licenseSeats.id))
    .limit(limit);
}
