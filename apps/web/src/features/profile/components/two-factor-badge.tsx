import { Badge } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? (
    <Badge color="teal" variant="light" leftSection={<IconShieldCheck size={14} />} radius="sm" tt="none">
      {t('profile.twoFactorOn')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" leftSection={<IconShieldOff size={14} />} radius="sm" tt="none">
      {t('profile.twoFactorOff')}
    </Badge>
  );
}
