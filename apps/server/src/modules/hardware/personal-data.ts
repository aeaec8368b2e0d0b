import { eq } from 'drizzle-orm';
import { hardwareItems } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';
import { assertUserOwnsNoHardware } from './service.js';

/**
 * Hardware items a user owns. Deleting the owner is refused (409: move or remove the items first). Erasing
 * deletes them: an invoice keeps its own copy of what it billed.
 */
export const hardwarePersonalData: PersonalData = {
  module: 'hardware',
  columns: ['hardware_items.user_id'],
  beforeDelete: assertUserOwnsNoHardware,
  async export(db, userId) {
    const items = await db
      .select()
      .from(hardwareItems)
      .where(eq(hardwareItems.userId, userId))
      .orderBy(hardwareItems.createdAt, hardwareItems.id);
    return { items };
  },
  async erase(tx, userId) {
    await tx.delete(hardwareItems).where(eq(hardwareItems.userId, userId));
  },
};
