import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { LicensesExportButton } from '../components/licenses-export-button';
import { LicensesTable } from '../components/licenses-table';
import { ManagerScreen } from '../components/no-organization';

/** `manager/software-licenses`: the own organization's licenses, seats used and free, end dates, pending changes. */
export function SoftwareLicensesPage() {
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
          <LicensesTable />
        </>
      )}
    </ManagerScreen>
  );
}
