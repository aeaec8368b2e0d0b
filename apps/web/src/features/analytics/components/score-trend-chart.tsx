import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatDayShort, formatScore } from './format';

export interface TrendSeries {
  name: string;
  label: string;
  color: string;
}

/**
 * Scores (0–100) over the last sessions of a skill, one point per session (or per day of the past days), with
 * the FLS target as a dashed line where the skill has one. Straight lines between the points that exist: a
 * smoothed curve would invent values between them (and overshoot 100), and a day without training is a gap,
 * not a line. The axis is the scale, 0–100 (scores never leave it: the contract and the database check them; an
 * overflow clip would cut the dots at 100 in half).
 */
export function ScoreTrendChart({
  points,
  series,
  target,
}: {
  points: ReadonlyArray<Record<string, number | string | null>>;
  series: readonly TrendSeries[];
  target?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <LineChart
      h={260}
      data={[...points]}
      dataKey="label"
      series={[...series]}
      curveType="linear"
      connectNulls={false}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
      valueFormatter={(value) => formatScore(value)}
      referenceLines={
        target === null || target === undefined
          ? []
          : [{ y: target, label: t('analytics.skill.target'), color: 'yellow.5', strokeDasharray: '4 4' }]
      }
    />
  );
}

/** The x-axis label of a session's point: its day. */
export const sessionLabel = (startedAt: string) => formatDayShort(startedAt.slice(0, 10));
