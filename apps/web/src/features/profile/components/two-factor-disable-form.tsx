import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { currentPassword, recoveryCode, totpCode } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContractForm } from '../../../components/contract-form';
import { PasswordField } from '../../../components/password-field';
import { SecondFactorInput } from '../../../components/second-factor-input';
import { useContractForm } from '../../../lib/use-contract-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';

type Values = {
  password: string;
  code: string;
  recovery_code: string;
};

const withCode = z.object({ password: currentPassword(), code: totpCode() });
const withRecovery = z.object({ password: currentPassword(), recovery_code: recoveryCode() });

export function TwoFactorDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  // Two modes, two schemas: the code or a recovery code besides the password.
  const cf = useContractForm(useRecovery ? withRecovery : withCode, {
    initialValues: { password: '', code: '', recovery_code: '' } as Values,
    mutation: disable,
    toBody: (values) => ({
      password: values.password,
      ...(useRecovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.trim() }),
    }),
    successMessage: t('twoFactor.turnedOff'),
    onSuccess: onDone,
    confirmLeave: false,
  });
  const { form } = cf;

  const toggle = () => {
    setUseRecovery((value) => !value);
    form.clearErrors();
  };

  return (
    <Box maw={480}>
      <ContractForm form={cf}>
        <Text fz="sm">{t('twoFactor.disableIntro')}</Text>
        <PasswordField
          {...form.getInputProps('password')}
          label={t('twoFactor.password')}
          autoComplete="current-password"
          autoFocus
        />
        <SecondFactorInput
          recovery={useRecovery}
          codeInput={form.getInputProps('code')}
          recoveryInput={form.getInputProps('recovery_code')}
        />
        <Anchor component="button" type="button" fz="sm" onClick={toggle} style={{ alignSelf: 'flex-start' }}>
          {useRecovery ? t('auth.twoFactor.useCode') : t('auth.twoFactor.useRecovery')}
        </Anchor>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            {t('twoFactor.cancel')}
          </Button>
          <Button {...cf.submitProps} color="red">
            {t('twoFactor.disableSubmit')}
          </Button>
        </Group>
      </ContractForm>
    </Box>
  );
}
