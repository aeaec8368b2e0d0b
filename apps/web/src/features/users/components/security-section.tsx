import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type AdminUser, adminSetPasswordBody } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { isApiError } from '../../../lib/api-error';
import { passwordConfirmation } from '../../../lib/forms';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSetUserPassword } from '../api/set-user-password';
import { TwoFactorBadge } from './user-badges';

function SetPasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation();
  const setPassword = useSetUserPassword(user.id);
  const cf = useContractForm(adminSetPasswordBody, {
    initialValues: { password: '', password_confirmation: '' },
    extraValidate: passwordConfirmation,
    mutation: setPassword,
    successMessage: t('users.security.passwordSet', { name: fullName(user) }),
    onSuccess: onDone,
    confirmLeave: false,
  });
  return (
    <ContractForm form={cf}>
      <PasswordInput
        {...cf.form.getInputProps('password')}
        label={t('users.security.newPassword')}
        autoComplete="new-password"
        data-autofocus
        required
      />
      <PasswordInput
        {...cf.form.getInputProps('password_confirmation')}
        label={t('users.security.confirmPassword')}
        autoComplete="new-password"
        required
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('users.cancel')}
        </Button>
        <Button {...cf.submitProps}>{t('users.security.setPasswordSubmit')}</Button>
      </Group>
    </ContractForm>
  );
}

/** Two-factor state with its reset, and "Set a password"; `readOnly` shows the state without the actions. */
export function SecuritySection({ user, readOnly = false }: { user: AdminUser; readOnly?: boolean }) {
  const { t } = useTranslation();
  const name = fullName(user);
  const reset = useResetTwoFactor(user.id);
  const [resetOpen, resetModal] = useDisclosure(false);
  const [passwordOpen, passwordModal] = useDisclosure(false);

  const closeReset = () => {
    reset.reset();
    resetModal.close();
  };
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('users.security.resetDone'));
        closeReset();
      },
    });

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={3} fz="md">
            {t('users.security.twoFactor')}
          </Title>
          <TwoFactorBadge enabled={user.two_factor_enabled} />
        </Group>
        <Text c="dimmed" fz="sm">
          {user.two_factor_enabled ? t('users.security.twoFactorOn') : t('users.security.twoFactorOff')}
        </Text>
        {user.two_factor_enabled && !readOnly && (
          <Button variant="light" color="orange" onClick={resetModal.open} w="fit-content">
            {t('users.security.reset')}
          </Button>
        )}
      </Stack>
      {!readOnly && (
        <Stack gap={6}>
          <Title order={3} fz="md">
            {t('users.security.password')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('users.security.passwordBody')}
          </Text>
          <Button variant="light" onClick={passwordModal.open} w="fit-content">
            {t('users.security.setPassword')}
          </Button>
        </Stack>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={resetOpen}
        onClose={closeReset}
        title={t('users.security.resetTitle')}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">{t('users.security.resetBody', { name })}</Text>
          {reset.error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {isApiError(reset.error) ? reset.error.message : tMessage('error.something_went_wrong')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={closeReset} data-autofocus>
              {t('users.cancel')}
            </Button>
            <Button color="orange" onClick={confirmReset} loading={reset.isPending} disabled={reset.isPending}>
              {t('users.security.resetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('form.close') }}
        opened={passwordOpen}
        onClose={passwordModal.close}
        title={t('users.security.setPasswordTitle', { name })}
        centered
      >
        {passwordOpen && <SetPasswordForm user={user} onDone={passwordModal.close} />}
      </Modal>
    </Stack>
  );
}
