import { Alert, Anchor, Card, Group, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { type FlsReadiness, REFRESH_DUE_DAYS, type SkillReadinessFigure } from '@portal/contracts';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { type Subject, subjectPath } from '../subject';
import { formatScore } from './format';
import { ModelExplanation } from './model-modal';
import { STATE_COLORS, TaskStateBadge, useForecastText, useTaskName } from './readiness-text';

/** Names as the language lists them: "A, B, and C" / "A, B und C". */
const listOf = (names: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);

const percentOf = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 100);

/** A task's counter and its weakest score against its target: "7 of 12 passes at target · Speed 68 of 75". */
export function useTaskCounter(): (figure: SkillReadinessFigure) => string {
  const { t } = useTranslation();
  return (figure) => {
    const passes = t('analytics.fls.passes', { passes: String(figure.passes), required: String(figure.required) });
    if (figure.attempts === 0 || !figure.weakest) return `${passes} · ${t('analytics.fls.noAttempt')}`;
    const weakest = t('analytics.fls.weakest', {
      score: t(`analytics.scores.${figure.weakest.score}`),
      value: formatScore(figure.weakest.value),
      target: formatScore(figure.weakest.target),
    });
    return `${passes} · ${weakest}`;
  };
}

/** One FLS task: its name (opening its skill page), state, counter, weakest score and the share of its rule met. */
function TaskRow({ figure, subject }: { figure: SkillReadinessFigure; subject: Subject }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const counter = useTaskCounter();
  const name = taskName(figure.task);
  const percent = percentOf(figure.progress);
  const done = figure.state === 'proficient';
  return (
    <li data-testid={`fls-task-${figure.task}`}>
      <Group justify="space-between" gap="xs" mb={2} wrap="nowrap" align="flex-start">
        <Anchor
          component={Link}
          to={subjectPath(subject, { page: 'skill', skill: figure.skill })}
          fz="sm"
          fw={600}
          aria-label={t('analytics.fls.openTask', { task: name })}
        >
          {name}
        </Anchor>
        <TaskStateBadge state={figure.state} />
      </Group>
      <Text fz="sm" c="dimmed">
        {counter(figure)}
      </Text>
      {figure.blocked_by && (
        <Text fz="sm" c="dimmed">
          {t('analytics.fls.blockedBy', { score: t(`analytics.scores.${figure.blocked_by}`) })}
        </Text>
      )}
      {done && figure.refresh_due_on && (
        <Text fz="sm" c="dimmed">
          {t('analytics.fls.keepBy', { date: formatDay(figure.refresh_due_on) })}
        </Text>
      )}
      <Progress
        mt={4}
        value={percent}
        size="sm"
        color={STATE_COLORS[figure.state]}
        aria-label={t('analytics.fls.taskProgress', { task: name })}
      />
    </li>
  );
}

/**
 * FLS readiness: the share of the rule met, the forecast in words, what is due a refresh, each of the five tasks
 * with its counter, weakest score and state, and the model's explanation. The trainee's own overview and the
 * member's read-only twins share it (`subject`).
 */
export function FlsCard({ readiness, subject }: { readiness: FlsReadiness; subject: Subject }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const own = subject.kind === 'self';
  const percent = percentOf(readiness.progress);
  const forecast = useForecastText(readiness, own);
  const progressText = t('analytics.percent', { value: String(percent) });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="fls-title">
      <Title order={2} fz="lg" mb="md" id="fls-title">
        {t('analytics.fls.title')}
      </Title>
      <Stack gap="md">
        <Group align="center" gap="lg" wrap="wrap">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: percent, color: readiness.ready ? 'teal' : 'blue' }]}
            role="img"
            aria-label={`${t('analytics.fls.progressLabel')}: ${progressText}`}
            label={
              <Text ta="center" fw={700} fz={20} style={{ whiteSpace: 'nowrap' }} aria-hidden>
                {progressText}
              </Text>
            }
          />
          <Stack gap={6} style={{ flex: '1 1 240px' }}>
            <Text fw={600} data-testid="fls-forecast">
              {forecast}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('analytics.fls.progressHint')}
            </Text>
            {readiness.stale && (
              <Text fz="sm" c="dimmed" role="status">
                {t('analytics.fls.stale')}
              </Text>
            )}
          </Stack>
        </Group>
        {(['relapse', 'decay'] as const).map((reason) => {
          const tasks = readiness.refresh.filter((item) => item.reason === reason).map((item) => taskName(item.task));
          if (tasks.length === 0) return null;
          return (
            <Alert
              key={reason}
              color={reason === 'decay' ? 'yellow' : 'red'}
              variant="light"
              icon={<IconRefreshAlert size={18} />}
              title={t(`analytics.fls.states.${reason === 'decay' ? 'refresh_due' : 'refresh_needed'}`)}
              data-testid={`fls-refresh-${reason}`}
            >
              {t(`analytics.fls.refresh.${reason}`, {
                count: tasks.length,
                tasks: listOf(tasks),
                weeks: String(Math.round(REFRESH_DUE_DAYS / 7)),
              })}
            </Alert>
          );
        })}
        <div>
          <Title order={3} fz="md" mb="xs" id="fls-tasks-title">
            {t('analytics.fls.tasksTitle')}
          </Title>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="fls-tasks-title">
            {readiness.skills.map((figure) => (
              <TaskRow key={figure.task} figure={figure} subject={subject} />
            ))}
          </Stack>
        </div>
        <Group gap="md">
          <ModelExplanation readiness={readiness} />
          <Text fz="xs" c="dimmed">
            {t('analytics.fls.model', { version: readiness.model_version })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
