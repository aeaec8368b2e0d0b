import type { Organization } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { isApiError } from '../../../lib/api-error';
import { countryName } from '../../../lib/countries';
import { href } from '../../../lib/screens';
import { useOrganization } from '../api/get-organization';

/** What a licensing tab knows of its organization: the record, or (read refused) only its id and a name. */
export interface FramedOrganization {
  id: string;
  name: string;
  record: Organization | null;
}

/**
 * The frame of the licensing tabs of one organization (billing details, product licenses): the same
 * header and tab bar as the organizations feature's own tabs, built from the registry. An admin who
 * may manage billing but not organizations cannot read the organization: the billing tab then names
 * it from its billing (`fallbackName`).
 */
export function LicensingOrganizationFrame({
  fallbackName,
  children,
}: {
  fallbackName?: string | null;
  children: (organization: FramedOrganization) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useOrganization(id);
  const back = <BackLink to={href('admin/organizations')}>{t('licensing.frame.back')}</BackLink>;
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
      <ScreenTabs group="admin-organization" params={{ id }} label={t('licensing.frame.tabsLabel')} />
      {children(organization)}
    </>
  );

  if (refused && fallbackName !== undefined) {
    return framed({ id, name: fallbackName ?? t('licensing.frame.title'), record: null });
  }
  return (
    <RecordPage
      query={query}
      title={t('licensing.frame.title')}
      back={back}
      notFound={t('licensing.frame.notFound')}
      loadFailed={t('licensing.frame.loadFailed')}
    >
      {(organization) => framed({ id: organization.id, name: organization.name, record: organization })}
    </RecordPage>
  );
}
