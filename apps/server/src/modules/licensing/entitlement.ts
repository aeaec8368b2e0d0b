/**
 * "Licensed for this product on this day", said once (docs/decisions/0009-licensing-model.md): a user is
 * entitled to a product on a day when they hold an attached seat of it on a license active that day
 * (active from ≤ day ≤ active to, and the day not past the license's end). A seat of a scheduled or expired
 * license stays attached but grants nothing (Keygen's RESTRICT_ACCESS); a detached seat grants nothing.
 * Downloads, the game, the training upload and analytics read it here: the SQL condition to embed in their
 * queries, `entitledOn` to ask, and `licenseActiveOn`, its in-memory twin for rows already read.
 */
import type { AnyColumn, Placeholder, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { licenseSeats, licenses } from '../../db/schema/index.js';

/** A day (`YYYY-MM-DD`) in SQL: a value, a placeholder or an expression. */
type Day = SQL | Placeholder | string;

/** A license's window as its rows carry it. */
export interface LicenseWindow {
  activeFrom: string;
  activeTo: string;
  endsOn: string;
}

/** Is the license active on `day`: the in-memory twin of `activeOn`. */
export const licenseActiveOn = (license: LicenseWindow, day: string) =>
  license.activeFrom <= day && day <= license.activeTo && day <= license.endsOn;

/** Licenses active on `day`, as SQL on `licenses`. */
export const activeOn = (day: Day) =>
  sql`${licenses.activeFrom} <= ${day} and ${licenses.activeTo} >= ${day} and ${licenses.endsOn} >= ${day}`;

/** Seats that entitle on `day` (attached, of a license active that day), as SQL on `license_seats` joined to `licenses`. */
export const seatEntitlesOn = (day: Day) => sql`${licenseSeats.detachedAt} is null and ${activeOn(day)}`;

/**
 * "`userId` is licensed for `productId` on `day`" as a SQL condition another module embeds in its query; the
 * user and the product may be values or columns of that query (e.g. `products.id`).
 */
export const entitledOnSql = (userId: SQL | AnyColumn | string, productId: SQL | AnyColumn | string, day: Day) =>
  sql`exists (select 1 from ${licenseSeats} join ${licenses} on ${licenses.id} = ${licenseSeats.licenseId}
    where ${licenseSeats.userId} = ${userId} and ${licenseSeats.productId} = ${productId} and ${seatEntitlesOn(day)})`;

/** Is `userId` licensed for `productId` on `day` (`YYYY-MM-DD`, UTC)? */
export async function entitledOn(db: Executor, userId: string, productId: string, day: string): Promise<boolean> {
  const result = await db.execute<{ entitled: boolean }>(
    sql`select ${entitledOnSql(userId, productId, day)} as entitled`,
  );
  return result.rows[0]?.entitled === true;
}
