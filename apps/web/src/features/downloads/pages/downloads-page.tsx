import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownloadOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton, LoadFailedAlert } from '../../../components/card-grid-states';
import { PageHeader } from '../../../components/page-header';
import { useDownloads } from '../api/get-downloads';
import { PLATFORM_LABELS } from '../components/platform-label';
import { ReleaseCard } from '../components/release-card';
import { detectPlatform, type NavigatorLike, visitorFirst } from '../platform';

/** `/downloads`: each product's latest release per platform, the visitor's own platform first. */
export function DownloadsPage() {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const visitor = useMemo(
    () => detectPlatform(typeof navigator === 'undefined' ? undefined : (navigator as unknown as NavigatorLike)),
    [],
  );

  const header = (
    <PageHeader
      title={t('downloads.title')}
      description={
        visitor ? t('downloads.descriptionFor', { platform: t(PLATFORM_LABELS[visitor]) }) : t('downloads.description')
      }
    />
  );

  if (downloads.isPending) {
    return (
      <>
        {header}
        <CardGridSkeleton count={3} height={260} radius="md" label={t('downloads.loading')} />
      </>
    );
  }

  if (downloads.error) {
    return (
      <>
        {header}
        <LoadFailedAlert
          title={t('downloads.errorTitle')}
          error={downloads.error}
          onRetry={() => void downloads.refetch()}
        />
      </>
    );
  }

  const products = downloads.data ?? [];
  if (products.length === 0) {
    return (
      <>
        {header}
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="xs">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray">
              <IconDownloadOff size={22} />
            </ThemeIcon>
            <Text fw={600}>{t('downloads.emptyTitle')}</Text>
            <Text c="dimmed" fz="sm" ta="center" maw={460}>
              {t('downloads.emptyMessage')}
            </Text>
          </Stack>
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="xl">
        {products.map(({ product, releases }) => {
          const ordered = visitorFirst(releases, visitor);
          const noneForVisitor = visitor !== null && !releases.some((r) => r.platform === visitor);
          return (
            <Stack key={product.id} gap="md" component="section" aria-labelledby={`product-${product.id}`}>
              <Title order={2} fz="xl" id={`product-${product.id}`}>
                {product.name}
              </Title>
              {noneForVisitor && visitor && (
                <Text c="dimmed" fz="sm">
                  {t('downloads.notForYourPlatform', { platform: t(PLATFORM_LABELS[visitor]) })}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
                {ordered.map((release) => (
                  <ReleaseCard
                    key={release.id}
                    release={release}
                    productName={product.name}
                    mine={release.platform === visitor}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </>
  );
}
