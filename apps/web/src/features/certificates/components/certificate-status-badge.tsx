import { Badge } from '@mantine/core';
import type { CertificateStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<CertificateStatus, string> = { valid: 'teal', revoked: 'red', maintenance_due: 'yellow' };

/** A certificate's status: valid, revoked, or (its holder's view) maintenance due. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} miw="max-content">
      {t(`certificates.status.${status}`)}
    </Badge>
  );
}
