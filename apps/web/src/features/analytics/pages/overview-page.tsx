import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../api/get-overview';
import { FlsCard } from '../components/fls-card';
import { formatDuration } from '../components/format';
import { LastSessionCard } from '../components/last-session-card';
import { Loaded } from '../components/loaded';
import { NoTraining } from '../components/no-training';
import { PractiseNextCard } from '../components/practise-next-card';
import { SkillsGlance } from '../components/skills-glance';
import { StatCard } from '../components/stat-card';
import { SubjectHeader, useSubject } from '../components/subject-frame';
import { WeeklyGoalCard } from '../components/weekly-goal-card';

/**
 * `trainee/overview` and a member's overview: time trained, the own weekly goal, what to practise next, FLS readiness task by task, the
 * eight skills, the last session.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { subject, params } = useSubject();
  const query = useOverview(subject);
  const own = subject.kind === 'self';
  return (
    <>
      <SubjectHeader
        subject={subject}
        params={params}
        title={t('analytics.overview.title')}
        description={own ? t('analytics.overview.description') : t('analytics.overview.memberDescription')}
        member={own ? null : query.data?.subject}
      />
      <Loaded query={query}>
        {(overview) =>
          overview.has_training ? (
            <Stack gap="lg">
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
                  <Stack gap="lg">
                    <StatCard
                      label={t('analytics.overview.totalTime')}
                      value={formatDuration(overview.total_seconds)}
                      hint={t('analytics.overview.sessions', { count: overview.session_count })}
                    />
                    {own && <WeeklyGoalCard />}
                    <PractiseNextCard readiness={overview.readiness} subject={subject} />
                    <LastSessionCard session={overview.last_session} />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
                  <FlsCard readiness={overview.readiness} subject={subject} />
                </Grid.Col>
              </Grid>
              <SkillsGlance subject={subject} skills={overview.skills} />
            </Stack>
          ) : (
            // Before the first session: how to connect the game, and what trainees like them need (the cohort's figure).
            <Stack gap="lg">
              <NoTraining own={own} />
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
                  <Stack gap="lg">
                    {own && <WeeklyGoalCard />}
                    <PractiseNextCard readiness={overview.readiness} subject={subject} />
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
                  <FlsCard readiness={overview.readiness} subject={subject} />
                </Grid.Col>
              </Grid>
            </Stack>
          )
        }
      </Loaded>
    </>
  );
}
