import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Release } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteRelease } from '../api/delete-release';
import { PLATFORM_LABELS } from './platform-label';

export function DeleteReleaseModal({ release, onClose }: { release: Release | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRelease();
  const close = () => {
    remove.reset();
    onClose();
  };
  const name = release ? `${release.version} (${t(PLATFORM_LABELS[release.platform])})` : '';
  const failure = remove.error
    ? isApiError(remove.error)
      ? remove.error.message
      : tMessage('error.something_went_wrong')
    : null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={release !== null}
      onClose={close}
      title={t('releases.delete.title', { name })}
      centered
    >
      <Stack gap="md">
        <Text>{release?.published ? t('releases.delete.bodyPublished') : t('releases.delete.body')}</Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('releases.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              release &&
              remove.mutate(release.id, {
                onSuccess: () => {
                  notifySuccess(t('releases.delete.done', { name }));
                  close();
                },
              })
            }
          >
            {t('releases.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
