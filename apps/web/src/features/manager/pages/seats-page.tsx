import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { LicensesExportButton } from '../components/licenses-export-button';
import { ManagerScreen } from '../components/no-organization';
import { SeatsTable } from '../components/seats-table';

/** `manager/software-licenses/seats`: who holds a seat, when they last signed in, idle seats first. */
export function SeatsPage() {
  const { t } = useTranslation();
  return (
    <ManagerScreen>
      {(organization) => (
        <>
          <PageHeader
            title={t('manager.licenses.title')}
            description={t('manager.licenses.description', { organization: organization.name })}
            actions={<LicensesExportButton />}
          />
          <ScreenTabs group="manager-licenses" params={{}} label={t('manager.tabs.label')} />
          <SeatsTable />
        </>
      )}
    </ManagerScreen>
  );
}
