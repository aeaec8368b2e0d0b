import type { managerSeatList } from '@portal/contracts';
import { and, asc, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { licenseSeats, licenses } from '../../db/schema/index.js';
import { ListFilter, type ListQueryOf, listPage, orderByList } from '../../lib/list-query/index.js';
import { lastSignedInAt as lastSignedInAtOf } from '../audit/index.js';
import { productAvailableTo as availableTo, productDirectory } from '../products/index.js';
import { userDirectory } from '../users/index.js';
import { seatEntitlesOn } from './entitlement.js';
import { inOrganization } from './queries.js';

export async function attachedSeatsCount(db: Executor, licenseId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(licenseSeats)
    .where(and(eq(licenseSeats.licenseId, licenseId), isNull(licenseSeats.detachedAt)));
  return row?.count ?? 0;
}

/** The user's attached seat of `productId`, if any (on any license). */
export async function attachedSeatOfProduct(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ id: licenseSeats.id, licenseId: licenseSeats.licenseId })
    .from(licenseSeats)
    .where(
      and(eq(licenseSeats.userId, userId), eq(licenseSeats.productId, productId), isNull(licenseSeats.detachedAt)),
    );
  return row ?? null;
}

/** Is the product in the user's available products? */
export const productAvailableTo = availableTo;

export async function insertSeat(
  tx: Executor,
  values: { licenseId: string; productId: string; userId: string; at: Date },
) {
  const [row] = await tx
    .insert(licenseSeats)
    .values({ licenseId: values.licenseId, productId: values.productId, userId: values.userId, attachedAt: values.at })
    .returning();
  if (!row) throw new Error('seat insert returned nothing');
  return row;
}

/** Detach the user's attached seat of a license; the detached row, or null when none was attached. */
export async function detachSeatRow(tx: Executor, licenseId: string, userId: string, at: Date) {
  const [row] = await tx
    .update(licenseSeats)
    .set({ detachedAt: at })
    .where(and(eq(licenseSeats.licenseId, licenseId), eq(licenseSeats.userId, userId), isNull(licenseSeats.detachedAt)))
    .returning();
  return row ?? null;
}

/** Detach every attached seat of a user (they move to another organization); the detached rows. */
export async function detachSeatsOfUserRows(tx: Executor, userId: string, at: Date) {
  return tx
    .update(licenseSeats)
    .set({ detachedAt: at })
    .where(and(eq(licenseSeats.userId, userId), isNull(licenseSeats.detachedAt)))
    .returning();
}

const products = productDirectory('product');
const users = userDirectory('seat_user');

/** A seat with its product and its license's window (`license_seats` joined to `licenses` and `products`). */
const seatColumns = {
  id: licenseSeats.id,
  licenseId: licenseSeats.licenseId,
  userId: licenseSeats.userId,
  productId: licenseSeats.productId,
  productName: products.name,
  attachedAt: licenseSeats.attachedAt,
  endsOn: licenses.endsOn,
  activeFrom: licenses.activeFrom,
  activeTo: licenses.activeTo,
};

/**
 * A user's attached seats with their license's window; optionally only those of one organization's licenses
 * (the admin's and manager's member screens) or those that entitle on a day (`seatEntitlesOn`: the game).
 */
export async function seatsOfUser(
  db: Executor,
  userId: string,
  { organizationId, entitledOn }: { organizationId?: string; entitledOn?: string } = {},
) {
  return db
    .select(seatColumns)
    .from(licenseSeats)
    .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
    .innerJoin(products, eq(products.id, licenseSeats.productId))
    .where(
      and(
        eq(licenseSeats.userId, userId),
        isNull(licenseSeats.detachedAt),
        organizationId ? inOrganization(organizationId) : undefined,
        entitledOn ? seatEntitlesOn(entitledOn) : undefined,
      ),
    )
    .orderBy(products.name, licenseSeats.id);
}
export type SeatRow = Awaited<ReturnType<typeof seatsOfUser>>[number];

/** Does the user hold an attached seat? (Deleting them is refused then.) */
export async function holdsSeats(db: Executor, userId: string): Promise<boolean> {
  const [seat] = await db
    .select({ id: licenseSeats.id })
    .from(licenseSeats)
    .where(and(eq(licenseSeats.userId, userId), isNull(licenseSeats.detachedAt)))
    .limit(1);
  return Boolean(seat);
}

