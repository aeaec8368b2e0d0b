import { Badge } from '@mantine/core';
import type { Billing, LicenseState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const licenseColors: Record<LicenseState, string> = { active: 'teal', scheduled: 'blue', expired: 'red' };

/** A license's (or seat's) state: scheduled, active or expired (docs/decisions/0009). */
export function LicenseStateBadge({ state }: { state: LicenseState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={licenseColors[state]}>
      {t(`licensing.licenses.states.${state}`)}
    </Badge>
  );
}

/** A billing's status: active or canceled. */
export function BillingStatusBadge({ status }: { status: Billing['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'red'}>
      {t(`licensing.billing.status.${status}`)}
    </Badge>
  );
}
