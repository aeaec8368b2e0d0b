import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { fullName } from '../../../lib/session-user';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserModalProps {
  /** The user to delete; null keeps the modal closed. */
  user: Pick<AdminUser, 'id' | 'email' | 'first_name' | 'last_name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** A refusal (yourself, the last super-admin, …) shows the server's reason; anything else the catalogue's failure. */
function deleteErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 419) return error.message;
  return tMessage('error.delete_user_failed');
}

export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const name = user ? fullName(user) : '';

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        notifySuccess(t('users.delete.done', { name }));
        close();
        onDeleted?.();
      },
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={user !== null}
      onClose={close}
      title={t('users.delete.title')}
      centered
    >
      <Stack gap="md">
        <Text fz="sm">{t('users.delete.body', { name, email: user?.email ?? '' })}</Text>
        {remove.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('users.delete.refused')}>
            {deleteErrorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('users.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={remove.isPending}>
            {t('users.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
