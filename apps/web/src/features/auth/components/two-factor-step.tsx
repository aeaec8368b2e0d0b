import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CurrentUser, recoveryCode, totpCode } from '@portal/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { SecondFactorInput } from '../../../components/second-factor-input';
import { isApiError } from '../../../lib/api-error';
import { contractValidator, serverFieldErrors } from '../../../lib/forms';
import { useTwoFactorLogin } from '../api/two-factor-login';

interface TwoFactorStepProps {
  onSignedIn: (user: CurrentUser) => void;
  /** The challenge is older than five minutes: the password step has to be done again. */
  onExpired: (message: string) => void;
  onBack: () => void;
}

interface Values {
  code: string;
  recovery_code: string;
}

const codeSchema = z.object({ code: totpCode() });
const recoverySchema = z.object({ recovery_code: recoveryCode() });
const fields = ['code', 'recovery_code'] as const;

/** The second sign-in step, after a password (sign-in, activation or reset) was accepted. */
export function TwoFactorStep({ onSignedIn, onExpired, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const verify = useTwoFactorLogin();
  const [useRecovery, setUseRecovery] = useState(false);
  const validateCode = contractValidator<Values>(codeSchema);
  const validateRecovery = contractValidator<Values>(recoverySchema);
  const form = useForm<Values>({
    initialValues: { code: '', recovery_code: '' },
    validate: (values) => (useRecovery ? validateRecovery(values) : validateCode(values)),
  });

  const submit = form.onSubmit((values) => {
    const body = useRecovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.trim() };
    verify.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && error.status === 401) onExpired(error.message);
        else form.setErrors(serverFieldErrors(error, fields));
      },
    });
  });

  const toggle = () => {
    setUseRecovery((value) => !value);
    form.clearErrors();
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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={verify.error} fields={fields} title={t('auth.twoFactor.failed')} />
          <SecondFactorInput
            recovery={useRecovery}
            codeInput={form.getInputProps('code')}
            recoveryInput={form.getInputProps('recovery_code')}
            autoFocus
          />
          <Button type="submit" fullWidth loading={verify.isPending} disabled={verify.isPending}>
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
        </Stack>
      </form>
    </>
  );
}
