/**
 * Reads and writes of `billing_accounts` for other modules (issue 26: they never import the table itself,
 * test/module-boundaries.test.ts): licensing joins the billing a license is sold on, scopes by its entity, and keeps
 * or removes a person's billing when they are erased.
 */
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { billingAccounts, billingEntityName } from '../../db/schema/index.js';
import type { PersonNames } from '../users/index.js';
import { type BillingRow, billingRenews } from './queries.js';

/**
 * A read-only projection of `billing_accounts` to join (the caller reads these columns and cannot write through
 * them), under the alias `name`: the billed entity and whether the billing renews. PostgreSQL flattens it into the
 * caller's query: the plan is that of a join of the table.
 */
export const billingDirectory = (name = 'billing_directory') =>
  new QueryBuilder()
    .select({
      id: billingAccounts.id,
      entityType: billingAccounts.entityType,
      organizationId: billingAccounts.organizationId,
      userId: billingAccounts.userId,
      entityName: billingEntityName.as('entity_name'),
      periodEnd: billingAccounts.periodEnd,
      renews: billingRenews.as('billing_renews'),
    })
    .from(billingAccounts)
    .as(name);

/** The ids of the organization's billing (one at most), as a subquery: `x in ${billingsOfOrganization(id)}`. */
export const billingsOfOrganization = (organizationId: SQL | Placeholder | string): SQL =>
  sql`(select ${billingAccounts.id} from ${billingAccounts} where ${billingAccounts.organizationId} = ${organizationId})`;

/** The ids of the user's personal billing (one at most), as a subquery. */
export const billingsOfUser = (userId: SQL | Placeholder | string): SQL =>
  sql`(select ${billingAccounts.id} from ${billingAccounts} where ${billingAccounts.userId} = ${userId})`;

/** The user's personal billing, whole (the data export), or null. */
export async function personalBillingOf(db: Executor, userId: string): Promise<BillingRow | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row ?? null;
}

/**
 * An erased person's invoiced billing, kept with its invoices for the legal retention period: canceled, with the
 * pseudonym for its name and e-mail and no address (each invoice keeps its own copy of what it billed).
 */
export async function pseudonymiseBilling(tx: Executor, id: string, pseudonym: PersonNames, at: Date): Promise<void> {
  await tx
    .update(billingAccounts)
    .set({
      legalName: `${pseudonym.firstName} ${pseudonym.lastName}`,
      billingEmail: pseudonym.email,
      vatNumber: null,
      purchaseOrder: null,
      street: '',
      houseNumber: '',
      addition: null,
      zipcode: '',
      city: '',
      autoRenew: false,
      pendingCycleMonths: null,
      status: 'canceled',
      canceledAt: at,
      updatedAt: at,
    })
    .where(eq(billingAccounts.id, id));
}

/** Delete a billing that was never invoiced (its licenses are gone first). */
export async function deleteBillingRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(billingAccounts).where(eq(billingAccounts.id, id));
}
