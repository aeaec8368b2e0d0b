import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { Organization } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { isApiError } from '../../../lib/api-error';
import { countryName } from '../../../lib/countries';
import { useOrganization } from '../api/get-organization';
import { OrganizationsBackLink } from './back-link';

/**
 * The frame of one organization's screens (details, account details, license
 * manager): loads it, shows its name and place, the tabs between the screens,
 * and a skeleton, "not found" or an error with a retry instead of the content.
 */
export function OrganizationFrame({ children }: { children: (organization: Organization) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useOrganization(id);
  const back = <OrganizationsBackLink />;

  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={14} width={160} />
        <Skeleton height={34} width={320} />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader back={back} title={t('organizations.title')} />
        <Alert color={notFound ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle size={18} />}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{notFound ? t('organizations.notFound') : t('organizations.loadFailed')}</Text>
            {!notFound && (
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t('list.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      </>
    );
  }

  const organization = query.data;
  return (
    <>
      <PageHeader
        back={back}
        title={organization.name}
        description={`${organization.city}, ${countryName(organization.country, i18n.language)}`}
      />
      <ScreenTabs group="admin-organization" params={{ id: organization.id }} label={t('organizations.tabs.label')} />
      {children(organization)}
    </>
  );
}
