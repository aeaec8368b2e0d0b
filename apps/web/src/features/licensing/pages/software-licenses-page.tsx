import { ManagerLicensesScreen } from '../components/manager-licenses-screen';
import { LicensesTable } from '../components/manager-licenses-table';

/** `manager/software-licenses`: the own organization's licenses, seats used and free, end dates, pending changes. */
export function SoftwareLicensesPage() {
  return (
    <ManagerLicensesScreen>
      <LicensesTable />
    </ManagerLicensesScreen>
  );
}
