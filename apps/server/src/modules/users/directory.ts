/**
 * Reads of `users` for other modules' queries (issue 26: they never import the table itself,
 * test/module-boundaries.test.ts): a read-only projection to join, SQL pieces over the other query's columns, and the
 * member roles the organizations module sets.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/index.js';

/**
 * A read-only projection of `users` to join (the caller reads these columns and cannot write through them), under
 * the alias `name` (a query joining two users names each). PostgreSQL flattens it into the caller's query: the plan
 * is that of a join of the table.
 */
export const userDirectory = (name = 'user_directory') =>
  new QueryBuilder()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      language: users.language,
      organizationId: users.organizationId,
    })
    .from(users)
    .as(name);

/** How many users the organization of `organizationId` has (any status). */
export const membersCountOf = (organizationId: AnyPgColumn | SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${users} where ${users.organizationId} = ${organizationId})`;

/** Does the organization have a member (any status)? */
export async function organizationHasMembers(db: Executor, organizationId: string): Promise<boolean> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .limit(1);
  return Boolean(member);
}

/** Members of the organization holding `role`. */
export async function membersWithRole(db: Executor, organizationId: string, role: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, role)))
    .where(eq(users.organizationId, organizationId));
  return rows.map((r) => r.id);
}

/** Roles that say what someone does in an organization; a member holds one of them. */
const MEMBER_ROLES = ['license-manager', 'trainer', 'trainee', 'user'];

/** Give a member `role` in place of the member role they had (admin roles stay untouched). */
export async function replaceMemberRole(tx: Executor, userId: string, role: 'license-manager' | 'trainer' | 'trainee') {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, MEMBER_ROLES)));
  await tx.insert(userRoles).values({ userId, role });
}

/** The roles of a user that are not member roles (super-admin, admin). */
export async function adminRolesOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        sql`${userRoles.role} not in ('license-manager', 'trainer', 'trainee', 'user')`,
      ),
    );
  return rows.map((r) => r.role);
}
