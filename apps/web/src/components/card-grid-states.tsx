import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { tMessage } from '../lib/i18n';

/** A grid of cards still loading: `count` skeletons, announced as busy with `label`. */
export function CardGridSkeleton({
  count,
  height,
  radius,
  label,
}: {
  count: number;
  height: number;
  radius: 'md' | 'lg';
  label: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key) => (
        <Skeleton key={key} height={height} radius={radius} />
      ))}
    </SimpleGrid>
  );
}

/** A read that failed: `title`, the server's message (or a generic one) and "Try again". */
export function LoadFailedAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : tMessage('error.something_went_wrong');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
