import { List, Stack, Text } from '@mantine/core';
import type { AdminUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { fullName } from '../../../lib/session-user';
import { useEraseUser } from '../api/erase-user';

type ErasableUser = Pick<AdminUser, 'id' | 'email' | 'first_name' | 'last_name'>;

interface EraseUserModalProps {
  /** The user to erase; null keeps the modal closed. */
  user: ErasableUser | null;
  onClose: () => void;
  onErased?: () => void;
}

/** What goes and what is kept, named before the admin confirms (docs/privacy.md). */
export function ErasureSummary({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text>{t('users.erase.body', { name, email })}</Text>
      <Text fw={600}>{t('users.erase.removedTitle')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('users.erase.removed.identity')}</List.Item>
        <List.Item>{t('users.erase.removed.signIn')}</List.Item>
        <List.Item>{t('users.erase.removed.seats')}</List.Item>
        <List.Item>{t('users.erase.removed.exports')}</List.Item>
      </List>
      <Text fw={600}>{t('users.erase.keptTitle')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('users.erase.kept.training')}</List.Item>
        <List.Item>{t('users.erase.kept.audit')}</List.Item>
        <List.Item>{t('users.erase.kept.invoices')}</List.Item>
      </List>
      <Text c="dimmed" fz="sm">
        {t('users.erase.final')}
      </Text>
    </Stack>
  );
}

/** "Erase …?" (GDPR art. 17): the shared confirmation, naming what is removed and what is kept. */
export function EraseUserModal({ user, onClose, onErased }: EraseUserModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      target={user}
      mutation={useEraseUser()}
      variables={(target) => target.id}
      title={t('users.erase.title')}
      body={(target) => <ErasureSummary name={fullName(target)} email={target.email} />}
      confirmLabel={t('users.erase.confirm')}
      doneMessage={(target) => t('users.erase.done', { name: fullName(target) })}
      errorTitle={t('users.erase.refused')}
      onClose={onClose}
      onDeleted={onErased}
    />
  );
}
