import type { invoiceList, ownInvoiceList } from '@portal/contracts';
import { and, asc, eq, getTableColumns, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  billingAccounts,
  billingEntityName as entityName,
  invoiceCounters,
  invoiceLines,
  invoices,
  licenses,
} from '../../db/schema/index.js';
import { ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';
import { productDirectory } from '../products/index.js';

/**
 * Whose invoices a caller may see: every one (admins), one organization's (the manager, from the
 * session), or one user's personal billing's (the trainee, from the session).
 */
export type InvoiceScope = { all: true } | { organizationId: string } | { userId: string };

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type BillingRow = typeof billingAccounts.$inferSelect;

/**
 * The next number of `year`, taken in the caller's transaction: the counter's row stays locked until
 * it commits (a second invoice of the year waits) and a rollback gives the number back, so the numbers
 * of a year have no gaps.
 */
export async function takeInvoiceSequence(tx: Executor, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!row) throw new Error('invoice counter returned nothing');
  return row.sequence;
}

export async function periodInvoiceExists(tx: Executor, billingId: string, periodStart: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.billingAccountId, billingId), eq(invoices.periodStart, periodStart)));
  return Boolean(row);
}

const products = productDirectory('product');

/** The billing's licenses that run in the period (any day of it), with their product's prices. */
export async function licensesForPeriod(tx: Executor, billingId: string, periodStart: string, periodEnd: string) {
  return tx
    .select({
      id: licenses.id,
      productId: licenses.productId,
      productName: products.name,
      amountType: licenses.amountType,
      amount: licenses.amount,
      startsOn: licenses.startsOn,
      endsOn: licenses.endsOn,
      prices: products.prices,
      durationMonths: products.duration,
    })
    .from(licenses)
    .innerJoin(products, eq(products.id, licenses.productId))
    .where(
      and(
        eq(licenses.billingAccountId, billingId),
        sql`${licenses.startsOn} <= ${periodEnd}`,
        sql`${licenses.endsOn} >= ${periodStart}`,
      ),
    )
    .orderBy(asc(products.name), asc(licenses.id));
}

export async function insertInvoice(
  tx: Executor,
  values: typeof invoices.$inferInsert,
  lines: Array<Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>>,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned nothing');
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

const invoiceColumns = {
  ...getTableColumns(invoices),
  entityType: billingAccounts.entityType,
  entityName,
};

function invoicesWithEntity(db: Executor) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(billingAccounts, eq(billingAccounts.id, invoices.billingAccountId));
}
export type PresentableInvoiceRow = Awaited<ReturnType<ReturnType<typeof invoicesWithEntity>['execute']>>[number];

/** The scope as a condition on `invoices` alone (the lists count `invoices` without joins). */
function inScope(scope: InvoiceScope, value: (v: string) => SQL | Placeholder | string = (v) => v): SQL | undefined {
  if ('organizationId' in scope) {
    return sql`${invoices.billingAccountId} in (select ${billingAccounts.id} from ${billingAccounts} where ${billingAccounts.organizationId} = ${value(scope.organizationId)})`;
  }
  if ('userId' in scope) {
    return sql`${invoices.billingAccountId} in (select ${billingAccounts.id} from ${billingAccounts} where ${billingAccounts.userId} = ${value(scope.userId)})`;
  }
  return undefined;
}

/** The lines of some invoices, by invoice id, in their order. */
export async function linesOf(db: Executor, invoiceIds: string[]): Promise<Map<string, InvoiceLineRow[]>> {
  const byInvoice = new Map<string, InvoiceLineRow[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  for (const row of rows) byInvoice.get(row.invoiceId)?.push(row);
  return byInvoice;
}

/** Every invoice of the user's personal billing, oldest first, with its lines (two statements, however many). */
export async function invoicesOfUser(db: Executor, userId: string) {
  const rows = await invoicesWithEntity(db)
    .where(inScope({ userId }))
    .orderBy(asc(invoices.issuedOn), asc(invoices.number));
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] }));
}

export async function findInvoice(db: Executor, scope: InvoiceScope, id: string) {
  const [row] = await invoicesWithEntity(db).where(and(eq(invoices.id, id), inScope(scope)));
  if (!row) return null;
  return { ...row, lines: (await linesOf(db, [id])).get(id) ?? [] };
}

export type InvoiceListQuery = ListQueryOf<typeof invoiceList> | ListQueryOf<typeof ownInvoiceList>;
const invoiceSorts = {
  number: invoices.number,
  issued_on: invoices.issuedOn,
  total: invoices.totalMinor,
} as const;

/** A page of invoices in `scope`, with their lines; `today` (a UTC day) tells overdue from open. */
export async function listInvoices(db: Executor, scope: InvoiceScope, query: InvoiceListQuery, today: string) {
  const where = new ListFilter();
  const filter: Partial<ListQueryOf<typeof invoiceList>['filter']> = query.filter;
  const scoped = inScope(scope, (v) => where.value(v));
  if (scoped) where.add('organizationId' in scope ? 'scope_organization' : 'scope_user', scoped);
  // `overdue` is an open invoice past its due date (`displayStatusOf`): open means not yet due.
  if (filter.status === 'overdue' || filter.status === 'open') {
    where.add('status', eq(invoices.status, where.value('open')));
    const due = where.value(today);
    where.add(
      filter.status,
      filter.status === 'overdue' ? sql`${invoices.dueOn} < ${due}` : sql`${invoices.dueOn} >= ${due}`,
    );
  } else if (filter.status) where.add('status', eq(invoices.status, where.value(filter.status)));
  if (filter.year !== undefined) where.add('year', eq(invoices.year, where.value(filter.year)));
  if (filter.billing_id) where.add('billing_id', eq(invoices.billingAccountId, where.value(filter.billing_id)));
  const order = orderByList(query.sort, invoiceSorts, { tiebreak: invoices.id });
  const { rows, total } = await listPage(
    db,
    { name: 'invoices', table: invoices, filter: where, sort: query.sort },
    query,
    (condition, { limit, offset }) =>
      invoicesWithEntity(db)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] })), total };
}

export async function lockInvoice(tx: Executor, id: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

export async function updateInvoiceStatusRow(tx: Executor, id: string, status: InvoiceRow['status'], at: Date) {
  await tx.update(invoices).set({ status, statusChangedAt: at }).where(eq(invoices.id, id));
}

export async function billingExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: billingAccounts.id }).from(billingAccounts).where(eq(billingAccounts.id, id));
  return Boolean(row);
}
