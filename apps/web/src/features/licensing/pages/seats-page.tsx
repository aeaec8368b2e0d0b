import { ManagerLicensesScreen } from '../components/manager-licenses-screen';
import { SeatsTable } from '../components/manager-seats-table';

/** `manager/software-licenses/seats`: who holds a seat, when they last signed in, idle seats first. */
export function SeatsPage() {
  return (
    <ManagerLicensesScreen>
      <SeatsTable />
    </ManagerLicensesScreen>
  );
}
