import type { Release } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useDeleteRelease } from '../api/delete-release';
import { PLATFORM_LABELS } from './platform-label';

/** `ConfirmDeleteModal` with the releases' texts: a published release is taken off the downloads page too. */
export function DeleteReleaseModal({ release, onClose }: { release: Release | null; onClose: () => void }) {
  const { t } = useTranslation();
  const name = (target: Release) => `${target.version} (${t(PLATFORM_LABELS[target.platform])})`;
  return (
    <ConfirmDeleteModal
      target={release}
      mutation={useDeleteRelease()}
      variables={(target) => target.id}
      title={(target) => t('releases.delete.title', { name: name(target) })}
      body={(target) => (target.published ? t('releases.delete.bodyPublished') : t('releases.delete.body'))}
      confirmLabel={t('releases.delete.confirm')}
      doneMessage={(target) => t('releases.delete.done', { name: name(target) })}
      onClose={onClose}
    />
  );
}
