import { Table, Text } from '@mantine/core';
import type { SessionSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDateTime, formatDuration, formatScore } from './format';

/** The last sessions, newest first: when, the time trained, which skills, the mean scores. */
export function SessionsTable({ sessions, label }: { sessions: readonly SessionSummary[]; label: string }) {
  const { t } = useTranslation();
  if (sessions.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('analytics.activity.noSessions')}
      </Text>
    );
  }
  const newestFirst = [...sessions].reverse();
  return (
    <TableScrollRegion minWidth={560} label={label}>
      <Table aria-label={label} striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.activity.started')}</Table.Th>
            <Table.Th>{t('analytics.activity.durationCol')}</Table.Th>
            <Table.Th>{t('analytics.activity.skillsCol')}</Table.Th>
            <Table.Th>{t('analytics.activity.scoresCol')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.started_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(session.training_seconds)}</Table.Td>
              <Table.Td>{session.skills.map((skill) => t(`analytics.skills.${skill.skill}`)).join(', ')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {[session.scores.accuracy, session.scores.speed, session.scores.gameplay].map(formatScore).join(' / ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
