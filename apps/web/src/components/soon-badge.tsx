import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SoonBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="gray" radius="sm">
      {t('app.soon')}
    </Badge>
  );
}
