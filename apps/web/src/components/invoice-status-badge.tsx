import { Badge } from '@mantine/core';
import type { InvoiceDisplayStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<InvoiceDisplayStatus, string> = { open: 'yellow', overdue: 'red', paid: 'teal', void: 'gray' };

/** An invoice's status as the server derives it: open, overdue (open past its due date), paid or void. */
export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} miw="max-content">
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
