import { useTranslation } from 'react-i18next';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { LicensesExportButton } from '../components/licenses-export-button';
import { LicensesTable } from '../components/manager-licenses-table';

/** `manager/software-licenses`: the own organization's licenses, seats used and free, end dates, pending changes. */
export function SoftwareLicensesPage() {
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
          <LicensesTable />
        </>
      )}
    </ManagerScreen>
  );
}
