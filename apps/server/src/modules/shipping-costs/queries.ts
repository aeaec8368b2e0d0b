import type { shippingCostList } from '@portal/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { shippingCosts } from '../../db/schema/index.js';
import { ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';

export type ShippingCostListQuery = ListQueryOf<typeof shippingCostList>;
export type ShippingCostRow = typeof shippingCosts.$inferSelect;

const sortColumns = { country: shippingCosts.country } as const;

function filterOf(filter: ShippingCostListQuery['filter']): ListFilter {
  const where = new ListFilter();
  if (filter.country) where.add('country', eq(shippingCosts.country, where.value(filter.country)));
  return where;
}

/**
 * One page of shipping costs (the whole table is one row per country at
 * most, 250): the default first, then in the requested order.
 */
export async function listShippingCosts(db: Executor, query: ShippingCostListQuery) {
  const filter = filterOf(query.filter);
  const order = orderByList(query.sort, sortColumns, { tiebreak: shippingCosts.id });
  return listPage(
    db,
    { name: 'shipping_costs', table: shippingCosts, filter, sort: query.sort },
    query,
    (where, { limit, offset }) =>
      db
        .select()
        .from(shippingCosts)
        .where(where)
        .orderBy(sql`(${shippingCosts.country} is null) desc`, ...order)
        .limit(limit)
        .offset(offset),
  );
}

export async function findShippingCost(db: Executor, id: string): Promise<ShippingCostRow | null> {
  const [row] = await db.select().from(shippingCosts).where(eq(shippingCosts.id, id));
  return row ?? null;
}

/** The row, locked until the transaction ends (an update or delete reads it first). */
export async function lockShippingCost(tx: Executor, id: string): Promise<ShippingCostRow | null> {
  const [row] = await tx.select().from(shippingCosts).where(eq(shippingCosts.id, id)).for('update');
  return row ?? null;
}

export async function insertShippingCost(
  tx: Executor,
  values: { country: string; amount: number; currency: string; at: Date },
): Promise<ShippingCostRow> {
  const [row] = await tx
    .insert(shippingCosts)
    .values({
      country: values.country,
      amount: values.amount,
      currency: values.currency,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) throw new Error('shipping cost insert returned nothing');
  return row;
}

export async function updateShippingCostRow(
  tx: Executor,
  id: string,
  values: { country: string | null; amount: number; currency: string; at: Date },
): Promise<ShippingCostRow> {
  const [row] = await tx
    .update(shippingCosts)
    .set({ country: values.country, amount: values.amount, currency: values.currency, updatedAt: values.at })
    .where(eq(shippingCosts.id, id))
    .returning();
  if (!row) throw new Error('shipping cost update returned nothing');
  return row;
}

export async function deleteShippingCostRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(shippingCosts).where(eq(shippingCosts.id, id));
}

/**
 * What sending to `country` (ISO 3166-1 alpha-2) costs: the country's own
 * row, else the default. The default always exists (the migration makes it;
 * it cannot be deleted), so this answers for every country.
 */
export async function shippingCostFor(
  db: Executor,
  country: string,
): Promise<{ amount: number; currency: string; country: string | null; isDefault: boolean }> {
  const [row] = await db
    .select({ amount: shippingCosts.amount, currency: shippingCosts.currency, country: shippingCosts.country })
    .from(shippingCosts)
    .where(and(or(eq(shippingCosts.country, country.toUpperCase()), isNull(shippingCosts.country))))
    .orderBy(sql`${shippingCosts.country} nulls last`)
    .limit(1);
  if (!row) throw new Error('the default shipping cost is missing');
  return { ...row, isDefault: row.country === null };
}
