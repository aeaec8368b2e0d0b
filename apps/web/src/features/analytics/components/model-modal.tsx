import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * "How is this computed?": the readiness model in words (docs/fls-readiness.md holds the full model,
 * its constants, sources and a worked example).
 */
export function ModelExplanation({ version }: { version: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" fz="sm" onClick={open}>
        {t('analytics.overview.fls.howComputed')}
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title={t('analytics.model.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('analytics.model.close') }}
      >
        <Stack gap="sm">
          <Text fz="sm">{t('analytics.model.intro')}</Text>
          <List fz="sm" spacing="xs">
            <List.Item>{t('analytics.model.mastered')}</List.Item>
            <List.Item>{t('analytics.model.progress')}</List.Item>
            <List.Item>{t('analytics.model.forecast')}</List.Item>
            <List.Item>{t('analytics.model.targets')}</List.Item>
          </List>
          <Text fz="xs" c="dimmed">
            {t('analytics.overview.fls.model', { version })}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
