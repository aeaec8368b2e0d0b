/**
 * Reads of the `invoices` table for other modules (issue 26: they never import the table itself,
 * test/module-boundaries.test.ts): an SQL piece over the other query's columns, and a check.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';

/** True when the billing of `billingId` has the invoice of the period starting on `periodStart`. */
export const periodInvoiced = (billingId: AnyPgColumn | SQL, periodStart: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${invoices} where ${invoices.billingAccountId} = ${billingId} and ${invoices.periodStart} = ${periodStart})`;

/** Has the billing been invoiced at all (its invoices are kept for the legal retention period)? */
export async function billingInvoiced(db: Executor, billingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.billingAccountId, billingId))
    .limit(1);
  return Boolean(row);
}
