import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Seat } from '@portal/contracts';
import { IconCertificateOff, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton, LoadFailedAlert } from '../../../components/card-grid-states';
import { daysLeftText } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { PageHeader } from '../../../components/page-header';
import { formatDay } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { useOwnLicenses } from '../api/get-own-licenses';

/** Days before today's date (`days_left` counts to the end; a scheduled seat starts later). */
function daysBetweenToday(day: string) {
  const today = new Date().toISOString().slice(0, 10);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function SeatCard({ seat }: { seat: Seat }) {
  const { t } = useTranslation();
  const remaining =
    seat.state === 'scheduled'
      ? t('traineeLicenses.startsIn', { count: Math.max(0, daysBetweenToday(seat.valid_from)) })
      : daysLeftText(
          t,
          seat.days_left,
          { left: 'traineeLicenses.daysLeftValue', ended: 'traineeLicenses.endedAgo' },
          seat.state === 'expired',
        );
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`seat-${seat.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Title order={2} fz="lg" id={`seat-${seat.id}`}>
          {seat.product.name}
        </Title>
        <LicenseStateBadge state={seat.state} />
      </Group>
      <SimpleGrid cols={2} spacing="sm" component="dl" style={{ margin: 0 }}>
        <div>
          <Text component="dt" fz="xs" c="dimmed">
            {t('traineeLicenses.validFrom')}
          </Text>
          <Text component="dd" m={0}>
            {formatDay(seat.valid_from)}
          </Text>
        </div>
        <div>
          <Text component="dt" fz="xs" c="dimmed">
            {t('traineeLicenses.validTo')}
          </Text>
          <Text component="dd" m={0}>
            {formatDay(seat.valid_to)}
          </Text>
        </div>
        <div>
          <Text component="dt" fz="xs" c="dimmed">
            {t('traineeLicenses.daysLeft')}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={600}
            c={seat.state === 'active' && seat.days_left <= 30 ? 'orange.4' : undefined}
          >
            {remaining}
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}

/** `trainee/licenses-overview`: the signed-in user's seats (product, valid from and to, days left, state). */
export function LicensesOverviewPage() {
  const { t } = useTranslation();
  const seats = useOwnLicenses();
  const hasActive = seats.data?.some((seat) => seat.state === 'active') ?? false;
  const header = (
    <PageHeader
      title={t('traineeLicenses.title')}
      description={t('traineeLicenses.description')}
      actions={
        hasActive ? (
          <Button component={Link} to={href('downloads')} variant="light" leftSection={<IconDownload size={16} />}>
            {t('traineeLicenses.downloads')}
          </Button>
        ) : undefined
      }
    />
  );

  if (seats.isPending) {
    return (
      <>
        {header}
        <CardGridSkeleton count={2} height={150} radius="lg" label={t('app.loading')} />
      </>
    );
  }

  if (seats.error) {
    return (
      <>
        {header}
        <LoadFailedAlert
          title={t('traineeLicenses.loadFailed')}
          error={seats.error}
          onRetry={() => void seats.refetch()}
        />
      </>
    );
  }

  if (seats.data.length === 0) {
    return (
      <>
        {header}
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="xs">
            <ThemeIcon size={44} radius="xl" variant="light" color="gray">
              <IconCertificateOff size={22} />
            </ThemeIcon>
            <Text fw={600}>{t('traineeLicenses.emptyTitle')}</Text>
            <Text c="dimmed" fz="sm" ta="center" maw={480}>
              {t('traineeLicenses.emptyMessage')}
            </Text>
          </Stack>
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} component="section" aria-label={t('traineeLicenses.label')}>
        {seats.data.map((seat) => (
          <SeatCard key={seat.id} seat={seat} />
        ))}
      </SimpleGrid>
    </>
  );
}
