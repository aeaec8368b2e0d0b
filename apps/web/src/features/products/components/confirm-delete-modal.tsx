import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

interface ConfirmDeleteModalProps {
  /** What to delete (an id and a name); null keeps the modal closed. */
  target: { id: string; name: string } | null;
  title: string;
  body: string;
  doneMessage: string;
  // biome-ignore lint/suspicious/noExplicitAny: any mutation context
  mutation: UseMutationResult<void, unknown, string, any>;
  onClose: () => void;
  onDeleted?: () => void;
}

/** "Delete …?" with the server's refusal, if any, shown in place. */
export function ConfirmDeleteModal({
  target,
  title,
  body,
  doneMessage,
  mutation,
  onClose,
  onDeleted,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: () => {
        notifySuccess(doneMessage);
        close();
        onDeleted?.();
      },
    });
  };
  const error = mutation.error;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={target !== null}
      onClose={close}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text fz="sm">{body}</Text>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {isApiError(error) ? error.message : tMessage('error.something_went_wrong')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('products.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={mutation.isPending} disabled={mutation.isPending}>
            {t('products.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
