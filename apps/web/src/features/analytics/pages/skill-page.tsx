import { Card, SimpleGrid, Stack } from '@mantine/core';
import {
  CHART_LAST_SESSIONS,
  CHART_PAST_DAYS,
  isSkill,
  SCORE_KINDS,
  SKILL_PAGES,
  type Skill,
  type SkillPerformance,
  type SkillScoreDetail,
  type SkillScorePage,
  skillHasPage,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { ScreenTabs } from '../../../components/screen-tabs';
import { useSkill, useSkillScore } from '../api/get-skill';
import { ChartFigure } from '../components/chart-figure';
import { formatDayShort, formatDuration, formatScore } from '../components/format';
import { Loaded } from '../components/loaded';
import { ScoreTrendChart, sessionLabel } from '../components/score-trend-chart';
import { StatCard } from '../components/stat-card';
import { SubjectHeader, useSubject } from '../components/subject-frame';
import { TaskReadiness } from '../components/task-readiness';
import { subjectPath, tabGroup } from '../subject';

const COLORS = { accuracy: 'teal.5', speed: 'blue.5', gameplay: 'grape.5' } as const;

/** Which page of the skill the path names: its main page, or its accuracy or gameplay page. */
function pageOf(pathname: string): 'main' | SkillScorePage {
  if (pathname.endsWith('/accuracy')) return 'accuracy';
  if (pathname.endsWith('/gameplay')) return 'gameplay';
  return 'main';
}

/**
 * `trainee/skill-performance/:skill[/accuracy|/gameplay]` and a member's: the skill's trend over the last
 * sessions, its speed, best and mean; on an FLS skill's main page each FLS task it trains with its readiness, its
 * learning curve over the counted attempts (targets, passes) and its CUSUM. An unknown skill, or a page the skill does not have (the seed's
 * table, `SKILL_PAGES`), is the not-found page.
 */
export function SkillPage() {
  const { pathname } = useLocation();
  const { params } = useSubject();
  const skill = params.skill ?? '';
  const page = pageOf(pathname);
  if (!isSkill(skill) || !skillHasPage(skill, page)) return <NotFoundNotice />;
  return <KnownSkillPage skill={skill} page={page} />;
}

function KnownSkillPage({ skill, page }: { skill: Skill; page: 'main' | SkillScorePage }) {
  const { t } = useTranslation();
  const { subject, params } = useSubject();
  const main = useSkill(subject, skill, page === 'main');
  const detail = useSkillScore(subject, skill, page === 'main' ? null : page);
  const own = subject.kind === 'self';
  const name = t(`analytics.skills.${skill}`);
  const description =
    page === 'main'
      ? t(own ? 'analytics.skill.description' : 'analytics.skill.memberDescription', { count: CHART_LAST_SESSIONS })
      : t(page === 'accuracy' ? 'analytics.skill.accuracyDescription' : 'analytics.skill.gameplayDescription', {
          count: CHART_LAST_SESSIONS,
        });
  const member = page === 'main' ? main.data?.subject : detail.data?.subject;
  const pages = SKILL_PAGES[skill];

  return (
    <>
      <SubjectHeader
        subject={subject}
        params={params}
        title={page === 'main' ? name : `${name}: ${t(`analytics.scores.${page}`)}`}
        description={description}
        member={own ? null : member}
        back={<BackLink to={subjectPath(subject, { page: 'overview' })}>{t('analytics.skill.back')}</BackLink>}
        tabs={
          <ScreenTabs
            group={`${tabGroup(subject)}-skill`}
            params={params}
            label={t('analytics.tabs.skillLabel')}
            only={(path) => pages.some((p) => path.endsWith(`/${p}`)) || path.endsWith('/:skill')}
          />
        }
      />
      {page === 'main' ? (
        <Loaded query={main}>{(performance) => <SkillMain performance={performance} />}</Loaded>
      ) : (
        <Loaded query={detail}>{(score) => <SkillScore detail={score} />}</Loaded>
      )}
    </>
  );
}

function NoAttempts() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl" c="dimmed" ta="center">
      {t('analytics.skill.noAttempts')}
    </Card>
  );
}

