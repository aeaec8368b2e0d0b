import type { Organization } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { countryName } from '../../../lib/countries';
import { href } from '../../../lib/screens';
import { useOrganization } from '../api/get-organization';

/** "Back to organizations", above every organization screen. */
export function OrganizationsBackLink() {
  const { t } = useTranslation();
  return <BackLink to={href('admin/organizations')}>{t('organizations.back')}</BackLink>;
}

/**
 * The frame of one organization's screens (details, account details, license
 * manager): loads it (`RecordPage`), shows its name and place and the tabs
 * between the screens.
 */
export function OrganizationFrame({ children }: { children: (organization: Organization) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useOrganization(id);
  const back = <OrganizationsBackLink />;

  return (
    <RecordPage
      query={query}
      title={t('organizations.title')}
      back={back}
      notFound={t('organizations.notFound')}
      loadFailed={t('organizations.loadFailed')}
    >
      {(organization) => (
        <>
          <PageHeader
            back={back}
            title={organization.name}
            description={`${organization.city}, ${countryName(organization.country, i18n.language)}`}
          />
          <ScreenTabs
            group="admin-organization"
            params={{ id: organization.id }}
            label={t('organizations.tabs.label')}
          />
          {children(organization)}
        </>
      )}
    </RecordPage>
  );
}
