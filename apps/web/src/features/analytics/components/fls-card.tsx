import { Badge, Card, Group, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { FLS_AVERAGE_TRAINING_HOURS, type FlsReadiness } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './format';
import { ModelExplanation } from './model-modal';

/**
 * A forecast's hours in the one time format, as precise as a forecast is: whole hours from one hour on, ten
 * minutes below (23.7 → `24 h`, 0.7 → `40 min`).
 */
const estimate = (hours: number) => formatDuration(hours >= 1 ? Math.round(hours) * 3600 : Math.round(hours * 6) * 600);

/** What the forecast says in words: ready, hours left with the band, the average, or which skill levels off. */
export function useForecastText(readiness: FlsReadiness): string {
  const { t } = useTranslation();
  const { forecast } = readiness;
  if (readiness.ready || forecast.method === 'reached') return t('analytics.overview.fls.ready');
  if (forecast.method === 'plateau') {
    const skills = forecast.blocked_by.map((skill) => t(`analytics.skills.${skill}`)).join(', ');
    return t('analytics.overview.fls.plateau', { skills });
  }
  const hours = estimate(forecast.hours_left ?? 0);
  if (forecast.method === 'average') {
    return t('analytics.overview.fls.average', { average: String(FLS_AVERAGE_TRAINING_HOURS), hours });
  }
  const low = estimate(forecast.low ?? forecast.hours_left ?? 0);
  if (forecast.high === null) return t('analytics.overview.fls.forecastOpen', { hours, low });
  return t('analytics.overview.fls.forecast', { hours, low, high: estimate(forecast.high) });
}

/** FLS readiness: the progress ring, the forecast in words, each FLS skill's progress, and the model's explanation. */
export function FlsCard({ readiness }: { readiness: FlsReadiness }) {
  const { t } = useTranslation();
  const percent = Math.round(readiness.progress * 100);
  const forecast = useForecastText(readiness);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="fls-title">
      <Title order={2} fz="lg" mb="md" id="fls-title">
        {t('analytics.overview.fls.title')}
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <RingProgress
          size={132}
          thickness={12}
          roundCaps
          sections={[{ value: percent, color: readiness.ready ? 'teal' : 'blue' }]}
          role="img"
          aria-label={`${t('analytics.overview.fls.progressLabel')}: ${t('analytics.percent', { value: String(percent) })}`}
          label={
            <Text ta="center" fw={700} fz={24} aria-hidden>
              {t('analytics.percent', { value: String(percent) })}
            </Text>
          }
        />
        <Stack gap="sm" style={{ flex: '1 1 260px' }}>
          <Text data-testid="fls-forecast">{forecast}</Text>
          <Stack gap={8}>
            {readiness.skills.map((skill) => {
              const value = Math.round(skill.progress * 100);
              const label = t(`analytics.skills.${skill.skill}`);
              return (
                <div key={skill.skill}>
                  <Group justify="space-between" gap="xs" mb={4}>
                    <Text fz="sm">{label}</Text>
                    {skill.proficient ? (
                      <Badge color="teal" variant="light" size="sm">
                        {t('analytics.overview.fls.mastered')}
                      </Badge>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        {t('analytics.percent', { value: String(value) })}
                      </Text>
                    )}
                  </Group>
                  <Progress value={value} color={skill.proficient ? 'teal' : 'blue'} aria-label={label} size="sm" />
                </div>
              );
            })}
          </Stack>
          <Group gap="md">
            <ModelExplanation version={readiness.model_version} />
            <Text fz="xs" c="dimmed">
              {t('analytics.overview.fls.model', { version: readiness.model_version })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
