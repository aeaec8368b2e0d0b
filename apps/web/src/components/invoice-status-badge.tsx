import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<InvoiceStatus, string> = { open: 'yellow', paid: 'teal', void: 'gray' };

/** An invoice's status: open, paid or void. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} miw="max-content">
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
