import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type FlsReadiness, REFRESH_DUE_DAYS } from '@portal/contracts';
import { IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Subject, subjectPath } from '../subject';
import { useTaskName } from './readiness-text';

/**
 * "Practise next": the task and the exercise at the trainee's level that move readiness most now, and why (a task
 * due a refresh, the task the forecast waits on longest, a task not started). Once every task is proficient, how to
 * keep it so; a figure that is not ready and has no suggestion never claims that.
 */
export function PractiseNextCard({ readiness, subject }: { readiness: FlsReadiness; subject: Subject }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const next = readiness.practise_next;
  const relapsed = next
    ? readiness.refresh.some((item) => item.task === next.task && item.reason === 'relapse')
    : false;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="practise-next-title">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="teal" radius="xl" size={36} aria-hidden>
          <IconTargetArrow size={20} />
        </ThemeIcon>
        <Title order={2} fz="lg" id="practise-next-title">
          {t('analytics.practise.title')}
        </Title>
      </Group>
      {next ? (
        <Stack gap={6}>
          <Text fw={600} data-testid="practise-next">
            {/* "Peg transfer at level 4", not "Peg transfer at level 4 (Peg transfer)": the task only when it says more. */}
            {next.exercise.trim().toLowerCase() === taskName(next.task).toLowerCase()
              ? t('analytics.practise.whatTask', { exercise: next.exercise, level: String(next.level) })
              : t('analytics.practise.what', {
                  exercise: next.exercise,
                  level: String(next.level),
                  task: taskName(next.task),
                })}
          </Text>
          <Text fz="sm" c="dimmed">
            {next.reason === 'refresh'
              ? t(relapsed ? 'analytics.practise.reasons.relapse' : 'analytics.practise.reasons.refresh', {
                  weeks: String(Math.round(REFRESH_DUE_DAYS / 7)),
                })
              : t(`analytics.practise.reasons.${next.reason}`)}
          </Text>
          <Anchor component={Link} to={subjectPath(subject, { page: 'skill', skill: next.skill })} fz="sm">
            {t('analytics.practise.open', { skill: t(`analytics.skills.${next.skill}`) })}
          </Anchor>
        </Stack>
      ) : (
        <Text c="dimmed" fz="sm">
          {readiness.ready
            ? t('analytics.practise.none', { weeks: String(Math.round(REFRESH_DUE_DAYS / 7)) })
            : t('analytics.practise.pending')}
        </Text>
      )}
    </Card>
  );
}
