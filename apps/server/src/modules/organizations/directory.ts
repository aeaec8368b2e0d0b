/**
 * The organization's columns other modules join (by `id`), read-only: they never import the table itself
 * (test/module-boundaries.test.ts). A subquery over `organizations` that PostgreSQL pulls up into the outer query, so
 * a join keeps the plan of a join of the table.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

export const organizationDirectory = new QueryBuilder()
  .select({ id: organizations.id, name: organizations.name })
  .from(organizations)
  .as('organization_directory');

/** How many organizations there are (the admin dashboard). */
export async function organizationCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(organizations);
  return row?.count ?? 0;
}

/** SQL: the name of the organization of `organizationId` (null for none); registered with users at start (app.ts). */
export const organizationNameSql = (organizationId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${organizations.name} from ${organizations} where ${organizations.id} = ${organizationId})`;

/**
 * Whether the organization exists, holding it (`for key share`) until the transaction ends: an organization
 * being deleted is then either seen gone (after the delete commits) or kept until the member is written,
 * so the member's insert never meets a foreign key that vanished in between.
 */
export async function organizationExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('key share');
  return Boolean(row);
}

/** The organization's name, for a refusal that says which organization needs a successor. */
export async function organizationNameOf(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  return row?.name ?? null;
}
