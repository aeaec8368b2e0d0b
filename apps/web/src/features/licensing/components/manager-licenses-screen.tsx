import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { LicensesExportButton } from './licenses-export-button';

/** The manager's licenses screen around one of its tabs (licenses, seats): the header, the export and the tabs. */
export function ManagerLicensesScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ManagerScreen>
      {(organization) => (
        <>
          <PageHeader
            title={t('managerLicensing.licenses.title')}
            description={t('managerLicensing.licenses.description', { organization: organization.name })}
            actions={<LicensesExportButton />}
          />
          <ScreenTabs group="manager-licenses" params={{}} label={t('managerLicensing.tabs.label')} />
          {children}
        </>
      )}
    </ManagerScreen>
  );
}
