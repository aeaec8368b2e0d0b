import { Stack } from '@mantine/core';
import { useLicenseManager } from '../api/get-license-manager';
import { CurrentManagerCard } from '../components/current-manager-card';
import { InviteManagerForm } from '../components/invite-manager-form';
import { OrganizationFrame } from '../components/organization-frame';

function LicenseManagerScreen({ id, name }: { id: string; name: string }) {
  const manager = useLicenseManager(id);
  return (
    <Stack gap="lg" maw={820}>
      <CurrentManagerCard
        organizationId={id}
        organizationName={name}
        manager={manager.data}
        loading={manager.isPending}
        error={manager.error}
        onRetry={() => void manager.refetch()}
      />
      <InviteManagerForm organizationId={id} organizationName={name} current={manager.data} />
    </Stack>
  );
}

/** `admin/organizations/:id/license-manager`: the current manager, invite or replace, remove. */
export function OrganizationLicenseManagerPage() {
  return (
    <OrganizationFrame>
      {(organization) => <LicenseManagerScreen id={organization.id} name={organization.name} />}
    </OrganizationFrame>
  );
}
