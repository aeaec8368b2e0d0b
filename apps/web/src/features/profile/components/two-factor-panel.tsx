import { Button, Group, Stack, Text } from '@mantine/core';
import type { TwoFactorSetup } from '@portal/contracts';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session-user';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorPasswordStep } from './two-factor-password-step';
import { TwoFactorScanStep } from './two-factor-scan-step';

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * Enrolment (password → QR code → code → recovery codes) and turning off. The
 * recovery codes stay on screen after the user refreshes to "enabled", until
 * the person says they saved them.
 */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });

  switch (step.kind) {
    case 'password':
      return <TwoFactorPasswordStep onStarted={(setup) => setStep({ kind: 'scan', setup })} onCancel={idle} />;
    case 'scan':
      return (
        <TwoFactorScanStep
          setup={step.setup}
          onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={idle}
        />
      );
    case 'codes':
      return <RecoveryCodesPanel codes={step.codes} onDone={idle} />;
    case 'disable':
      return <TwoFactorDisableForm onDone={idle} onCancel={idle} />;
    default:
      return (
        <Stack gap="sm">
          {user.two_factor_enabled ? (
            <Group justify="space-between" gap="md">
              <Text fz="sm" c="dimmed" maw={560}>
                {t('twoFactor.onIntro')}
              </Text>
              <Button
                variant="light"
                color="red"
                leftSection={<IconShieldOff size={16} />}
                onClick={() => setStep({ kind: 'disable' })}
              >
                {t('twoFactor.turnOff')}
              </Button>
            </Group>
          ) : (
            <Group justify="space-between" gap="md">
              <Text fz="sm" c="dimmed" maw={560}>
                {t('twoFactor.offIntro')}
              </Text>
              <Button leftSection={<IconShieldCheck size={16} />} onClick={() => setStep({ kind: 'password' })}>
                {t('twoFactor.setUp')}
              </Button>
            </Group>
          )}
          {/* Single sign-on skips this factor: the provider's own applies (docs/security.md). */}
          <Text fz="xs" c="dimmed" maw={560}>
            {t('twoFactor.ssoNote')}
          </Text>
        </Stack>
      );
  }
}