/** The FLS tasks the skill trains (suturing: two), each with its readiness, learning curve and CUSUM. */
function FlsTasks({ performance }: { performance: SkillPerformance }) {
  return (
    <>
      {performance.readiness.map((figure) => (
        <TaskReadiness
          key={figure.task}
          figure={figure}
          curve={performance.curves.find((curve) => curve.task === figure.task)}
        />
      ))}
    </>
  );
}

function SkillMain({ performance }: { performance: SkillPerformance }) {
  const { t } = useTranslation();
  if (performance.attempts === 0) {
    return (
      <Stack gap="lg">
        <NoAttempts />
        <FlsTasks performance={performance} />
      </Stack>
    );
  }
  const points = performance.trend.map((point) => ({
    label: sessionLabel(point.started_at),
    accuracy: point.accuracy,
    speed: point.speed,
    gameplay: point.gameplay,
  }));
  const seconds = performance.seconds_per_attempt;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label={t('analytics.skill.attempts')} value={performance.attempts} />
        <StatCard
          label={t('analytics.skill.speed')}
          value={formatScore(performance.scores.speed.mean)}
          hint={seconds === null ? undefined : formatDuration(seconds)}
        />
        <StatCard
          label={t('analytics.skill.best')}
          value={SCORE_KINDS.map((kind) => formatScore(performance.scores[kind].best)).join(' / ')}
          hint={SCORE_KINDS.map((kind) => t(`analytics.scores.${kind}`)).join(' / ')}
        />
        <StatCard
          label={t('analytics.skill.mean')}
          value={SCORE_KINDS.map((kind) => formatScore(performance.scores[kind].mean)).join(' / ')}
          hint={
            performance.highest_level === null
              ? undefined
              : `${t('analytics.skill.level')}: ${performance.highest_level}`
          }
        />
      </SimpleGrid>
      <FlsTasks performance={performance} />
      <ChartFigure title={t('analytics.skill.trend', { count: CHART_LAST_SESSIONS })}>
        <ScoreTrendChart
          points={points}
          series={SCORE_KINDS.map((kind) => ({
            name: kind,
            label: t(`analytics.scores.${kind}`),
            color: COLORS[kind],
          }))}
        />
      </ChartFigure>
    </Stack>
  );
}

function SkillScore({ detail }: { detail: SkillScoreDetail }) {
  const { t } = useTranslation();
  if (detail.attempts === 0) return <NoAttempts />;
  const label = t(`analytics.scores.${detail.kind}`);
  const series = [{ name: 'value', label, color: COLORS[detail.kind] }];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label={t('analytics.skill.attempts')} value={detail.attempts} />
        <StatCard label={t('analytics.skill.best')} value={formatScore(detail.stats.best)} />
        <StatCard label={t('analytics.skill.mean')} value={formatScore(detail.stats.mean)} />
        <StatCard
          label={t('analytics.skill.target')}
          value={detail.target === null ? t('analytics.noValue') : formatScore(detail.target)}
        />
      </SimpleGrid>
      <ChartFigure title={t('analytics.skill.trend', { count: CHART_LAST_SESSIONS })}>
        <ScoreTrendChart
          points={detail.trend.map((point) => ({ label: sessionLabel(point.started_at), value: point.value }))}
          series={series}
          target={detail.target}
        />
      </ChartFigure>
      <ChartFigure title={t('analytics.skill.pastDays', { score: label, count: CHART_PAST_DAYS })}>
        <ScoreTrendChart
          points={detail.past_days.map((day) => ({ label: formatDayShort(day.date), value: day.value }))}
          series={series}
          target={detail.target}
        />
      </ChartFigure>
    </Stack>
  );
}
