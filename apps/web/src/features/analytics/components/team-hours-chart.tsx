import { BarChart } from '@mantine/charts';
import { Skeleton, Text } from '@mantine/core';
import { TEAM_WEEKS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useTeamHours } from '../api/get-team-hours';
import type { Team } from '../subject';
import { ChartFigure } from './chart-figure';
import { formatDayShort, formatDuration } from './format';

/** The team's training hours per week over the last weeks, each bar labelled with its Monday. */
export function TeamHoursChart({ team }: { team: Team }) {
  const { t } = useTranslation();
  const query = useTeamHours(team);
  const title = t('analytics.team.hoursPerWeek');
  return (
    <ChartFigure title={title} summary={t('analytics.team.weeksSummary', { count: TEAM_WEEKS })}>
      {query.data ? (
        <BarChart
          h={220}
          data={query.data.weeks.map((week) => ({ week: formatDayShort(week.week_start), hours: week.hours }))}
          dataKey="week"
          series={[{ name: 'hours', label: t('analytics.team.hoursAxis'), color: 'blue.5' }]}
          gridAxis="y"
          valueFormatter={(value) => formatDuration(value * 3600)}
        />
      ) : query.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : (
        <Text c="dimmed" fz="sm">
          {t('analytics.loadFailed')}
        </Text>
      )}
    </ChartFigure>
  );
}
