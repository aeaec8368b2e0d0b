import type { OrganizationDependent } from '../organizations/index.js';
import { billingIdOfOrganization } from './queries.js';

/** An organization with a billing is not deleted (409): the billing goes first. */
export const billingOfOrganization: OrganizationDependent = {
  module: 'billing',
  message: 'error.organization_has_billing',
  holds: async (tx, organizationId) => (await billingIdOfOrganization(tx, organizationId)) !== null,
};
