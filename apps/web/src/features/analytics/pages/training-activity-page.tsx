import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  CHART_LAST_SESSIONS,
  CHART_PAST_DAYS,
  DATE_RANGE_MAX_DAYS,
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type TrainingActivity,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { isApiError } from '../../../lib/api-error';
import { type ActivityRange, useTrainingActivity } from '../api/get-training-activity';
import { ChartFigure } from '../components/chart-figure';
import { formatDuration } from '../components/format';
import { Loaded } from '../components/loaded';
import { MinutesChart } from '../components/minutes-chart';
import { NoTraining } from '../components/no-training';
import { RangePicker } from '../components/range-picker';
import { SessionsTable } from '../components/sessions-table';
import { StatCard } from '../components/stat-card';
import { SubjectHeader, useSubject } from '../components/subject-frame';

const isPreset = (value: string | null): value is DateRangePreset =>
  (DATE_RANGE_PRESETS as readonly string[]).includes(value ?? '');

/** The range in the URL (`?preset=custom&start_date=…&end_date=…`), so a reload or a shared link keeps it. */
function useRange(): [ActivityRange, (range: ActivityRange) => void] {
  const [search, setSearch] = useSearchParams();
  const preset = search.get('preset');
  const range: ActivityRange = isPreset(preset)
    ? {
        preset,
        ...(preset === 'custom' && {
          start_date: search.get('start_date') ?? undefined,
          end_date: search.get('end_date') ?? undefined,
        }),
      }
    : { preset: 'last_7_days' };
  const setRange = (next: ActivityRange) => {
    const params = new URLSearchParams({ preset: next.preset });
    if (next.preset === 'custom' && next.start_date && next.end_date) {
      params.set('start_date', next.start_date);
      params.set('end_date', next.end_date);
    }
    setSearch(params, { replace: true });
  };
  return [range, setRange];
}

const DEFAULT_RANGE: ActivityRange = { preset: 'last_7_days' };

/**
 * `trainee/training-activity` and a member's: minutes per day, the last sessions, and any range's figures.
 * The past days and the last sessions do not depend on the range: while a custom range lacks a day, or when
 * the API refuses it (its message at the dates), they come from the default range's answer, and the range
 * shows no figures of another range.
 */
export function TrainingActivityPage() {
  const { t } = useTranslation();
  const { subject, params } = useSubject();
  const [range, setRange] = useRange();
  const complete = range.preset !== 'custom' || Boolean(range.start_date && range.end_date);
  const ranged = useTrainingActivity(subject, range, complete);
  const refused = complete && isApiError(ranged.error) && ranged.error.status === 422 ? ranged.error.errors : undefined;
  const usable = complete && !refused;
  const fallback = useTrainingActivity(subject, DEFAULT_RANGE, !usable);
  const query = usable ? ranged : fallback;
  const own = subject.kind === 'self';
  const today = new Date().toISOString().slice(0, 10);
  const picker = <RangePicker value={range} onChange={setRange} errors={refused} today={today} />;

  return (
    <>
      <SubjectHeader
        subject={subject}
        params={params}
        title={t('analytics.activity.title')}
        description={t(own ? 'analytics.activity.description' : 'analytics.activity.memberDescription', {
          max: String(DATE_RANGE_MAX_DAYS),
        })}
        member={own ? null : query.data?.subject}
      />
      <Loaded query={query}>
        {(activity) =>
          activity.has_training ? (
            <Stack gap="lg">
              <ChartFigure title={t('analytics.activity.pastDays', { count: CHART_PAST_DAYS })}>
                <MinutesChart days={activity.past_days} />
              </ChartFigure>
              <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="last-sessions-title">
                <Title order={2} fz="lg" mb="md" id="last-sessions-title">
                  {t('analytics.activity.lastSessions', { count: CHART_LAST_SESSIONS })}
                </Title>
                <SessionsTable
                  sessions={activity.last_sessions}
                  label={t('analytics.activity.lastSessions', { count: CHART_LAST_SESSIONS })}
                />
              </Card>
              <RangeCard
                activity={usable ? activity : undefined}
                dimmed={query.isPlaceholderData}
                picker={picker}
                askDates={!complete}
              />
            </Stack>
          ) : (
            <NoTraining own={own} />
          )
        }
      </Loaded>
    </>
  );
}

/**
 * The chosen range: its picker, then its totals, minutes per day and skills (none while the custom range lacks
 * a day: it asks for them; none when refused: the picker says why).
 */
function RangeCard({
  activity,
  dimmed = false,
  picker,
  askDates,
}: {
  activity?: TrainingActivity;
  dimmed?: boolean;
  picker: ReactNode;
  askDates: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="range-title"
      style={{ opacity: dimmed ? 0.6 : 1 }}
    >
      <Title order={2} fz="lg" mb="md" id="range-title">
        {t('analytics.activity.rangeTitle')}
      </Title>
      {picker}
      {askDates && (
        <Text fz="sm" mt="md">
          {t('analytics.activity.askDates')}
        </Text>
      )}
      {activity && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="lg">
            <StatCard label={t('analytics.activity.totalTime')} value={formatDuration(activity.totals.minutes * 60)} />
            <StatCard label={t('analytics.activity.sessionCount')} value={activity.totals.sessions} />
            <StatCard
              label={t('analytics.activity.activeDays')}
              value={`${activity.totals.active_days} / ${activity.range.days}`}
            />
          </SimpleGrid>
          <Text fz="sm" fw={600} mt="lg" mb="xs">
            {t('analytics.activity.rangeMinutes')}
          </Text>
          <MinutesChart days={activity.daily} />
          <SkillActivityTable activity={activity} />
        </>
      )}
    </Card>
  );
}

function SkillActivityTable({ activity }: { activity: TrainingActivity }) {
  const { t } = useTranslation();
  const trained = activity.skills.filter((skill) => skill.attempts > 0);
  if (trained.length === 0) {
    return (
      <Text c="dimmed" fz="sm" mt="md">
        {t('analytics.activity.noSkills')}
      </Text>
    );
  }
  return (
    <TableScrollRegion minWidth={420} label={t('analytics.activity.perSkill')} mt="md">
      <Table aria-label={t('analytics.activity.perSkill')} striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.activity.skill')}</Table.Th>
            <Table.Th ta="right">{t('analytics.activity.time')}</Table.Th>
            <Table.Th ta="right">{t('analytics.activity.attempts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trained.map((skill) => (
            <Table.Tr key={skill.skill}>
              <Table.Td>{t(`analytics.skills.${skill.skill}`)}</Table.Td>
              <Table.Td ta="right">{formatDuration(skill.minutes * 60)}</Table.Td>
              <Table.Td ta="right">{skill.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
