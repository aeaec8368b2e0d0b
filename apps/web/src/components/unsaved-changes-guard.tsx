import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges } from '../lib/unsaved-changes';

/**
 * Asks before leaving a page whose form has unsaved changes (see
 * `lib/unsaved-changes.ts`): a modal for moves inside the app, the browser's
 * own question for a reload or closing the tab. Mounted once, in the app shell.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      hasUnsavedChanges(),
  );
  useWindowEvent('beforeunload', (event) => {
    if (hasUnsavedChanges()) event.preventDefault();
  });

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('form.unsaved.title')}
      centered
    >
      <Text fz="sm" mb="lg">
        {t('form.unsaved.body')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('form.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('form.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
