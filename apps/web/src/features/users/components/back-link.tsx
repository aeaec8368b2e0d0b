import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { href } from '../../../lib/screens';

/** Where the users screens go back to: the users list, or the organization they were opened from. */
export const usersHome = (orgId?: string) =>
  orgId ? href('admin/organizations/:id/edit', { id: orgId }) : href('admin/users');

/** Back to the users list, or to the organization the screen was opened from. */
export function UsersBackLink({ orgId }: { orgId?: string }) {
  const { t } = useTranslation();
  return <BackLink to={usersHome(orgId)}>{orgId ? t('users.back.organization') : t('users.back.users')}</BackLink>;
}
