import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { ScreenTabs } from '../../../components/screen-tabs';
import { countryName } from '../../../lib/countries';
import { href } from '../../../lib/screens';
import { useOwner } from '../api/get-owner';
import type { HardwareOwnerRef } from '../api/keys';

/**
 * The frame of a hardware tab on an organization or a user: the owner's name, the way back and the tab
 * bar of the owner's screens (the registry's `admin-organization` / `admin-user` group).
 */
export function OwnerFrame({ owner, children }: { owner: HardwareOwnerRef; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const query = useOwner(owner);
  const organization = owner.kind === 'organization';
  const back = organization ? (
    <BackLink to={href('admin/organizations')}>{t('hardware.backToOrganizations')}</BackLink>
  ) : (
    <BackLink to={href('admin/users')}>{t('hardware.backToUsers')}</BackLink>
  );
  return (
    <RecordPage
      query={query}
      title={t('hardware.organizationTitle')}
      back={back}
      notFound={t('hardware.ownerNotFound')}
      loadFailed={t('hardware.ownerLoadFailed')}
    >
      {(summary) => (
        <>
          <PageHeader
            back={back}
            title={summary.name}
            description={
              summary.country ? `${summary.detail}, ${countryName(summary.country, i18n.language)}` : summary.detail
            }
          />
          <ScreenTabs
            group={organization ? 'admin-organization' : 'admin-user'}
            params={{ id: summary.id }}
            label={organization ? t('hardware.tabsOrganization') : t('hardware.tabsUser')}
          />
          {children}
        </>
      )}
    </RecordPage>
  );
}
