import type { billingList } from '@portal/contracts';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { billingAccounts, billingEntityName as entityName, licenses } from '../../db/schema/index.js';
import { addDays } from '../../lib/calendar-day.js';
import { escapeLike, ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';
import { organizationNameSql } from '../organizations/index.js';
import { organizationOfUser } from '../users/index.js';

export type BillingRow = typeof billingAccounts.$inferSelect;

/** The outer `billing_accounts` row by its table's name: a query of one table writes its columns unqualified. */
const billingAccount = sql.identifier('billing_accounts');

const licensesCountOf = sql<number>`(select count(*) from ${licenses} l where l.billing_account_id = ${billingAccount}.id)::int`;

/**
 * What renews, decided here alone (the screens, the billing job and the reminders read these): a billing renews
 * at its period's end when it is active and auto-renews; a license renews with it when it auto-renews too and
 * ends with the billing's period (`licenseRenewsWith`: `billing` is the billing's row as the query has it).
 */
export const billingRenews = sql<boolean>`(${billingAccount}.status = 'active' and ${billingAccount}.auto_renew)`;
export const licenseRenewsWith = (
  billing: { renews: SQL | SQL.Aliased; periodEnd: AnyPgColumn | SQL },
  license: { autoRenew: AnyPgColumn; endsOn: AnyPgColumn },
): SQL<boolean> =>
  sql<boolean>`(${billing.renews} and ${license.autoRenew} and ${license.endsOn} = ${billing.periodEnd})`;
export const licenseRenews = licenseRenewsWith(
  { renews: billingRenews, periodEnd: sql`${billingAccount}.period_end` },
  licenses,
);

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

/** The id of the user's personal billing, if they own one (deleting the user is refused then). */
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
    .select({
      organizationId: billingAccounts.organizationId,
      organizationName: organizationNameSql(billingAccounts.organizationId),
    })
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationOfUser(sql`${userId}::uuid`)));
  return row?.organizationId
    ? { organizationId: row.organizationId, organizationName: row.organizationName ?? '' }
    : null;
}

/** The organization billing of a user's organization, if any (a personal license for its member is refused). */
export async function organizationBilledAsOrganization(db: Executor, organizationId: string): Promise<boolean> {
  return (await billingIdOfOrganization(db, organizationId)) !== null;
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
