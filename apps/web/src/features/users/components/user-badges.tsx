import { Badge } from '@mantine/core';
import type { AdminUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge } from '../../../components/account-status-badge';

export { RoleBadges } from '../../../components/role-badges';

/** A deactivated account has a badge of its own (`AccountStatusBadge`), whatever the admin shape sends today. */
export function StatusBadge({ status }: { status: AdminUser['status'] | 'deactivated' }) {
  return <AccountStatusBadge status={status} />;
}

export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      miw="max-content"
      size="sm"
      variant={enabled ? 'light' : 'outline'}
      color={enabled ? 'teal' : 'gray'}
      radius="sm"
    >
      {enabled ? t('users.twoFactor.enabled') : t('users.twoFactor.disabled')}
    </Badge>
  );
}
