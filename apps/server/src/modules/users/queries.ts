import type { userList } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations, rolePermissions, userPermissions, userRoles, users } from '../../db/schema/index.js';
import {
  escapeLike,
  ListFilter,
  type ListQueryOf,
  listPage,
  orderByList,
  pageIds,
} from '../../lib/list-query/index.js';

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

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  status: users.status,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  twoFactorEnabledAt: users.twoFactorEnabledAt,
  createdAt: users.createdAt,
  roles: rolesOf,
  permissions: permissionsOf,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** The list's conditions; the values were checked by the list's contract (`userList`: 422 on its parameter). */
function filterOf(scope: UserScope, filter: UserListQuery['filter']): ListFilter {
  const where = new ListFilter();
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
      .select(columns)
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .orderBy(...order);
  });
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  return row ?? null;
}

/** The user row for an email, whatever its letter case. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
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
export async function createInactiveUser(
  tx: Executor,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash?: string | null;
    organizationId?: string | null;
    language: string;
    role: string;
  },
) {
  const { role, ...rest } = values;
  const [user] = await tx
    .insert(users)
    .values({ ...rest, status: 'inactive' })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(userRoles).values({ userId: user.id, role });
  return user;
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

export async function organizationExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return Boolean(row);
}

export async function deleteUserRow(tx: Executor, id: string) {
  await tx.delete(users).where(eq(users.id, id));
}
