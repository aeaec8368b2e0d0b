import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type BenchmarkAudience, useActivateBenchmark, useBenchmark } from '../api/benchmarks';
import { screensOf } from '../components/audience';
import { ExpertData } from '../components/expert-data';
import { ExpertsForm } from '../components/experts-form';
import { BenchmarkStatusBadge } from '../components/status-badge';
import { TargetsTable } from '../components/targets-table';

/** One version: its targets, the expert data it was built from, building a draft from experts, activating it. */
function BenchmarkPage({ audience }: { audience: BenchmarkAudience }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBenchmark(audience, id);
  const activate = useActivateBenchmark(audience, id);
  const version = query.data;
  const back = <BackLink to={screensOf(audience).list}>{t('benchmarks.back')}</BackLink>;

  if (query.isError) {
    return (
      <>
        <PageHeader title={t('benchmarks.title')} back={back} />
        <Alert color="red" variant="light" title={t('benchmarks.loadFailed')}>
          <Button variant="subtle" size="xs" onClick={() => query.refetch()}>
            {t('benchmarks.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  if (!version) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={60} radius="md" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  }
  const title = t('benchmarks.versionTitle', { version: version.version });
  const onActivate = () =>
    activate.mutate(undefined, {
      onSuccess: (active) => notifySuccess(t('benchmarks.activated', { version: active.version })),
    });
  return (
    <>
      <PageHeader
        title={version.name ? `${title} · ${version.name}` : title}
        back={back}
        actions={<BenchmarkStatusBadge status={version.status} />}
      />
      <Stack gap="lg">
        <SectionCard title={t('benchmarks.targetsLabel')}>
          <Stack gap="sm">
            {version.targets.length === 0 ? (
              <Text c="dimmed">{t('benchmarks.noTargets')}</Text>
            ) : (
              <TargetsTable targets={version.targets} label={t('benchmarks.targetsLabel')} />
            )}
            {version.status === 'active' && (
              <Text fz="sm" c="teal.3">
                {t('benchmarks.activeHint', { date: formatDate(version.activated_at) })}
              </Text>
            )}
            {version.status === 'retired' && (
              <Text fz="sm" c="dimmed">
                {t('benchmarks.retiredHint')}
              </Text>
            )}
            {version.status !== 'active' && version.targets.length > 0 && (
              <Stack gap="xs">
                <Text fz="sm">{t('benchmarks.activateHint')}</Text>
                <FormAlert error={activate.error} fields={[]} />
                <Group>
                  <Button onClick={onActivate} loading={activate.isPending}>
                    {t('benchmarks.activate')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        </SectionCard>
        {version.status === 'draft' && <ExpertsForm audience={audience} id={version.id} />}
        {version.experts && <ExpertData experts={version.experts} />}
      </Stack>
    </>
  );
}

export const ManagerBenchmarkPage = () => <BenchmarkPage audience="manager" />;
export const TrainerBenchmarkPage = () => <BenchmarkPage audience="trainer" />;
