import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export { RoleBadges } from '../../../components/role-badges';

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
