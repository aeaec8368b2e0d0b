import type { LicenseState, licenseList, managerLicenseList } from '@portal/contracts';
import { and, asc, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { licenseSeats, licenses } from '../../db/schema/index.js';
import { addDays } from '../../lib/calendar-day.js';
import { ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';
import { billingDirectory, billingsOfOrganization, billingsOfUser, licenseRenewsWith } from '../billing/index.js';
import { findSoftwareProduct, productDirectory } from '../products/index.js';
import { activeOn, type LicenseWindow, licenseActiveOn } from './entitlement.js';

/** Whose licenses a caller may see: every one (admins), or one organization's (the manager, from the session). */
export type LicenseScope = { all: true } | { organizationId: string } | { userId: string };

export type LicenseRow = typeof licenses.$inferSelect;

/** A license's state on `today` (docs/decisions/0009-licensing-model.md): active as `licenseActiveOn` says. */
export function licenseStateOn(row: LicenseWindow, today: string): LicenseState {
  if (licenseActiveOn(row, today)) return 'active';
  return today < row.activeFrom && today <= row.endsOn && today <= row.activeTo ? 'scheduled' : 'expired';
}

/**
 * The seats a license may hold now: its amount, or a pending decrease when lower (the seats attached must fit
 * the coming period too); null for unlimited. The attach refuses past it; the screens count free seats to it.
 */
export function seatCap(row: { amount: number | null; pendingAmount: number | null }): number | null {
  if (row.amount === null) return null;
  return row.pendingAmount !== null && row.pendingAmount < row.amount ? row.pendingAmount : row.amount;
}

const products = productDirectory('product');
const billing = billingDirectory('billing');

const seatsUsed = sql<number>`(select count(*) from ${licenseSeats} where ${licenseSeats.licenseId} = ${licenses.id} and ${licenseSeats.detachedAt} is null)::int`;

const licenseColumns = {
  ...getTableColumns(licenses),
  entityType: billing.entityType,
  organizationId: billing.organizationId,
  userId: billing.userId,
  entityName: billing.entityName,
  productName: products.name,
  seatsUsed,
  renews: licenseRenewsWith(billing, licenses),
};

function licensesWithEntity(db: Executor) {
  return db
    .select(licenseColumns)
    .from(licenses)
    .innerJoin(billing, eq(billing.id, licenses.billingAccountId))
    .innerJoin(products, eq(products.id, licenses.productId));
}
export type PresentableLicense = Awaited<ReturnType<ReturnType<typeof licensesWithEntity>['execute']>>[number];

/** The scope as a condition on `licenses` alone (the lists count `licenses` without joins). */
export const inOrganization = (organizationId: SQL | Placeholder | string) =>
  sql`${licenses.billingAccountId} in ${billingsOfOrganization(organizationId)}`;

/** A user's personal licenses, as a condition on `licenses` alone. */
const ofUser = (userId: SQL | Placeholder | string) => sql`${licenses.billingAccountId} in ${billingsOfUser(userId)}`;

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

/** A software product by id (licenses are sold on software only), or null. */
export const softwareProduct = findSoftwareProduct;

/** Every license of the organization, by end date (the CSV export walks them; an organization has few). */
export async function licensesOfOrganization(db: Executor, organizationId: string) {
  return licensesWithEntity(db).where(inOrganization(organizationId)).orderBy(asc(licenses.endsOn), asc(licenses.id));
}