// ----- the organization's seats: last sign-in and idle seats -----

/** The user's latest sign-in (modules/audit, as the members list reads it). */
const lastSignedInAt = lastSignedInAtOf(licenseSeats.userId);

/**
 * When the user of `userId` last trained, as SQL over the seat's user id column: training's `lastTrainedAt`, handed
 * in by the manager section (training imports licensing for the entitlement, so licensing cannot import training).
 */
export type LastTrainedAt = (userId: AnyPgColumn) => SQL<Date | null>;

/** The seat's last activity: the later of the user's last sign-in and the seat's attach. */
const lastActivity = sql<Date>`greatest(${lastSignedInAt}, ${licenseSeats.attachedAt})`;

/** Attached seats of the organization's licenses, as SQL on `license_seats` alone. */
const seatsInOrganization = (organizationId: SQL | Placeholder | string) =>
  sql`${licenseSeats.detachedAt} is null and ${licenseSeats.licenseId} in (select ${licenses.id} from ${licenses} where ${inOrganization(organizationId)})`;

export type SeatListQuery = ListQueryOf<typeof managerSeatList>;

/**
 * A page of the organization's attached seats with their user and last sign-in, oldest activity first
 * (idle seats lead). `idleBefore`: a seat whose last activity is before it is idle.
 */
export async function listOrganizationSeats(
  db: Executor,
  scope: { organizationId: string },
  query: SeatListQuery,
  idleBefore: Date,
  lastTrainedAtOf: LastTrainedAt,
) {
  const lastTrainedAt = lastTrainedAtOf(licenseSeats.userId);
  const where = new ListFilter();
  where.add('scope', seatsInOrganization(where.value(scope.organizationId)));
  if (query.filter.license_id)
    where.add('license_id', eq(licenseSeats.licenseId, where.value(query.filter.license_id)));
  if (query.filter.idle) {
    const cutoff = where.value(idleBefore.toISOString());
    where.add(
      `idle_${query.filter.idle}`,
      query.filter.idle === 'true'
        ? sql`${lastActivity} < ${cutoff}::timestamptz`
        : sql`${lastActivity} >= ${cutoff}::timestamptz`,
    );
  }
  const order = orderByList(query.sort, { last_activity: lastActivity }, { tiebreak: licenseSeats.id });
  return listPage(
    db,
    { name: 'organization_seats', table: licenseSeats, filter: where, sort: query.sort },
    query,
    (condition, { limit, offset }) =>
      db
        .select({
          ...seatColumns,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          lastSignedInAt,
          lastTrainedAt,
          lastActivity,
        })
        .from(licenseSeats)
        .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
        .innerJoin(products, eq(products.id, licenseSeats.productId))
        .innerJoin(users, eq(users.id, licenseSeats.userId))
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  );
}
export type OrganizationSeatRow = Awaited<ReturnType<typeof listOrganizationSeats>>['rows'][number];

/**
 * Detach every idle seat of the organization's licenses (last activity before `idleBefore`) in one
 * statement; the detached rows. Two such statements at once detach each seat once: the second waits
 * on the first's row locks and then finds those seats detached.
 */
export async function detachIdleSeatRows(tx: Executor, organizationId: string, idleBefore: Date, at: Date) {
  return tx
    .update(licenseSeats)
    .set({ detachedAt: at })
    .where(and(seatsInOrganization(organizationId), sql`${lastActivity} < ${idleBefore.toISOString()}::timestamptz`))
    .returning();
}

/** Up to `limit` attached seats of a license after the seat `afterId` (keyset by id), with user and last sign-in. */
export async function seatBatchOfLicense(db: Executor, licenseId: string, afterId: string | null, limit: number) {
  return db
    .select({
      id: licenseSeats.id,
      userId: licenseSeats.userId,
      attachedAt: licenseSeats.attachedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastSignedInAt,
      lastActivity,
    })
    .from(licenseSeats)
    .innerJoin(users, eq(users.id, licenseSeats.userId))
    .where(
      and(
        eq(licenseSeats.licenseId, licenseId),
        isNull(licenseSeats.detachedAt),
        afterId ? gt(licenseSeats.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(licenseSeats.id))
    .limit(limit);
}
