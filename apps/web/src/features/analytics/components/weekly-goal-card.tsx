import { Button, Card, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { type WeeklyGoal, weeklyGoalBody } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateWeeklyGoal, useWeeklyGoal } from '../api/weekly-goal';

/** This week's minutes against the goal: "45 of 120 min this week" and a bar (full at or past the goal). */
export function WeeklyGoalProgress({ goal }: { goal: WeeklyGoal }) {
  const { t } = useTranslation();
  if (goal.goal_minutes === null) {
    return <Text fz="sm">{t('analytics.weeklyGoal.noGoal', { count: goal.minutes })}</Text>;
  }
  const percent = Math.min(100, Math.round((goal.minutes / goal.goal_minutes) * 100));
  const label = t('analytics.weeklyGoal.progress', { minutes: goal.minutes, goal: goal.goal_minutes });
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Progress value={percent} size="lg" radius="xl" aria-label={label} color={percent >= 100 ? 'teal' : undefined} />
      {percent >= 100 && (
        <Text fz="sm" c="teal.4">
          {t('analytics.weeklyGoal.reached')}
        </Text>
      )}
    </Stack>
  );
}

function WeeklyGoalForm({ goal, onDone }: { goal: WeeklyGoal; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateWeeklyGoal();
  const cf = useContractForm(weeklyGoalBody, {
    initialValues: { goal_minutes: goal.goal_minutes?.toString() ?? '' },
    mutation: save,
    successMessage: t('analytics.weeklyGoal.saved'),
    onSuccess: onDone,
  });
  return (
    <ContractForm form={cf}>
      <TextInput
        label={t('analytics.weeklyGoal.label')}
        description={t('analytics.weeklyGoal.description')}
        inputMode="numeric"
        {...cf.form.getInputProps('goal_minutes')}
      />
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('analytics.weeklyGoal.cancel')}
        </Button>
        <Button {...cf.submitProps}>{t('analytics.weeklyGoal.submit')}</Button>
      </Group>
    </ContractForm>
  );
}

/** The trainee's own weekly goal on the overview: progress this ISO week (UTC), and setting the goal. */
export function WeeklyGoalCard() {
  const { t } = useTranslation();
  const query = useWeeklyGoal();
  const [editing, setEditing] = useState(false);
  const goal = query.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="weekly-goal-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md" id="weekly-goal-title">
          {t('analytics.weeklyGoal.title')}
        </Title>
        {goal && !editing && (
          <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
            {goal.goal_minutes === null ? t('analytics.weeklyGoal.set') : t('analytics.weeklyGoal.change')}
          </Button>
        )}
      </Group>
      {query.isError && <Text c="red.4">{t('analytics.loadFailed')}</Text>}
      {goal &&
        (editing ? (
          <WeeklyGoalForm goal={goal} onDone={() => setEditing(false)} />
        ) : (
          <WeeklyGoalProgress goal={goal} />
        ))}
    </Card>
  );
}
