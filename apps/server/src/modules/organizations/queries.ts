import type { OrganizationValues, organizationList } from '@portal/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizationLicenseManagers, organizationSearchText, organizations } from '../../db/schema/index.js';
import {
  escapeLike,
  ListFilter,
  type ListQueryOf,
  listPage,
  orderByList,
  pageIds,
} from '../../lib/list-query/index.js';
import { addressColumnsOf } from '../../lib/postal-address.js';
import { adminRolesOf, membersCountOf, membersWithRole, replaceMemberRole, userDirectory } from '../users/index.js';

export type OrganizationListQuery = ListQueryOf<typeof organizationList>;

/** Which organizations a query may see: one (a license manager's own) or all of them (admins). */
export type OrganizationScope = { organizationId: string } | { all: true };

const sortColumns = {
  name: organizations.name,
  city: organizations.city,
  country: organizations.country,
  created_at: organizations.createdAt,
} as const;

const manager = userDirectory('manager');

const columns = {
  id: organizations.id,
  name: organizations.name,
  street: organizations.street,
  houseNumber: organizations.houseNumber,
  addition: organizations.addition,
  zipcode: organizations.zipcode,
  city: organizations.city,
  country: organizations.country,
  invitationLimit: organizations.invitationLimit,
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
  membersCount: membersCountOf(organizations.id),
  managerId: manager.id,
  managerEmail: manager.email,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
  managerStatus: manager.status,
};

export type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

function scopeOf(scope: OrganizationScope): SQL | undefined {
  return 'organizationId' in scope ? eq(organizations.id, scope.organizationId) : undefined;
}

function filterOf(scope: OrganizationScope, filter: OrganizationListQuery['filter']): ListFilter {
  const where = new ListFilter();
  if ('organizationId' in scope) where.add('scope', eq(organizations.id, where.value(scope.organizationId)));
  const search = filter.search?.toLowerCase();
  if (search) {
    where.add('search', sql`${organizationSearchText(organizations)} like ${where.value(`%${escapeLike(search)}%`)}`);
  }
  if (filter.country) where.add('country', eq(organizations.country, where.value(filter.country)));
  return where;
}

/**
 * One page of organizations and the total. The page's ids are found first
 * (filter, sort, limit on indexed columns); the members count and the
 * license manager are read for those rows only.
 */
export async function listOrganizations(db: Executor, scope: OrganizationScope, query: OrganizationListQuery) {
  const filter = filterOf(scope, query.filter);
  const order = orderByList(query.sort, sortColumns, {
    searching: filter.has('search'),
    tiebreak: organizations.id,
  });
  return listPage(
    db,
    { name: 'organizations', table: organizations, filter, sort: query.sort },
    query,
    (where, window) => {
      const page = pageIds(db, organizations.id, where, order, window);
      return db
        .select(columns)
        .from(page)
        .innerJoin(organizations, eq(organizations.id, page.id))
        .leftJoin(organizationLicenseManagers, eq(organizationLicenseManagers.organizationId, organizations.id))
        .leftJoin(manager, eq(manager.id, organizationLicenseManagers.userId))
        .orderBy(...order);
    },
  );
}

export async function findOrganization(db: Executor, scope: OrganizationScope, id: string) {
  const [row] = await db
    .select(columns)
    .from(organizations)
    .leftJoin(organizationLicenseManagers, eq(organizationLicenseManagers.organizationId, organizations.id))
    .leftJoin(manager, eq(manager.id, organizationLicenseManagers.userId))
    .where(and(eq(organizations.id, id), scopeOf(scope)));
  return row ?? null;
}

const addressColumns = (values: OrganizationValues) => ({ name: values.name, ...addressColumnsOf(values) });

