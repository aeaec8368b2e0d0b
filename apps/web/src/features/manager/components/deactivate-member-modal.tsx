import type { ManagerMember } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { fullName } from '../../../lib/session-user';
import { useDeactivateMember } from '../api/deactivate-member';

interface DeactivateMemberModalProps {
  /** The member to deactivate; null keeps the modal closed. */
  member: ManagerMember | null;
  onClose: () => void;
}

/** "Deactivate …?": the one confirmation (`ConfirmDeleteModal`) with the manager's words: nothing is deleted. */
export function DeactivateMemberModal({ member, onClose }: DeactivateMemberModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      target={member}
      mutation={useDeactivateMember()}
      variables={(target) => target.id}
      title={(target) => t('manager.deactivate.title', { name: fullName(target) })}
      body={(target) => t('manager.deactivate.body', { name: fullName(target), email: target.email })}
      confirmLabel={t('manager.deactivate.confirm')}
      doneMessage={(target) => t('manager.deactivate.done', { name: fullName(target) })}
      errorTitle={t('manager.deactivate.refused')}
      onClose={onClose}
    />
  );
}
