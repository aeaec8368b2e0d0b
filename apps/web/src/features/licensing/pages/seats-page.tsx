import { useTranslation } from 'react-i18next';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { LicensesExportButton } from '../components/licenses-export-button';
import { SeatsTable } from '../components/manager-seats-table';

/** `manager/software-licenses/seats`: who holds a seat, when they last signed in, idle seats first. */
export function SeatsPage() {
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
          <SeatsTable />
        </>
      )}
    </ManagerScreen>
  );
}
