/** Counts of `license_seats` for other modules' figures (they never import the tables: test/module-boundaries.test.ts). */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { licenseSeats, licenses } from '../../db/schema/index.js';
import { seatEntitlesOn } from './entitlement.js';

/** How many seats entitle their user on `today` (attached, of a license active that day): the admin dashboard. */
export async function activeSeatCount(db: Executor, today: string): Promise<number> {
  const [seats] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(licenseSeats)
    .innerJoin(licenses, eq(licenses.id, licenseSeats.licenseId))
    .where(seatEntitlesOn(today));
  return seats?.count ?? 0;
}
