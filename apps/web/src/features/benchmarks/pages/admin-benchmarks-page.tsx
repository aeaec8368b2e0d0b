import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { useAdminBenchmarks, useSetBenchmarkDefault } from '../api/benchmarks';
import { TargetsTable } from '../components/targets-table';

const PUBLISHED = 'published';

/** `admin/benchmarks`: the portal's default targets, published or an organization's benchmark version. */
export function AdminBenchmarksPage() {
  const { t } = useTranslation();
  const query = useAdminBenchmarks();
  const save = useSetBenchmarkDefault();
  const [choice, setChoice] = useState<string | null>(null);
  const data = query.data;
  useEffect(() => {
    if (data && choice === null) setChoice(data.default?.id ?? PUBLISHED);
  }, [data, choice]);

  const options = [
    { value: PUBLISHED, label: t('benchmarks.admin.published') },
    ...(data?.versions ?? []).map((version) => ({
      value: version.id,
      label: t('benchmarks.admin.option', {
        organization: version.organization_name ?? '—',
        version: version.version,
        name: version.name ? ` · ${version.name}` : '',
      }),
    })),
  ];
  const chosen = data?.versions.find((version) => version.id === choice) ?? null;
  const onSave = () =>
    save.mutate(
      { benchmark_id: choice === PUBLISHED ? null : choice },
      { onSuccess: () => notifySuccess(t('benchmarks.admin.saved')) },
    );

  return (
    <>
      <PageHeader title={t('benchmarks.admin.title')} description={t('benchmarks.admin.description')} />
      {query.isError ? (
        <Alert color="red" variant="light" title={t('benchmarks.loadFailed')}>
          <Button variant="subtle" size="xs" onClick={() => query.refetch()}>
            {t('benchmarks.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Skeleton height={200} radius="lg" aria-busy="true" />
      ) : (
        <SectionCard title={t('benchmarks.admin.label')} maw={820}>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('benchmarks.admin.current', {
                what: data.default
                  ? `${data.default.organization_name ?? '—'} · ${data.default.version}`
                  : t('benchmarks.admin.published'),
              })}
            </Text>
            <FormAlert error={save.error} fields={[]} />
            <Group align="flex-end">
              <Select
                label={t('benchmarks.admin.label')}
                data={options}
                value={choice}
                onChange={setChoice}
                allowDeselect={false}
                w={{ base: '100%', sm: 420 }}
              />
              <Button onClick={onSave} loading={save.isPending}>
                {t('benchmarks.admin.save')}
              </Button>
            </Group>
            {chosen && <TargetsTable targets={chosen.targets} label={t('benchmarks.targetsLabel')} />}
          </Stack>
        </SectionCard>
      )}
    </>
  );
}
