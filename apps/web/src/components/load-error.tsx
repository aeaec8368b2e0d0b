import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { tMessage } from '../lib/i18n';

/** A part of a screen that could not be loaded: the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{isApiError(error) ? error.message : tMessage('error.something_went_wrong')}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
