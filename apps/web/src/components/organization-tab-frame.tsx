import type { Organization } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../lib/api-error';
import { countryName } from '../lib/countries';
import { useOrganization } from '../lib/organization-record';
import { href } from '../lib/screens';
import { BackLink } from './back-link';
import { PageHeader } from './page-header';
import { RecordPage } from './record-page';
import { ScreenTabs } from './screen-tabs';

/** What a licensing or billing tab knows of its organization: the record, or (read refused) only its id and a name. */
export interface FramedOrganization {
  id: string;
  name: string;
  record: Organization | null;
}

/**
 * The frame of an organization's tabs from other features (billing details, product licenses): the same
 * header and tab bar as the organizations feature's own tabs, built from the registry. An admin who
 * may manage billing but not organizations cannot read the organization: the billing tab then names
 * it from its billing (`fallbackName`).
 */
export function OrganizationTabFrame({
  fallbackName,
  children,
}: {
  fallbackName?: string | null;
  children: (organization: FramedOrganization) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useOrganization(id);
  const back = <BackLink to={href('admin/organizations')}>{t('organizationFrame.back')}</BackLink>;
  const refused = isApiError(query.error) && query.error.status === 403;

  const framed = (organization: FramedOrganization) => (
    <>
      <PageHeader
        back={back}
        title={organization.name}
        description={
          organization.record
            ? `${organization.record.city}, ${countryName(organization.record.country, i18n.language)}`
            : undefined
        }
      />
      <ScreenTabs group="admin-organization" params={{ id }} label={t('organizationFrame.tabsLabel')} />
      {children(organization)}
    </>
  );

  if (refused && fallbackName !== undefined) {
    return framed({ id, name: fallbackName ?? t('organizationFrame.title'), record: null });
  }
  return (
    <RecordPage
      query={query}
      title={t('organizationFrame.title')}
      back={back}
      notFound={t('organizationFrame.notFound')}
      loadFailed={t('organizationFrame.loadFailed')}
    >
      {(organization) => framed({ id: organization.id, name: organization.name, record: organization })}
    </RecordPage>
  );
}
