import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { isApiError } from '../../../lib/api-error';

export interface LoadedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The shape of an analytics page while its figures load: stat cards and two chart cards. */
export function AnalyticsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <Skeleton height={12} width="50%" mb="sm" />
            <Skeleton height={28} width="70%" />
          </Card>
        ))}
      </SimpleGrid>
      <Skeleton height={260} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </Stack>
  );
}

/**
 * A page's figures: the skeleton while they load, the not-found page for a 404 (a member of another
 * organization, a page the skill does not have), the error with a retry for anything else.
 */
export function Loaded<T>({ query, children }: { query: LoadedQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <AnalyticsSkeleton />;
  const status = isApiError(query.error) ? query.error.status : 0;
  if (status === 404 || status === 403) return <NotFoundNotice />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{t('analytics.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('analytics.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
