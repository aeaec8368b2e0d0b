import type { userList } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rolePermissions, userPermissions, userRoles, users } from '../../db/schema/index.js';
import {
  escapeLike,
  ListFilter,
  type ListQueryOf,
  listPage,
  orderByList,
  pageIds,
} from '../../lib/list-query/index.js';
import { organizationNameSql } from './organization-name.js';

export type UserListQuery = ListQueryOf<typeof userList>;

/** Whose users a query may see: one organization's (a license manager's view) or everyone's (admins). */
export type UserScope = { organizationId: string } | { all: true };

const sortColumns = {
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  created_at: users.createdAt,
} as const;

const rolesOf = sql<
  string[]
>`coalesce((select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = ${users.id}), '{}')`;
const permissionsOf = sql<
  string[]
>`coalesce((select array_agg(up.permission order by up.permission) from user_permissions up where up.user_id = ${users.id}), '{}')`;

/** The columns of a user as shown; built at first use (the organization's name is a piece registered at start). */
const columns = () => ({
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  status: users.status,
  organizationId: users.organizationId,
  organizationName: organizationNameSql(users.organizationId),
  twoFactorEnabledAt: users.twoFactorEnabledAt,
  createdAt: users.createdAt,
  roles: rolesOf,
  permissions: permissionsOf,
});

/** Not an erased person's tombstone (`users.erased_at`). */
const notErased = sql`${users.erasedAt} is null`;

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** The list's conditions; the values were checked by the list's contract (`userList`: 422 on its parameter). */
function filterOf(scope: UserScope, filter: UserListQuery['filter']): ListFilter {
  const where = new ListFilter();
  // An erased person's tombstone is nobody's user any more (it keeps anonymous training records only).
  where.add('live', notErased);
  if ('organizationId' in scope) where.add('scope', eq(users.organizationId, where.value(scope.organizationId)));
  const search = filter.search?.toLowerCase();
  if (search) where.add('search', sql`${users.searchText} like ${where.value(`%${escapeLike(search)}%`)}`);
  const email = filter.email?.toLowerCase();
  if (email) where.add('email', sql`lower(${users.email}) like ${where.value(`%${escapeLike(email)}%`)}`);
  if (filter.role) {
    where.add(
      'role',
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${where.value(filter.role)})`,
    );
  }
  if (filter.organization_id) where.add('organization', eq(users.organizationId, where.value(filter.organization_id)));
  if (filter.status) where.add('status', eq(users.status, where.value(filter.status)));
  const twoFactor = filter.two_factor;
  if (twoFactor === 'enabled') where.add('two_factor_enabled', sql`${users.twoFactorEnabledAt} is not null`);
  if (twoFactor === 'disabled') where.add('two_factor_disabled', sql`${users.twoFactorEnabledAt} is null`);
  return where;
}

/**
 * One page of users and the total. The page's ids are found first (filter,
 * sort, limit on indexed columns); roles, permissions and the organization
 * are then read for those rows only.
 */
export async function listUsers(db: Executor, scope: UserScope, query: UserListQuery) {
  const filter = filterOf(scope, query.filter);
  const searching = filter.has('search') || filter.has('email');
  const order = orderByList(query.sort, sortColumns, { searching, tiebreak: users.id });
  return listPage(db, { name: 'users', table: users, filter, sort: query.sort }, query, (where, window) => {
    const page = pageIds(db, users.id, where, order, window);
    return db
      .select(columns())
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .orderBy(...order);
  });
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select(columns())
    .from(users)
    .where(and(eq(users.id, id), notErased));
  return row ?? null;
}

/** The full names (`first last`) of `ids`, by id, in one statement; an unknown id is missing. */
export async function namesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} = any(${sql.param([...ids])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/**
 * The members of one organization among `ids` (or all of them, at most 2,000; deactivated ones left out), by last and
 * first name: who may be put in a group, and a group's members as shown. An id of another organization or unknown is
 * missing.
 */
export async function membersIn(db: Executor, scope: { organizationId: string }, ids: readonly string[] | 'all') {
  if (ids !== 'all' && ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        ids === 'all' ? undefined : sql`${users.id} = any(${sql.param([...ids])}::uuid[])`,
        eq(users.organizationId, scope.organizationId),
        sql`${users.status} <> 'deactivated'`,
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id)
    .limit(2000);
}

/** The user row for an email, whatever its letter case. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** Which of these addresses (lower case) already belong to an account, in any letter case. */
export async function takenEmails(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.param([...emails])}::text[])`);
  return new Set(rows.map((row) => row.email));
}

/** Lock a user's row for a change; null when there is none. */
export async function lockUser(tx: Executor, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * The super-admins, their role rows locked: two transactions that each remove
 * a super-admin wait for each other, so the last one is never removed.
 */
export async function lockSuperAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'super-admin'))
    .for('update');
  return rows.map((r) => r.userId);
}

