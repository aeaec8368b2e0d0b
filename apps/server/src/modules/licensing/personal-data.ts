import { eq, inArray } from 'drizzle-orm';
import { licenseSeats, licenses } from '../../db/schema/index.js';
import { billingIdOfUser, deleteBillingRow, personalBillingOf, pseudonymiseBilling } from '../billing/index.js';
import { billingInvoiced } from '../invoices/index.js';
import type { PersonalData } from '../users/index.js';
import { assertUserDeletable, detachSeatsOfMovedUser } from './seat-service.js';

/**
 * The user's seats and personal billing (with its licenses). A user who holds an attached seat or owns a
 * personal billing is not deleted (409); one who moves to another organization leaves their seats
 * (docs/decisions/0009). Erasing detaches the seats as any detach does (audited, `licensing.seat_changed`: the
 * license's counts stay right; the detached rows stay, anonymous, on the tombstone) and deletes a personal billing
 * without invoices with its licenses; a billing that was invoiced is kept with its invoices for the legal retention
 * period (10 years, HGB §257 and AO §147; docs/privacy.md), canceled, with the pseudonym for its name and e-mail and
 * no address (each invoice keeps its own copy of what it billed).
 */
export const licensingPersonalData: PersonalData = {
  module: 'licensing',
  columns: ['license_seats.user_id', 'billing_accounts.user_id'],
  kept: ['license_seats.user_id', 'billing_accounts.user_id'],
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
    const billing = await personalBillingOf(db, userId);
    const personalLicenses = billing
      ? await db.select().from(licenses).where(eq(licenses.billingAccountId, billing.id)).orderBy(licenses.createdAt)
      : [];
    return { seats, billing, licenses: personalLicenses };
  },
  async erase(ctx, tx, { userId, actor, client, at, pseudonym }) {
    await detachSeatsOfMovedUser(ctx, tx, actor, userId, client, at, 'erased');
    const billingId = await billingIdOfUser(tx, userId);
    if (!billingId) return;
    if (await billingInvoiced(tx, billingId)) {
      await pseudonymiseBilling(tx, billingId, pseudonym, at);
      return;
    }
    const owned = tx.select({ id: licenses.id }).from(licenses).where(eq(licenses.billingAccountId, billingId));
    await tx.delete(licenseSeats).where(inArray(licenseSeats.licenseId, owned));
    await tx.delete(licenses).where(eq(licenses.billingAccountId, billingId));
    await deleteBillingRow(tx, billingId);
  },
};
