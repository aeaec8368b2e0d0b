import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isNoOrganization, ManagerScreen, NoOrganization } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { ScreenParts } from '../../../components/screen-parts';
import { useOwnOrganization } from '../api/get-organization';
import { ImportMembersButton, InviteMemberButton, MembersTable } from '../components/members-table';
import { OrganizationCard } from '../components/organization-card';

function OrganizationSummary() {
  const { t } = useTranslation();
  const query = useOwnOrganization();
  if (query.data) return <OrganizationCard organization={query.data} />;
  if (query.isPending) return <Skeleton height={170} radius="lg" aria-label={t('manager.details.card')} />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{t('manager.organization.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function AccountDetails({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation();
  const organization = useOwnOrganization();
  if (isNoOrganization(organization.error)) return <NoOrganization />;
  return (
    <>
      <PageHeader
        title={t('manager.details.title')}
        description={organization.data?.name ?? organizationName}
        actions={
          <Group gap="sm">
            <ImportMembersButton />
            <InviteMemberButton />
          </Group>
        }
      />
      <Stack gap="lg">
        <OrganizationSummary />
        {/* The billing and its invoices (the billing feature's part). */}
        <ScreenParts slot="manager-account-details" />
        <MembersTable />
      </Stack>
    </>
  );
}

/** `manager/account-details`: the own organization's card, its billing and its members. */
export function AccountDetailsPage() {
  return <ManagerScreen>{(organization) => <AccountDetails organizationName={organization.name} />}</ManagerScreen>;
}
