import { Button, Checkbox, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { BENCHMARK_ATTEMPTS_MIN, benchmarkFromExpertsBody, FLS_TASKS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { SectionCard } from '../../../components/section-card';
import { useContractForm } from '../../../lib/use-contract-form';
import { type BenchmarkAudience, useBenchmarkCandidates, useBuildFromExperts } from '../api/benchmarks';

/** A draft's "Build from experts": the members with their counted attempts per task, and N. */
export function ExpertsForm({ audience, id }: { audience: BenchmarkAudience; id: string }) {
  const { t } = useTranslation();
  const candidates = useBenchmarkCandidates(audience, true);
  const build = useBuildFromExperts(audience, id);
  const cf = useContractForm(benchmarkFromExpertsBody, {
    initialValues: { user_ids: [] as string[], attempts: 10 as number | string },
    mutation: build,
    confirmLeave: false,
    successMessage: (built) => t('benchmarks.experts.built', { count: built.experts?.experts.length ?? 0 }),
  });
  const chosen = new Set(cf.form.values.user_ids);
  const toggle = (userId: string, on: boolean) =>
    cf.form.setFieldValue(
      'user_ids',
      on ? [...cf.form.values.user_ids, userId] : cf.form.values.user_ids.filter((x) => x !== userId),
    );
  const members = (candidates.data ?? []).filter((member) => member.attempts.some((a) => a.attempts > 0));
  const idsError = cf.form.errors.user_ids;

  return (
    <SectionCard title={t('benchmarks.experts.title')}>
      <form onSubmit={cf.onSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t('benchmarks.experts.intro')}</Text>
          <FormAlert error={cf.error} fields={['user_ids', 'attempts']} />
          {candidates.isSuccess && members.length === 0 ? (
            <Text c="dimmed">{t('benchmarks.experts.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640} type="native">
              <Table aria-label={t('benchmarks.experts.choose')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('benchmarks.columns.select')}</Table.Th>
                    <Table.Th>{t('benchmarks.columns.expert')}</Table.Th>
                    {FLS_TASKS.map((task) => (
                      <Table.Th key={task} ta="right">
                        {t(`benchmarks.tasks.${task}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.map((member) => {
                    const least = Math.min(...member.attempts.map((a) => a.attempts));
                    return (
                      <Table.Tr key={member.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={t('benchmarks.experts.chooseExpert', { name: member.name })}
                            checked={chosen.has(member.id)}
                            onChange={(event) => toggle(member.id, event.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm" fw={500}>
                            {member.name}
                          </Text>
                          <Text fz="xs" c={least >= BENCHMARK_ATTEMPTS_MIN ? 'dimmed' : 'orange.4'}>
                            {t('benchmarks.experts.perTask', { count: least })}
                          </Text>
                        </Table.Td>
                        {member.attempts.map((a) => (
                          <Table.Td key={a.task} ta="right">
                            {a.attempts}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {idsError && (
            <Text c="red.4" fz="sm" role="alert">
              {idsError}
            </Text>
          )}
          <Group align="flex-end">
            <NumberInput
              label={t('benchmarks.experts.attempts')}
              min={BENCHMARK_ATTEMPTS_MIN}
              max={100}
              allowDecimal={false}
              w={220}
              {...cf.form.getInputProps('attempts')}
            />
            <Button {...cf.submitProps}>{t('benchmarks.experts.build')}</Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
