import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Seat } from '@portal/contracts';
import { IconAlertCircle, IconCertificateOff, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { daysLeftText } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { PageHeader } from '../../../components/page-header';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
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
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy="true" aria-label={t('app.loading')}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={150} radius="lg" />
          ))}
        </SimpleGrid>
      </>
    );
  }

  if (seats.error) {
    const message = isApiError(seats.error) ? seats.error.message : tMessage('error.something_went_wrong');
    return (
      <>
        {header}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('traineeLicenses.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{message}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void seats.refetch()}
            >
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
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
