import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { SkillGlance } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Subject, subjectPath } from '../subject';
import { ScoreBars } from './score-bars';

/** The eight skills at a glance: recent accuracy, speed and gameplay, attempts; each opens its skill page. */
export function SkillsGlance({ subject, skills }: { subject: Subject; skills: readonly SkillGlance[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="skills-title">
      <Title order={2} fz="lg" id="skills-title">
        {t('analytics.overview.skillsTitle')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('analytics.overview.skillsDescription')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {skills.map((skill) => {
          const name = t(`analytics.skills.${skill.skill}`);
          return (
            <Card key={skill.skill} withBorder radius="md" padding="md" bg="var(--mantine-color-body)">
              <Group justify="space-between" gap={4} mb="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={subjectPath(subject, { page: 'skill', skill: skill.skill })}
                  fw={600}
                  fz="sm"
                  aria-label={t('analytics.overview.openSkill', { skill: name })}
                >
                  {name}
                </Anchor>
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {skill.attempts > 0
                    ? t('analytics.overview.attempts', { count: skill.attempts })
                    : t('analytics.overview.notTrained')}
                </Text>
              </Group>
              <ScoreBars scores={skill.recent} prefix={name} />
            </Card>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
