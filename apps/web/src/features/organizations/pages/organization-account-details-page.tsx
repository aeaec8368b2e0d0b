import { Stack } from '@mantine/core';
import { AddressCard } from '../components/address-card';
import { MembersTable } from '../components/members-table';
import { OrganizationFrame } from '../components/organization-frame';

/** `admin/organizations/:id/account-details`: the address, the license manager and the members. */
export function OrganizationAccountDetailsPage() {
  return (
    <OrganizationFrame>
      {(organization) => (
        <Stack gap="lg">
          <AddressCard organization={organization} />
          <MembersTable organizationId={organization.id} />
        </Stack>
      )}
    </OrganizationFrame>
  );
}
