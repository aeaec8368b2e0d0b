import { Table } from '@mantine/core';
import type { BenchmarkTarget } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../components/table-scroll-region';

/** A version's targets (or the published ones): per FLS task and level, the three scores. */
export function TargetsTable({ targets, label }: { targets: readonly BenchmarkTarget[]; label: string }) {
  const { t } = useTranslation();
  return (
    <TableScrollRegion minWidth={560} label={label}>
      <Table aria-label={label} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('benchmarks.columns.task')}</Table.Th>
            <Table.Th>{t('benchmarks.columns.level')}</Table.Th>
            <Table.Th ta="right">{t('benchmarks.columns.accuracy')}</Table.Th>
            <Table.Th ta="right">{t('benchmarks.columns.speed')}</Table.Th>
            <Table.Th ta="right">{t('benchmarks.columns.gameplay')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {targets.map((row) => (
            <Table.Tr key={`${row.task}:${row.level}`}>
              <Table.Td>{t(`benchmarks.tasks.${row.task}`)}</Table.Td>
              <Table.Td>{row.level}</Table.Td>
              <Table.Td ta="right">{row.accuracy}</Table.Td>
              <Table.Td ta="right">{row.speed}</Table.Td>
              <Table.Td ta="right">{row.gameplay}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
