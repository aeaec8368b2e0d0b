import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { href } from '../../../lib/screens';

/** "Back to account details" (the manager's members list), above a member's licenses. */
export function AccountDetailsBackLink() {
  const { t } = useTranslation();
  return <BackLink to={href('manager/account-details')}>{t('managerLicensing.back.accountDetails')}</BackLink>;
}
