import type { AdminUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { fullName } from '../../../lib/session-user';
import { useDeleteUser } from '../api/delete-user';

type DeletableUser = Pick<AdminUser, 'id' | 'email' | 'first_name' | 'last_name'>;

interface DeleteUserModalProps {
  /** The user to delete; null keeps the modal closed. */
  user: DeletableUser | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** A refusal (yourself, the last super-admin, …) shows the server's reason; anything else the catalogue's failure. */
function deleteErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 419) return error.message;
  return tMessage('error.delete_user_failed');
}

/** `ConfirmDeleteModal` with the users' texts (the list and the edit screen both delete). */
export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      target={user}
      mutation={useDeleteUser()}
      variables={(target) => target.id}
      title={t('users.delete.title')}
      body={(target) => t('users.delete.body', { name: fullName(target), email: target.email })}
      confirmLabel={t('users.delete.confirm')}
      doneMessage={(target) => t('users.delete.done', { name: fullName(target) })}
      errorTitle={t('users.delete.refused')}
      errorMessage={deleteErrorMessage}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
