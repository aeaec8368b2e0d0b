import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { href } from '../../../lib/screens';

/** "Back to account details", above the member screens. */
export function AccountDetailsBackLink() {
  const { t } = useTranslation();
  return <BackLink to={href('manager/account-details')}>{t('manager.back.accountDetails')}</BackLink>;
}
