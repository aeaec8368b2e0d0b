import { Badge } from '@mantine/core';
import { type FlsReadiness, type FlsTask, FORECAST_CAP_HOURS, type TaskState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './format';

/**
 * A forecast's hours in the one time format, as precise as a forecast is: whole hours from one hour on, ten
 * minutes below (23.7 → `24 h`, 0.7 → `40 min`). Only finite figures reach the screen: the API never answers
 * another, and if it did the sentence leaves the hours out rather than read "NaN h".
 */
export const estimate = (hours: number) =>
  formatDuration(hours >= 1 ? Math.round(hours) * 3600 : Math.round(hours * 6) * 600);

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The median and the 80 % interval in words ("6 h", "4 h", "9 h"), or null when a figure is missing or not finite.
 * An interval that does not hold the median (rounding) is widened to hold it.
 */
export function forecastHours(hours: number | null, low: number | null, high: number | null) {
  if (!finite(hours) || !finite(low) || !finite(high)) return null;
  return { hours: estimate(hours), low: estimate(Math.min(low, hours)), high: estimate(Math.max(high, hours)) };
}

/** The colour of a task's state: its badge and its progress bar. */
export const STATE_COLORS: Record<TaskState, string> = {
  not_started: 'gray',
  on_course: 'blue',
  not_on_course: 'orange',
  proficient: 'teal',
  refresh_due: 'yellow',
  refresh_needed: 'red',
};

/** The state of an FLS task as a badge (the light variant keeps AA contrast in the dark theme). */
export function TaskStateBadge({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {t(`analytics.fls.states.${state}`)}
    </Badge>
  );
}

/** The task's name ("Intracorporeal suturing"). */
export function useTaskName(): (task: FlsTask) => string {
  const { t } = useTranslation();
  return (task) => t(`analytics.fls.tasks.${task}`);
}

/**
 * What the forecast says in words: ready; "most likely 6 h more, between 4 h and 9 h" (and, from the cohort, that
 * it is based on trainees like them); or not on course, naming the task and the score that block, without hours.
 */
export function useForecastText(readiness: FlsReadiness, own: boolean): string {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const { forecast } = readiness;
  if (readiness.ready || forecast.method === 'reached') return t('analytics.fls.forecast.ready');
  if (forecast.method === 'not_on_course') {
    const reasons = forecast.blocking.map((block) =>
      block.score
        ? t('analytics.fls.forecast.blockScore', {
            task: taskName(block.task),
            score: t(`analytics.fls.scoreInline.${block.score}`),
          })
        : t('analytics.fls.forecast.blockCap', {
            task: taskName(block.task),
            cap: formatDuration(FORECAST_CAP_HOURS * 3600),
          }),
    );
    return reasons.length
      ? t('analytics.fls.forecast.notOnCourse', { reasons: reasons.join('; ') })
      : t('analytics.fls.forecast.notOnCourseBare');
  }
  const figures = forecastHours(forecast.hours_left, forecast.low, forecast.high);
  if (!figures) return t('analytics.fls.forecast.none');
  if (forecast.method === 'cohort') {
    return t(own ? 'analytics.fls.forecast.cohortOwn' : 'analytics.fls.forecast.cohortMember', figures);
  }
  return t('analytics.fls.forecast.simulated', figures);
}
