import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration } from './format';
import { ScoreBars } from './score-bars';

/** The last session: when, how long, which skills, and its mean scores. */
export function LastSessionCard({ session }: { session: SessionSummary | null }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="last-session-title">
      <Title order={2} fz="lg" mb="sm" id="last-session-title">
        {t('analytics.overview.lastSession')}
      </Title>
      {session ? (
        <Stack gap="sm">
          <div>
            <Text fw={600}>{formatDateTime(session.started_at)}</Text>
            <Text c="dimmed" fz="sm">
              {formatDuration(session.training_seconds)}
              {' · '}
              {t('analytics.overview.attempts', { count: session.attempts })}
            </Text>
          </div>
          <Group gap={6} aria-label={t('analytics.overview.lastSessionSkills')} role="list">
            {session.skills.map((skill) => (
              <Badge key={skill.skill} variant="light" color="gray" role="listitem">
                {t(`analytics.skills.${skill.skill}`)}
              </Badge>
            ))}
          </Group>
          <ScoreBars scores={session.scores} prefix={t('analytics.overview.lastSession')} />
        </Stack>
      ) : (
        <Text c="dimmed">{t('analytics.overview.lastSessionNone')}</Text>
      )}
    </Card>
  );
}
