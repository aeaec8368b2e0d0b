import { Box, Button, Group, Text } from '@mantine/core';
import { type TwoFactorSetup, twoFactorSetupBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { PasswordField } from '../../../components/password-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetupTwoFactor } from '../api/setup-two-factor';

interface Props {
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}

/** Enrolment starts with the password, so an unattended signed-in browser cannot enrol someone else's phone. */
export function TwoFactorPasswordStep({ onStarted, onCancel }: Props) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const cf = useContractForm(twoFactorSetupBody, {
    initialValues: { password: '' },
    mutation: setup,
    toBody: (values) => values.password,
    onSuccess: onStarted,
    confirmLeave: false,
  });
  const { form } = cf;

  return (
    <Box maw={480}>
      <ContractForm form={cf}>
        <Text fz="sm">{t('twoFactor.passwordIntro')}</Text>
        <PasswordField
          {...form.getInputProps('password')}
          label={t('twoFactor.password')}
          autoComplete="current-password"
          autoFocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={setup.isPending}>
            {t('twoFactor.cancel')}
          </Button>
          <Button {...cf.submitProps}>{t('twoFactor.continue')}</Button>
        </Group>
      </ContractForm>
    </Box>
  );
}
