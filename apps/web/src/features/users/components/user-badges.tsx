import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { roleKey } from '../../../lib/roles';

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return <span aria-hidden>—</span>;
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => {
        const key = roleKey(role);
        return (
          <Badge
            key={role}
            miw="max-content"
            size="sm"
            variant="light"
            color={role === 'super-admin' ? 'grape' : 'blue'}
            radius="sm"
          >
            {key ? t(key) : role}
          </Badge>
        );
      })}
    </Group>
  );
}

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
