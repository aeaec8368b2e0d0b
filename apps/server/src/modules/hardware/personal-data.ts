import { eq } from 'drizzle-orm';
import { hardwareItems } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';
import { assertUserOwnsNoHardware } from './service.js';

/**
 * Hardware items a user owns. Deleting the owner is refused (409: move or remove the items first). Erasing keeps
 * them, owned by the pseudonymous tombstone: an item (product, serial number, shipping country) names nobody once
 * the account does not, and the company's inventory and invoices still need it.
 */
export const hardwarePersonalData: PersonalData = {
  module: 'hardware',
  columns: ['hardware_items.user_id'],
  kept: ['hardware_items.user_id'],
  beforeDelete: assertUserOwnsNoHardware,
  async export(db, userId) {
    const items = await db
      .select()
      .from(hardwareItems)
      .where(eq(hardwareItems.userId, userId))
      .orderBy(hardwareItems.createdAt, hardwareItems.id);
    return { items };
  },
  async erase() {
    // Kept on the tombstone (see above).
  },
};
