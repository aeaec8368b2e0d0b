/**
 * SQL pieces of the `users` table for other modules' queries (they never import the table itself:
 * test/module-boundaries.test.ts): each takes the other query's user id column or value.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';

/**
 * The account as the signed-in session shows it (no password hash, no second-factor secret), read-only, joined by
 * `id`: the auth module's session lookup. Pulled up into the outer query like `userDirectory`.
 */
export const accountDirectory = new QueryBuilder()
  .select({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    userName: users.userName,
    language: users.language,
    status: users.status,
    organizationId: users.organizationId,
    twoFactorEnabledAt: users.twoFactorEnabledAt,
    mustChangePassword: users.mustChangePassword,
    refreshReminders: users.refreshReminders,
    practiceReminders: users.practiceReminders,
  })
  .from(users)
  .as('account');

/** The e-mail of the user of `userId` as it is now (null for no user or an unknown one). */
export const emailOfUser = (userId: AnyPgColumn | SQL | string): SQL<string | null> =>
  sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;

/** True when the user of `userId` exists and is active (not inactive, deactivated or erased). */
export const userIsActive = (userId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.status} = 'active')`;

/** The organization of the user of `userId` (null for a user of none). */
export const organizationOfUser = (userId: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${users.organizationId} from ${users} where ${users.id} = ${userId})`;