/** The permissions `roles` carry (`role_permissions`); a user holds these besides their direct ones. */
export async function permissionsOfRoles(db: Executor, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.role, [...roles]));
  return rows.map((r) => r.permission);
}

/** A new account that is not active yet (sign-up or invitation), with its one role. */
export async function createInactiveUser(tx: Executor, values: NewInactiveUser) {
  const [user] = await createInactiveUsers(tx, [values]);
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export interface NewInactiveUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash?: string | null;
  organizationId?: string | null;
  language: string;
  role: string;
}

/** Many new inactive accounts with their roles in two statements (a bulk invitation), in the order given. */
export async function createInactiveUsers(tx: Executor, values: readonly NewInactiveUser[]) {
  if (values.length === 0) return [];
  const created = await tx
    .insert(users)
    .values(values.map(({ role: _role, ...rest }) => ({ ...rest, status: 'inactive' as const })))
    .returning();
  const byEmail = new Map(created.map((user) => [user.email, user]));
  const ordered = values.map(({ email }) => {
    const user = byEmail.get(email);
    if (!user) throw new Error('user insert returned nothing');
    return user;
  });
  await tx.insert(userRoles).values(ordered.map((user, i) => ({ userId: user.id, role: values[i]?.role ?? '' })));
  return ordered;
}

/** Replace a user's roles and direct permissions. */
export async function replaceAccess(tx: Executor, userId: string, roles: string[], permissions: string[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length) await tx.insert(userRoles).values(roles.map((role) => ({ userId, role })));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (permissions.length) {
    await tx.insert(userPermissions).values(permissions.map((permission) => ({ userId, permission })));
  }
}

export async function deleteUserRow(tx: Executor, id: string) {
  await tx.delete(users).where(eq(users.id, id));
}

// Writes to the users row: every one is here, whichever module decides it.

/**
 * Set (or, with null, drop) a user's password. `mustChangePassword` true makes
 * the next sign-in change it first (an admin's choice); omitted, the flag stays.
 */
export async function setUserPassword(
  tx: Executor,
  id: string,
  values: { passwordHash: string | null; mustChangePassword?: boolean },
  now: Date,
) {
  const { passwordHash, mustChangePassword } = values;
  await tx
    .update(users)
    .set(
      mustChangePassword === undefined
        ? { passwordHash, updatedAt: now }
        : { passwordHash, mustChangePassword, updatedAt: now },
    )
    .where(eq(users.id, id));
}

/** An account becomes active (sign-up link, accepted invitation), with the password chosen there if any. */
export async function activateUser(tx: Executor, id: string, passwordHash: string | undefined, now: Date) {
  await tx
    .update(users)
    .set(
      passwordHash === undefined
        ? { status: 'active', updatedAt: now }
        : { status: 'active', passwordHash, updatedAt: now },
    )
    .where(eq(users.id, id));
}

/** The fields a user edits in their own profile. */
export async function updateUserProfile(
  tx: Executor,
  id: string,
  values: {
    firstName: string;
    lastName: string;
    language: string;
    refreshReminders?: boolean;
    practiceReminders?: boolean;
  },
  now: Date,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** A confirmed new sign-in address. */
export async function setUserEmail(tx: Executor, id: string, email: string, now: Date) {
  await tx.update(users).set({ email, updatedAt: now }).where(eq(users.id, id));
}

/** Two-factor sign-in turned on with a (sealed) TOTP secret. */
export async function enableUserTwoFactor(tx: Executor, id: string, sealedSecret: string, now: Date) {
  await tx
    .update(users)
    .set({ twoFactorSecret: sealedSecret, twoFactorEnabledAt: now, updatedAt: now })
    .where(eq(users.id, id));
}

/** Two-factor sign-in turned off (the auth module's `clearSecondFactor` removes the rest). */
export async function clearUserTwoFactor(tx: Executor, id: string, now: Date) {
  await tx
    .update(users)
    .set({ twoFactorSecret: null, twoFactorEnabledAt: null, updatedAt: now })
    .where(eq(users.id, id));
}

/** The fields an admin edits. */
export async function updateUserDetails(
  tx: Executor,
  id: string,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    userName: string | null;
    organizationId: string | null;
  },
  now: Date,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** A member's names, in the scope's organization only (the manager section). */
export async function updateMemberNames(
  tx: Executor,
  scope: { organizationId: string },
  id: string,
  values: { firstName: string; lastName: string },
  now: Date,
) {
  await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.organizationId, scope.organizationId)));
}

/** Turn a member's account off (no sign-in, no links), in the scope's organization only. */
export async function deactivateMemberRow(tx: Executor, scope: { organizationId: string }, id: string, now: Date) {
  await tx
    .update(users)
    .set({ status: 'deactivated', updatedAt: now })
    .where(and(eq(users.id, id), eq(users.organizationId, scope.organizationId)));
}
