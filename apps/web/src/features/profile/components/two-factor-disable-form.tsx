import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { currentPassword, recoveryCode, totpCode } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { SecondFactorInput } from '../../../components/second-factor-input';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useDisableTwoFactor } from '../api/disable-two-factor';

interface Values {
  password: string;
  code: string;
  recovery_code: string;
}

const fields = ['password', 'code', 'recovery_code'] as const;
const withCode = z.object({ password: currentPassword(), code: totpCode() });
const withRecovery = z.object({ password: currentPassword(), recovery_code: recoveryCode() });

export function TwoFactorDisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const validateCode = contractValidator<Values>(withCode);
  const validateRecovery = contractValidator<Values>(withRecovery);
  const form = useForm<Values>({
    initialValues: { password: '', code: '', recovery_code: '' },
    validate: (values) => (useRecovery ? validateRecovery(values) : validateCode(values)),
  });

  const submit = form.onSubmit((values) => {
    const second = useRecovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.trim() };
    disable.mutate(
      { password: values.password, ...second },
      {
        onSuccess: () => {
          notifySuccess(t('twoFactor.turnedOff'));
          onDone();
        },
        onError: (error) => form.setErrors(serverFieldErrors(error, fields)),
      },
    );
  });

  const toggle = () => {
    setUseRecovery((value) => !value);
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <Text fz="sm">{t('twoFactor.disableIntro')}</Text>
        <FormAlert error={disable.error} fields={fields} />
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
          <Button type="submit" color="red" loading={disable.isPending} disabled={disable.isPending}>
            {t('twoFactor.disableSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
