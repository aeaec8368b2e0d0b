import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatDayShort, formatDuration } from './format';

export interface MinutesPoint {
  /** `YYYY-MM-DD` */
  date: string;
  minutes: number;
}

/** Minutes trained per day as bars, one per calendar day (days without training are zero, not missing). */
export function MinutesChart({ days, height = 220 }: { days: readonly MinutesPoint[]; height?: number }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({ day: formatDayShort(day.date), minutes: day.minutes }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: 'minutes', label: t('analytics.activity.minutesAxis'), color: 'teal.5' }]}
      tickLine="y"
      gridAxis="y"
      valueFormatter={(value) => formatDuration(value * 60)}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
