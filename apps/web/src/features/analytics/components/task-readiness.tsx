import { LineChart } from '@mantine/charts';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SCORE_KINDS, type SkillPerformance, type SkillReadinessFigure, type TaskAttempt } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './chart-figure';
import { formatDuration, formatNumber, formatScore } from './format';
import { forecastHours, TaskStateBadge, useTaskName } from './readiness-text';

/** One task's curve as the skill page answers it. */
type TaskCurveData = SkillPerformance['curves'][number];

const COLORS = { accuracy: 'teal.5', speed: 'blue.5', gameplay: 'grape.5' } as const;
const PASS_COLOR = 'green.7';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** A task's readiness figures: its counter and state, what counts (exercises, lowest level, targets), its forecast. */
function TaskFigures({ figure }: { figure: SkillReadinessFigure }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const hours = forecastHours(figure.hours_left, figure.low, figure.high);
  const titleId = `task-${figure.task}-title`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id={titleId}>
          {t('analytics.skill.flsTitle', { task: taskName(figure.task) })}
        </Title>
        <TaskStateBadge state={figure.state} />
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
        <Figure label={t('analytics.skill.figures.passes')}>
          {t('analytics.fls.passes', { passes: String(figure.passes), required: String(figure.required) })}
        </Figure>
        <Figure label={t('analytics.skill.figures.weakest')}>
          {figure.weakest
            ? t('analytics.fls.weakest', {
                score: t(`analytics.scores.${figure.weakest.score}`),
                value: formatScore(figure.weakest.value),
                target: formatScore(figure.weakest.target),
              })
            : t('analytics.noValue')}
        </Figure>
        <Figure label={t('analytics.skill.figures.targets')}>
          {SCORE_KINDS.map((kind) => formatScore(figure.targets[kind])).join(' / ')}
        </Figure>
        <Figure label={t('analytics.skill.figures.attempts')}>{figure.attempts}</Figure>
        <Figure label={t('analytics.skill.figures.minLevel')}>{figure.min_level}</Figure>
        <Figure label={t('analytics.skill.figures.exercises')}>{figure.exercises.join(', ')}</Figure>
        <Figure label={t('analytics.skill.figures.passChance')}>
          {figure.pass_chance === null
            ? t('analytics.noValue')
            : t('analytics.percent', { value: formatNumber(figure.pass_chance * 100, 0) })}
        </Figure>
        <Figure label={t('analytics.skill.figures.hoursLeft')}>
          {hours ? t('analytics.fls.range', hours) : t('analytics.noValue')}
        </Figure>
        <Figure label={t('analytics.skill.figures.perAttempt')}>
          {figure.minutes_per_attempt > 0 ? formatDuration(figure.minutes_per_attempt * 60) : t('analytics.noValue')}
        </Figure>
      </SimpleGrid>
    </Card>
  );
}

/**
 * The learning curve: the three scores over the task's counted attempts, each score's target as a dashed line in its
 * colour, and each pass (all three targets met) marked with a vertical line. Straight segments, the 0–100 scale.
 */
function TaskCurve({ figure, attempts }: { figure: SkillReadinessFigure; attempts: readonly TaskAttempt[] }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const title = t('analytics.skill.curveTitle', { task: taskName(figure.task) });
  if (attempts.length === 0) {
    return (
      <ChartFigure title={title}>
        <Text c="dimmed" fz="sm">
          {t('analytics.skill.curveNone', { level: String(figure.min_level) })}
        </Text>
      </ChartFigure>
    );
  }
  const passes = attempts.filter((attempt) => attempt.pass);
  return (
    <ChartFigure
      title={title}
      summary={t('analytics.skill.curveSummary', { count: attempts.length, passes: String(passes.length) })}
    >
      <LineChart
        h={280}
        data={attempts.map((attempt) => ({
          label: String(attempt.n),
          accuracy: attempt.accuracy,
          speed: attempt.speed,
          gameplay: attempt.gameplay,
        }))}
        dataKey="label"
        series={SCORE_KINDS.map((kind) => ({ name: kind, label: t(`analytics.scores.${kind}`), color: COLORS[kind] }))}
        curveType="linear"
        withDots={attempts.length <= 30}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        xAxisLabel={t('analytics.skill.attemptAxis')}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
        valueFormatter={(value) => formatScore(value)}
        referenceLines={[
          ...passes.map((attempt) => ({
            x: String(attempt.n),
            color: PASS_COLOR,
            strokeOpacity: 0.6,
            ifOverflow: 'extendDomain' as const,
          })),
          ...SCORE_KINDS.map((kind) => ({
            y: figure.targets[kind],
            color: COLORS[kind],
            strokeDasharray: '5 4',
          })),
        ]}
      />
    </ChartFigure>
  );
}

