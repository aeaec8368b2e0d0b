import { Badge } from '@mantine/core';
import type { AccountStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<AccountStatus, string> = { active: 'teal', inactive: 'gray', deactivated: 'red' };

/**
 * An account's state as a dot badge: active, inactive (invited, not activated
 * yet) or deactivated (turned off by the license manager). The users list, an
 * organization's members and the manager's members table show it.
 */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return (
    <Badge miw="max-content" size="sm" tt="none" variant="dot" color={colors[status]} radius="sm">
      {t(`accountStatus.${status}`)}
    </Badge>
  );
}
