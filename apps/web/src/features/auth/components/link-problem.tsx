import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../../components/status-card';

/** A link from a mail that is unknown, expired or used: say so, and offer the way to a new one. */
export function LinkProblem({ message, children }: { message: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusCard icon={<IconLinkOff size={28} />} color="orange" title={t('auth.link.problemTitle')} message={message}>
      {children}
    </StatusCard>
  );
}
