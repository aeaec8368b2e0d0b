import { Badge } from '@mantine/core';
import type { LicenseState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<LicenseState, string> = { scheduled: 'blue', active: 'teal', expired: 'red' };

/**
 * A license's or seat's state as a dot badge (docs/decisions/0009): scheduled (before its active
 * window), active, or expired. The manager's and the trainee's license screens show it.
 */
export function LicenseStateBadge({ state }: { state: LicenseState }) {
  const { t } = useTranslation();
  return (
    <Badge miw="max-content" size="sm" tt="none" variant="dot" color={colors[state]} radius="sm">
      {t(`licenseState.${state}`)}
    </Badge>
  );
}
