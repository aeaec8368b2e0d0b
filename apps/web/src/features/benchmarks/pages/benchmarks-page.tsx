import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Benchmark, BenchmarkOverview } from '@portal/contracts';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDate } from '../../../lib/format';
import {
  type BenchmarkAudience,
  useBenchmarkOverview,
  useCreateBenchmark,
  useDeactivateBenchmark,
} from '../api/benchmarks';
import { screensOf } from '../components/audience';
import { ByHandModal } from '../components/by-hand-modal';
import { BenchmarkStatusBadge } from '../components/status-badge';
import { TargetsTable } from '../components/targets-table';

/** `manager/benchmarks` and `trainee/benchmarks` (a trainer's): what judges readiness now, and the versions. */
function BenchmarksPage({ audience }: { audience: BenchmarkAudience }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overview = useBenchmarkOverview(audience);
  const createDraft = useCreateBenchmark(audience);
  const [byHand, setByHand] = useState(false);
  const data = overview.data;

  const newFromExperts = () =>
    createDraft.mutate({}, { onSuccess: (created) => navigate(screensOf(audience).one(created.id)) });

  return (
    <>
      <PageHeader
        title={t('benchmarks.title')}
        description={t('benchmarks.description')}
        actions={
          <Group gap="xs">
            <Button
              leftSection={<IconUsersGroup size={16} />}
              onClick={newFromExperts}
              loading={createDraft.isPending}
              disabled={!data}
            >
              {t('benchmarks.newFromExperts')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setByHand(true)}
              disabled={!data}
            >
              {t('benchmarks.newByHand')}
            </Button>
          </Group>
        }
      />
      {overview.isError ? (
        <Alert color="red" variant="light" title={t('benchmarks.loadFailed')}>
          <Button variant="subtle" size="xs" onClick={() => overview.refetch()}>
            {t('benchmarks.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : (
        <Stack gap="lg">
          <InUse audience={audience} data={data} />
          <Versions audience={audience} data={data} />
        </Stack>
      )}
      {byHand && data && (
        <ByHandModal audience={audience} published={data.published} onClose={() => setByHand(false)} />
      )}
    </>
  );
}

function InUse({ audience, data }: { audience: BenchmarkAudience; data: BenchmarkOverview }) {
  const { t } = useTranslation();
  const current = data.current;
  const deactivate = useDeactivateBenchmark(audience);
  const [deactivating, setDeactivating] = useState<Benchmark | null>(null);
  const own = current && data.applies === 'organization' ? current : null;
  return (
    <SectionCard title={t('benchmarks.inUse')}>
      <Stack gap="sm">
        <Text>
          {t(`benchmarks.applies.${data.applies}`, {
            version: current?.version ?? '',
            organization: current?.organization_name ?? '',
          })}{' '}
          {current && data.applies === 'organization' && (
            <Anchor component={Link} to={screensOf(audience).one(current.id)} underline="always">
              {t('benchmarks.open', { version: current.version })}
            </Anchor>
          )}
        </Text>
        <TargetsTable targets={current?.targets ?? data.published} label={t('benchmarks.targetsLabel')} />
        {own && (
          <Group>
            <Button variant="light" color="red" onClick={() => setDeactivating(own)}>
              {t('benchmarks.deactivate.button', { version: own.version })}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDeleteModal
        target={deactivating}
        mutation={deactivate}
        variables={(version) => version.id}
        title={(version) => t('benchmarks.deactivate.title', { version: version.version })}
        body={() =>
          t('benchmarks.deactivate.body', {
            fallback:
              data.fallback === 'portal_default'
                ? t('benchmarks.deactivate.fallbackDefault')
                : t('benchmarks.deactivate.fallbackPublished'),
          })
        }
        confirmLabel={t('benchmarks.deactivate.confirm')}
        doneMessage={(version) => t('benchmarks.deactivate.done', { version: version.version })}
        onClose={() => setDeactivating(null)}
      />
    </SectionCard>
  );
}

function Versions({ audience, data }: { audience: BenchmarkAudience; data: BenchmarkOverview }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('benchmarks.versions')}>
      {data.versions.length === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('benchmarks.emptyTitle')}</Text>
          <Text c="dimmed">{t('benchmarks.emptyMessage')}</Text>
        </Stack>
      ) : (
        <TableScrollRegion minWidth={640} label={t('benchmarks.versionsLabel')}>
          <Table aria-label={t('benchmarks.versionsLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('benchmarks.columns.version')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.name')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.status')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.source')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.versions.map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={screensOf(audience).one(version.id)}
                      aria-label={t('benchmarks.open', { version: version.version })}
                    >
                      {version.version}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{version.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <BenchmarkStatusBadge status={version.status} />
                  </Table.Td>
                  <Table.Td>{t(`benchmarks.source.${version.source ?? 'none'}`)}</Table.Td>
                  <Table.Td>
                    {formatDate(version.created_at)}
                    {version.created_by ? ` · ${version.created_by}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
    </SectionCard>
  );
}

export const ManagerBenchmarksPage = () => <BenchmarksPage audience="manager" />;
export const TrainerBenchmarksPage = () => <BenchmarksPage audience="trainer" />;
