import type { hardwareList } from '@portal/contracts';
import { and, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hardwareItems } from '../../db/schema/index.js';
import { escapeLike, ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';
import { organizationDirectory } from '../organizations/index.js';
import { productDirectory as productDirectoryAs } from '../products/index.js';

const productDirectory = productDirectoryAs();

import { userDirectory as userDirectoryAs } from '../users/index.js';

const userDirectory = userDirectoryAs();

/**
 * Whose items a caller may see: every one (an admin reading one item by id), one organization's (the
 * admin's organization tab; the manager, from the session) or one user's (the admin's user tab).
 */
export type HardwareScope = { all: true } | { organizationId: string } | { userId: string };

export type HardwareRow = typeof hardwareItems.$inferSelect;

const ownerName = sql<string>`coalesce(${organizationDirectory.name}, ${userDirectory.firstName} || ' ' || ${userDirectory.lastName})`;

const itemColumns = {
  ...getTableColumns(hardwareItems),
  ownerName,
  productName: productDirectory.name,
  productSku: productDirectory.sku,
};

function itemsWithOwner(db: Executor) {
  return db
    .select(itemColumns)
    .from(hardwareItems)
    .innerJoin(productDirectory, eq(productDirectory.id, hardwareItems.productId))
    .leftJoin(organizationDirectory, eq(organizationDirectory.id, hardwareItems.organizationId))
    .leftJoin(userDirectory, eq(userDirectory.id, hardwareItems.userId));
}
export type PresentableHardware = Awaited<ReturnType<ReturnType<typeof itemsWithOwner>['execute']>>[number];

/** The scope as a condition on `hardware_items` alone (the list counts the table without joins). */
function inScope(scope: HardwareScope, value: (v: string) => SQL | Placeholder | string = (v) => v): SQL | undefined {
  if ('organizationId' in scope) return sql`${hardwareItems.organizationId} = ${value(scope.organizationId)}`;
  if ('userId' in scope) return sql`${hardwareItems.userId} = ${value(scope.userId)}`;
  return undefined;
}

export async function findHardware(db: Executor, scope: HardwareScope, id: string) {
  const [row] = await itemsWithOwner(db).where(and(eq(hardwareItems.id, id), inScope(scope)));
  return row ?? null;
}

export type HardwareListQuery = ListQueryOf<typeof hardwareList>;
const hardwareSorts = {
  serial_number: hardwareItems.serialNumber,
  purchase_date: hardwareItems.purchaseDate,
  warranty_ends_on: hardwareItems.warrantyEndsOn,
  status: hardwareItems.status,
  created_at: hardwareItems.createdAt,
} as const;

/**
 * A page of items in `scope` (never all: every list belongs to one owner). The search matches part of
 * the serial number in any letter case: serials are stored in capitals, so the text is upper-cased once
 * and the trigram index serves the `like`.
 */
export async function listHardware(
  db: Executor,
  scope: { organizationId: string } | { userId: string },
  query: HardwareListQuery,
) {
  const where = new ListFilter();
  where.add('organizationId' in scope ? 'organization' : 'user', inScope(scope, (v) => where.value(v)) as SQL);
  const { filter } = query;
  if (filter.status) where.add('status', eq(hardwareItems.status, where.value(filter.status)));
  if (filter.product_id) where.add('product_id', eq(hardwareItems.productId, where.value(filter.product_id)));
  if (filter.search) {
    where.add(
      'search',
      sql`${hardwareItems.serialNumber} like ${where.value(`%${escapeLike(filter.search.toUpperCase())}%`)}`,
    );
  }
  const order = orderByList(query.sort, hardwareSorts, { tiebreak: hardwareItems.id, searching: where.has('search') });
  return listPage(
    db,
    { name: 'hardware_items', table: hardwareItems, filter: where, sort: query.sort },
    query,
    (condition, { limit, offset }) =>
      itemsWithOwner(db)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}

/** A hardware product of the catalogue with its duration (read as its warranty), or null (unknown, or not hardware). */
export async function hardwareProduct(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: productDirectory.id,
      duration: productDirectory.duration,
      durationType: productDirectory.durationType,
    })
    .from(productDirectory)
    .where(and(eq(productDirectory.id, id), eq(productDirectory.type, 'hardware')));
  return row ?? null;
}

/** The item's row, locked until the transaction ends. */
export async function lockHardware(tx: Executor, id: string): Promise<HardwareRow | null> {
  const [row] = await tx.select().from(hardwareItems).where(eq(hardwareItems.id, id)).for('update');
  return row ?? null;
}

export async function insertHardware(tx: Executor, values: typeof hardwareItems.$inferInsert): Promise<HardwareRow> {
  const [row] = await tx.insert(hardwareItems).values(values).returning();
  if (!row) throw new Error('hardware insert returned nothing');
  return row;
}

export async function updateHardwareRow(
  tx: Executor,
  id: string,
  values: Partial<typeof hardwareItems.$inferInsert>,
): Promise<HardwareRow> {
  const [row] = await tx.update(hardwareItems).set(values).where(eq(hardwareItems.id, id)).returning();
  if (!row) throw new Error('hardware update returned nothing');
  return row;
}

export async function deleteHardwareRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(hardwareItems).where(eq(hardwareItems.id, id));
}

/** Does the user own a hardware item? (Deleting them is refused then.) */
export async function userOwnsHardware(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hardwareItems.id })
    .from(hardwareItems)
    .where(eq(hardwareItems.userId, userId))
    .limit(1);
  return Boolean(row);
}

/**
 * The owner's hardware items that no invoice charged yet, recorded before `before` and not returned,
 * with their product's prices (per currency), locked until the caller's transaction ends (the invoice that charges them
 * marks them in it: `markHardwareInvoiced`).
 */
export async function uninvoicedHardware(
  tx: Executor,
  owner: { organizationId: string | null; userId: string | null },
  before: Date,
) {
  const ownedBy = owner.organizationId
    ? eq(hardwareItems.organizationId, owner.organizationId)
    : eq(hardwareItems.userId, owner.userId as string);
  return tx
    .select({
      id: hardwareItems.id,
      productId: hardwareItems.productId,
      productName: productDirectory.name,
      serialNumber: hardwareItems.serialNumber,
      prices: productDirectory.prices,
      shippingCountry: hardwareItems.shippingCountry,
      shippingCost: hardwareItems.shippingCost,
      shippingCurrency: hardwareItems.shippingCurrency,
    })
    .from(hardwareItems)
    .innerJoin(productDirectory, eq(productDirectory.id, hardwareItems.productId))
    .where(
      and(
        ownedBy,
        sql`${hardwareItems.invoiceId} is null`,
        sql`${hardwareItems.status} <> 'returned'`,
        sql`${hardwareItems.createdAt} < ${before}`,
      ),
    )
    .orderBy(hardwareItems.createdAt, hardwareItems.id)
    .for('update', { of: hardwareItems });
}
export type UninvoicedHardware = Awaited<ReturnType<typeof uninvoicedHardware>>[number];

/** Mark items as charged by `invoiceId` (in the transaction that made it). */
export async function markHardwareInvoiced(tx: Executor, ids: readonly string[], invoiceId: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(hardwareItems)
    .set({ invoiceId })
    .where(sql`${hardwareItems.id} = any(${sql.param([...ids])}::uuid[]) and ${hardwareItems.invoiceId} is null`);
}
