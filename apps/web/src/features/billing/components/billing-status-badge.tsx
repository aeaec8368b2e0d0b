import { Badge } from '@mantine/core';
import type { Billing } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** A billing's status: active or canceled. */
export function BillingStatusBadge({ status }: { status: Billing['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'red'} miw="max-content">
      {t(`billing.status.${status}`)}
    </Badge>
  );
}