/**
 * The CUSUM below the curve: the LC-CUSUM that signs the task off (before sign-off) or the CUSUM that watches for a
 * relapse (after), with its limit line; whether it is signed off or relapsed, said in words and as a badge.
 */
function TaskCusum({ figure, curve }: { figure: SkillReadinessFigure; curve: TaskCurveData }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const { attempts } = curve;
  if (attempts.length === 0) return null;
  const { cusum } = figure;
  const limit = formatNumber(cusum.limit);
  const summary = cusum.relapse
    ? t('analytics.skill.cusumRelapsed', { limit })
    : cusum.signed_off
      ? t('analytics.skill.cusumWatch', { limit })
      : t('analytics.skill.cusumLc', { limit });
  // Before sign-off the curve is the LC-CUSUM, after it the relapse CUSUM: each limit is drawn over the attempts it
  // applies to, and the attempt that signed the task off is marked.
  const first = attempts[0]?.n ?? 0;
  const signedOffBefore = cusum.signed_off && (curve.signed_off_n === null || curve.signed_off_n < first);
  const limits = [
    ...(signedOffBefore
      ? []
      : [{ value: curve.sign_off_limit, label: t('analytics.skill.signOffLimit'), color: 'yellow.5' }]),
    ...(cusum.signed_off
      ? [{ value: curve.relapse_limit, label: t('analytics.skill.relapseLimit'), color: 'red.5' }]
      : []),
  ];
  const top = Math.ceil(Math.max(...limits.map((l) => l.value), ...attempts.map((attempt) => attempt.cusum)) * 1.15);
  return (
    <ChartFigure
      title={t('analytics.skill.cusumTitle', { task: taskName(figure.task) })}
      summary={summary}
      actions={
        <Group gap="xs" mb="sm">
          <Badge
            variant="light"
            color={cusum.relapse ? 'red' : cusum.signed_off ? 'teal' : 'gray'}
            data-testid={`cusum-${figure.task}`}
          >
            {cusum.relapse
              ? t('analytics.skill.relapse')
              : cusum.signed_off
                ? t('analytics.skill.signedOff')
                : t('analytics.skill.notSignedOff')}
          </Badge>
        </Group>
      }
    >
      <LineChart
        h={180}
        data={attempts.map((attempt) => ({ label: String(attempt.n), cusum: attempt.cusum }))}
        dataKey="label"
        series={[{ name: 'cusum', label: t('analytics.skill.cusumAxis'), color: cusum.relapse ? 'red.5' : 'cyan.5' }]}
        curveType="linear"
        withDots={false}
        xAxisLabel={t('analytics.skill.attemptAxis')}
        yAxisProps={{ domain: [0, Math.max(1, top)], allowDecimals: false }}
        valueFormatter={(value) => formatNumber(value, 2)}
        referenceLines={[
          ...limits.map((l) => ({
            y: l.value,
            color: l.color,
            strokeDasharray: '4 4',
            label: `${l.label} ${formatNumber(l.value)}`,
            labelPosition: 'insideTopLeft' as const,
          })),
          ...(curve.signed_off_n !== null && curve.signed_off_n >= first
            ? [
                {
                  x: String(curve.signed_off_n),
                  color: 'teal.5',
                  label: t('analytics.skill.signedOff'),
                  labelPosition: 'insideTopRight' as const,
                },
              ]
            : []),
        ]}
      />
    </ChartFigure>
  );
}

/**
 * One FLS task on its skill's page (suturing has two): the readiness figures, the learning curve, the CUSUM below it.
 */
export function TaskReadiness({ figure, curve }: { figure: SkillReadinessFigure; curve: TaskCurveData | undefined }) {
  const data = curve ?? { task: figure.task, attempts: [], signed_off_n: null, sign_off_limit: 0, relapse_limit: 0 };
  return (
    <Stack gap="lg">
      <TaskFigures figure={figure} />
      <TaskCurve figure={figure} attempts={data.attempts} />
      <TaskCusum figure={figure} curve={data} />
    </Stack>
  );
}
