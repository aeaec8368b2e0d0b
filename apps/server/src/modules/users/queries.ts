import type { USER_FILTERS, USER_INCLUDES, USER_SORTS } from '@portal/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations, userRoles, users } from '../../db/schema/index.js';
import type { ListQuery } from '../../lib/list-query.js';

export type UserListQuery = ListQuery<
  (typeof USER_INCLUDES)[number],
  (typeof USER_SORTS)[number],
  (typeof USER_FILTERS)[number]
>;

const sortColumns = {
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  created_at: users.createdAt,
} as const;

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
  roles: sql<
    string[]
  >`coalesce((select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = ${users.id}), '{}')`,
  permissions: sql<
    string[]
  >`coalesce((select array_agg(up.permission order by up.permission) from user_permissions up where up.user_id = ${users.id}), '{}')`,
};

export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: UserListQuery['filter'], organizationId?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (organizationId) conditions.push(eq(users.organizationId, organizationId));
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const email = text(filter.email);
  if (email) conditions.push(ilike(users.email, `%${escapeLike(email)}%`));
  const search = text(filter.search);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const match = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
    if (match) conditions.push(match);
  }
  const role = text(filter.role);
  if (role) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`,
    );
  }
  const org = text(filter.organization_id);
  if (org) conditions.push(sql`${users.organizationId}::text = ${org}`);
  const status = text(filter.status);
  if (status) conditions.push(sql`${users.status} = ${status}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of users and the total; `organizationId` scopes a manager's view. */
export async function listUsers(db: Executor, query: UserListQuery, organizationId?: string) {
  const where = whereOf(query.filter, organizationId);
  const order = query.sort.map(({ field, direction }) =>
    direction === 'desc' ? desc(sortColumns[field]) : asc(sortColumns[field]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(...order, asc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  return row ?? null;
}
