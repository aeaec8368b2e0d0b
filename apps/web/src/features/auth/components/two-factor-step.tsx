import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type CurrentUser, recoveryCode, totpCode } from '@portal/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContractForm } from '../../../components/contract-form';
import { SecondFactorInput } from '../../../components/second-factor-input';
import { isApiError } from '../../../lib/api-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { useTwoFactorLogin } from '../api/two-factor-login';

interface TwoFactorStepProps {
  onSignedIn: (user: CurrentUser) => void;
  /** The challenge is older than five minutes: the password step has to be done again. */
  onExpired: (message: string) => void;
  onBack: () => void;
}

// One schema for both ways in: `recovery` says which field counts.
const schema = z.discriminatedUnion('recovery', [
  z.object({ recovery: z.literal(false), code: totpCode(), recovery_code: z.string() }),
  z.object({ recovery: z.literal(true), code: z.string(), recovery_code: recoveryCode() }),
]);

/** The second sign-in step, after a password (sign-in, activation or reset) was accepted. */
export function TwoFactorStep({ onSignedIn, onExpired, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorLogin();
  const cf = useContractForm(schema, {
    initialValues: { recovery: false, code: '', recovery_code: '' },
    mutation: verify,
    toBody: (values) =>
      values.recovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.trim() },
    onSuccess: onSignedIn,
    onError: (error) => {
      if (isApiError(error) && error.status === 401) onExpired(error.message);
    },
    confirmLeave: false,
  });
  const useRecovery = cf.form.values.recovery;

  const toggle = () => {
    cf.form.setFieldValue('recovery', !useRecovery);
    cf.form.clearErrors();
    verify.reset();
  };

  return (
    <>
      <Stack gap={6} mb="lg">
        <Group gap="sm" wrap="nowrap">
          <IconShieldLock size={26} color="var(--mantine-color-teal-4)" aria-hidden />
          <Title order={1} fz={26}>
            {t('auth.twoFactor.title')}
          </Title>
        </Group>
        <Text c="dimmed" fz="sm">
          {useRecovery ? t('auth.twoFactor.recoveryIntro') : t('auth.twoFactor.codeIntro')}
        </Text>
      </Stack>
      <ContractForm form={cf} alertTitle={t('auth.twoFactor.failed')}>
        <SecondFactorInput
          recovery={useRecovery}
          codeInput={cf.form.getInputProps('code')}
          recoveryInput={cf.form.getInputProps('recovery_code')}
          autoFocus
        />
        <Button {...cf.submitProps} fullWidth>
          {t('auth.twoFactor.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" fz="sm" onClick={toggle}>
            {useRecovery ? t('auth.twoFactor.useCode') : t('auth.twoFactor.useRecovery')}
          </Anchor>
          <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onBack}>
            {t('auth.twoFactor.back')}
          </Anchor>
        </Group>
      </ContractForm>
    </>
  );
}
