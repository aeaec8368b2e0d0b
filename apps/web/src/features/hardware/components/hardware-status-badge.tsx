import { Badge } from '@mantine/core';
import type { HardwareStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<HardwareStatus, string> = {
  ordered: 'gray',
  shipped: 'blue',
  active: 'teal',
  returned: 'orange',
};

/** An item's status as a badge: ordered, shipped, active, returned. */
export function HardwareStatusBadge({ status }: { status: HardwareStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={colors[status]} radius="sm">
      {t(`hardware.statuses.${status}`)}
    </Badge>
  );
}
