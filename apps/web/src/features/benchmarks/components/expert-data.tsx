import { Stack, Table, Text } from '@mantine/core';
import { type BenchmarkExperts, FLS_TASKS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { TableScrollRegion } from '../../../components/table-scroll-region';

type Triple = { accuracy: number; speed: number; gameplay: number };

/** The expert data a version was built from: per expert and task the attempts used and means; per task the statistics. */
export function ExpertData({ experts }: { experts: BenchmarkExperts }) {
  const { t } = useTranslation();
  const triple = (scores: Triple) => t('benchmarks.experts.meanOf', scores);
  return (
    <SectionCard title={t('benchmarks.experts.usedTitle')}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('benchmarks.experts.usedIntro', { n: experts.attempts })}{' '}
          {`(${t('benchmarks.columns.accuracy')} / ${t('benchmarks.columns.speed')} / ${t('benchmarks.columns.gameplay')})`}
        </Text>
        <TableScrollRegion minWidth={820} label={t('benchmarks.experts.perExpertLabel')}>
          <Table aria-label={t('benchmarks.experts.perExpertLabel')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('benchmarks.columns.expert')}</Table.Th>
                {FLS_TASKS.map((task) => (
                  <Table.Th key={task}>{t(`benchmarks.tasks.${task}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {experts.experts.map((expert, index) => (
                <Table.Tr key={expert.user_id ?? index}>
                  <Table.Td>{expert.name ?? t('benchmarks.experts.formerMember')}</Table.Td>
                  {expert.tasks.map((task) => (
                    <Table.Td key={task.task}>
                      <Text fz="sm">{triple(task.mean)}</Text>
                      <Text fz="xs" c="dimmed">
                        {t('benchmarks.experts.attemptsUsed', { count: task.attempts })}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
        <TableScrollRegion minWidth={640} label={t('benchmarks.experts.perTaskLabel')}>
          <Table aria-label={t('benchmarks.experts.perTaskLabel')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('benchmarks.columns.task')}</Table.Th>
                <Table.Th ta="right">{t('benchmarks.columns.attempts')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.mean')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.sd')}</Table.Th>
                <Table.Th>{t('benchmarks.columns.target')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {experts.tasks.map((task) => (
                <Table.Tr key={task.task}>
                  <Table.Td>{t(`benchmarks.tasks.${task.task}`)}</Table.Td>
                  <Table.Td ta="right">{task.attempts}</Table.Td>
                  <Table.Td>{triple(task.mean)}</Table.Td>
                  <Table.Td>{triple(task.sd)}</Table.Td>
                  <Table.Td fw={600}>{triple(task.target)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      </Stack>
    </SectionCard>
  );
}
