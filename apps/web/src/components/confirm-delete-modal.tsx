/**
 * "Delete …?": the one confirmation before anything is deleted or removed. It
 * runs the feature's mutation, shows a refusal (the server's reason) in place,
 * toasts when done and closes.
 *
 * ```tsx
 * const remove = useDeleteUser();                        // useMutation((id: string) => …, { meta: { handlesErrors: true } })
 * const [deleting, setDeleting] = useState<AdminUser | null>(null);
 * <ConfirmDeleteModal target={deleting} mutation={remove} variables={(user) => user.id}
 *   title={t('users.delete.title')} body={(user) => t('users.delete.body', { name: fullName(user) })}
 *   doneMessage={(user) => t('users.delete.done', { name: fullName(user) })}
 *   onClose={() => setDeleting(null)} onDeleted={() => navigate(href('admin/users'))} />
 * ```
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { tMessage } from '../lib/i18n';
import { notifySuccess } from '../lib/notify';

type PerTarget<T> = string | ((target: T) => string);
const text = <T,>(value: PerTarget<T>, target: T) => (typeof value === 'function' ? value(target) : value);

interface ConfirmDeleteModalProps<T, V> {
  /** What to delete; null keeps the modal closed. */
  target: T | null;
  // biome-ignore lint/suspicious/noExplicitAny: any mutation context
  mutation: UseMutationResult<unknown, unknown, V, any>;
  /** The mutation's argument for the target (usually its id). */
  variables: (target: T) => V;
  title: PerTarget<T>;
  body: (target: T) => ReactNode;
  doneMessage: PerTarget<T>;
  /** The red button; default "Delete". */
  confirmLabel?: string;
  /** The refusal alert's title ("Not deleted"); none by default. */
  errorTitle?: string;
  /** The refusal's text; default the server's message. */
  errorMessage?: (error: unknown) => string;
  onClose: () => void;
  onDeleted?: (target: T) => void;
}

const serverMessage = (error: unknown) => (isApiError(error) ? error.message : tMessage('error.something_went_wrong'));

export function ConfirmDeleteModal<T, V>(props: ConfirmDeleteModalProps<T, V>) {
  const { t } = useTranslation();
  const { target, mutation, onClose } = props;
  // The modal's texts stay while it fades out after the target went back to null.
  const last = useRef<T | null>(null);
  if (target !== null) last.current = target;
  const shown = target ?? last.current;

  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (target === null) return;
    mutation.mutate(props.variables(target), {
      onSuccess: () => {
        notifySuccess(text(props.doneMessage, target));
        close();
        props.onDeleted?.(target);
      },
    });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={target !== null}
      onClose={close}
      title={shown === null ? '' : text(props.title, shown)}
      centered
    >
      <Stack gap="md">
        <Text fz="sm" component="div">
          {shown === null ? null : props.body(shown)}
        </Text>
        {mutation.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={props.errorTitle}>
            {(props.errorMessage ?? serverMessage)(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('form.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={mutation.isPending} disabled={mutation.isPending}>
            {props.confirmLabel ?? t('form.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
