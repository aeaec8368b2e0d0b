import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';

export function Section({ title, children, danger }: { title: string; children: ReactNode; danger?: boolean }) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label={title}
      style={danger ? { borderColor: 'var(--mantine-color-red-9)' } : undefined}
    >
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Skeleton, "not found" or the error with a retry: the states of a page that loads one record. */
export function LoadState({
  query,
  title,
  back,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  title: string;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton height={34} width={280} />
        <Skeleton height={420} radius="lg" />
      </Stack>
    );
  }
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <PageHeader back={back} title={title} />
      <Alert color={notFound ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{notFound ? t('products.notFound') : t('products.loadFailed')}</Text>
          {!notFound && (
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </>
  );
}
