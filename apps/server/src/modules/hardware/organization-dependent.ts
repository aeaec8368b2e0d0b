import { eq } from 'drizzle-orm';
import { hardwareItems } from '../../db/schema/index.js';
import type { OrganizationDependent } from '../organizations/index.js';

/** An organization that owns hardware items is not deleted (409): they go first. */
export const hardwareOfOrganization: OrganizationDependent = {
  module: 'hardware',
  message: 'error.organization_has_hardware',
  async holds(tx, organizationId) {
    const [item] = await tx
      .select({ id: hardwareItems.id })
      .from(hardwareItems)
      .where(eq(hardwareItems.organizationId, organizationId))
      .limit(1);
    return Boolean(item);
  },
};