export async function insertOrganization(tx: Executor, values: OrganizationValues, now: Date) {
  const [row] = await tx
    .insert(organizations)
    .values({ ...addressColumns(values), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('organization insert returned nothing');
  return row;
}

export async function updateOrganizationRow(tx: Executor, id: string, values: OrganizationValues, now: Date) {
  await tx
    .update(organizations)
    .set({ ...addressColumns(values), updatedAt: now })
    .where(eq(organizations.id, id));
}

/**
 * Lock an organization's row for a change of its own data or its license
 * manager; null when there is none. `no key update` serializes those changes
 * but, unlike `for update`, lets members be added meanwhile (their foreign key
 * takes a key-share lock on this row).
 */
/** Set the organization's invitations per day (null: the portal's default). */
export async function setInvitationLimitRow(tx: Executor, id: string, limit: number | null, now: Date) {
  await tx.update(organizations).set({ invitationLimit: limit, updatedAt: now }).where(eq(organizations.id, id));
}

/** The invitations per day an admin set for the organization, or null for the portal's default. */
export async function invitationLimitOf(db: Executor, id: string): Promise<number | null> {
  const [row] = await db
    .select({ limit: organizations.invitationLimit })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.limit ?? null;
}

export async function lockOrganization(tx: Executor, id: string) {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('no key update');
  return row ?? null;
}

const person = userDirectory('person');
const personColumns = {
  id: person.id,
  email: person.email,
  firstName: person.firstName,
  lastName: person.lastName,
  status: person.status,
  language: person.language,
  organizationId: person.organizationId,
};

/** A user as the organization's rules need them (membership, names, language for mails). */
export async function findPerson(db: Executor, id: string) {
  const [row] = await db.select(personColumns).from(person).where(eq(person.id, id));
  return row ?? null;
}

/** The license manager of an organization, or null. */
export async function findLicenseManager(db: Executor, organizationId: string) {
  const [row] = await db
    .select(personColumns)
    .from(organizationLicenseManagers)
    .innerJoin(person, eq(person.id, organizationLicenseManagers.userId))
    .where(eq(organizationLicenseManagers.organizationId, organizationId));
  return row ?? null;
}

/** Make `userId` the organization's license manager in place of whoever was (one row per organization). */
export async function putLicenseManagerRow(tx: Executor, organizationId: string, userId: string, now: Date) {
  await tx
    .insert(organizationLicenseManagers)
    .values({ organizationId, userId, assignedAt: now })
    .onConflictDoUpdate({
      target: organizationLicenseManagers.organizationId,
      set: { userId, assignedAt: now },
    });
}

/** Remove an organization's license manager row; the user it named, or null. */
export async function deleteLicenseManagerRow(tx: Executor, where: { organizationId: string } | { userId: string }) {
  const [row] = await tx
    .delete(organizationLicenseManagers)
    .where(
      'organizationId' in where
        ? eq(organizationLicenseManagers.organizationId, where.organizationId)
        : eq(organizationLicenseManagers.userId, where.userId),
    )
    .returning({
      userId: organizationLicenseManagers.userId,
      organizationId: organizationLicenseManagers.organizationId,
    });
  return row ?? null;
}

/**
 * Members holding the 'license-manager' role, whatever the manager row says:
 * an assignment takes the role from all of them but the new manager.
 */
export const licenseManagerRoleHolders = (db: Executor, organizationId: string): Promise<string[]> =>
  membersWithRole(db, organizationId, 'license-manager');

/** Give a member `role` in place of the member role they had (admin roles stay untouched). */
export const setMemberRole = replaceMemberRole;

/** The roles of a user that are not member roles (super-admin, admin). */
export { adminRolesOf };

/**
 * Lock an organization's row to delete it. `for update`, unlike `no key update`, waits for (and
 * holds off) members being added: their foreign key takes a key-share lock on this row.
 */
export async function lockOrganizationForDelete(tx: Executor, id: string) {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row ?? null;
}

export async function deleteOrganizationRow(tx: Executor, id: string) {
  await tx.delete(organizations).where(eq(organizations.id, id));
}
