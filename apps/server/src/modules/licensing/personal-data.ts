import { eq, inArray } from 'drizzle-orm';
import { billingAccounts, invoices, licenseSeats, licenses } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { PersonalData } from '../users/index.js';
import { assertUserDeletable, detachSeatsOfMovedUser } from './seat-service.js';

/**
 * The user's seats and personal billing (with its licenses). A user who holds an attached seat or owns a
 * personal billing is not deleted (409); one who moves to another organization leaves their seats
 * (docs/decisions/0009). Erasing deletes the seats, and a personal billing without invoices with its licenses;
 * a billing that was invoiced is kept with its invoices (bookkeeping law): the erasure is refused for it.
 */
export const licensingPersonalData: PersonalData = {
  module: 'licensing',
  columns: ['license_seats.user_id', 'billing_accounts.user_id'],
  beforeDelete: assertUserDeletable,
  async moved(ctx, tx, move) {
    await detachSeatsOfMovedUser(ctx, tx, move.actor, move.userId, move.client, move.at);
  },
  async export(db, userId) {
    const seats = await db
      .select({
        licenseId: licenseSeats.licenseId,
        productId: licenseSeats.productId,
        attachedAt: licenseSeats.attachedAt,
        detachedAt: licenseSeats.detachedAt,
      })
      .from(licenseSeats)
      .where(eq(licenseSeats.userId, userId))
      .orderBy(licenseSeats.attachedAt, licenseSeats.id);
    const [billing] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
    const personalLicenses = billing
      ? await db.select().from(licenses).where(eq(licenses.billingAccountId, billing.id)).orderBy(licenses.createdAt)
      : [];
    return { seats, billing: billing ?? null, licenses: personalLicenses };
  },
  async erase(tx, userId) {
    await tx.delete(licenseSeats).where(eq(licenseSeats.userId, userId));
    const [billing] = await tx
      .select({ id: billingAccounts.id })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId));
    if (!billing) return;
    const [invoiced] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.billingAccountId, billing.id))
      .limit(1);
    if (invoiced) throw new AppError('conflict', 'error.user_has_billing');
    const owned = tx.select({ id: licenses.id }).from(licenses).where(eq(licenses.billingAccountId, billing.id));
    await tx.delete(licenseSeats).where(inArray(licenseSeats.licenseId, owned));
    await tx.delete(licenses).where(eq(licenses.billingAccountId, billing.id));
    await tx.delete(billingAccounts).where(eq(billingAccounts.id, billing.id));
  },
};
