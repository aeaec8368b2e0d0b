import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FLS_AVERAGE_TRAINING_HOURS, SKILLS, type Skill } from '@portal/contracts';
import { IconChartLine, IconPlugConnected, IconTarget, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { canOpen, href, useScreenRegistry } from '../../../lib/screens';
import { useSessionUser } from '../../../lib/session-user';

type FlsTask = 'pegTransfer' | 'precisionCutting' | 'ligatingLoop' | 'extracorporealKnot' | 'intracorporealKnot';

/**
 * The FLS manual-skills task(s) each skill trains (docs/fls-readiness.md, "Which skills count"): four skills
 * train a task; the other four have none of their own and say what they support instead.
 */
const FLS_TASKS: Record<Skill, readonly FlsTask[]> = {
  'positioning-orienting': [],
  grasping: [],
  transferring: ['pegTransfer'],
  ligation: ['ligatingLoop'],
  cutting: ['precisionCutting'],
  suturing: ['extracorporealKnot', 'intracorporealKnot'],
  clipping: [],
  dissection: [],
};

const STEPS = [
  { key: 'connect', icon: <IconPlugConnected size={20} /> },
  { key: 'train', icon: <IconTarget size={20} /> },
  { key: 'upload', icon: <IconUpload size={20} /> },
  { key: 'follow', icon: <IconChartLine size={20} /> },
] as const;

const SCORES = ['accuracy', 'speed', 'gameplay'] as const;

/** The user's "Use" card: how to train with the game, the eight skills and the FLS tasks, a session's way to the portal. */
export function TrainingGuidePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const registry = useScreenRegistry();
  // Links only to screens this user may open (training activity is the trainee section's).
  const linkTo = (path: 'device' | 'trainee/training-activity', label: string, variant: 'filled' | 'default') => {
    const screen = registry.find((s) => s.path === path);
    if (!screen || !canOpen(user, screen)) return null;
    return (
      <Button component={Link} to={href(path)} variant={variant}>
        {label}
      </Button>
    );
  };

  return (
    <>
      <PageHeader
        title={t('trainingGuide.title')}
        description={t('trainingGuide.description')}
        back={<BackLink to={href('getting-started')}>{t('trainingGuide.back')}</BackLink>}
      />
      <Stack gap="lg">
        <SectionCard title={t('trainingGuide.session.title')}>
          <List listStyleType="none" spacing="md" type="ordered" mb="lg">
            {STEPS.map(({ key, icon }) => (
              <List.Item key={key} icon={<StepIcon>{icon}</StepIcon>}>
                <Text fw={600}>{t(`trainingGuide.session.${key}.title`)}</Text>
                <Text c="dimmed" fz="sm" maw={720}>
                  {t(`trainingGuide.session.${key}.body`)}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group gap="sm">
            {linkTo('device', t('trainingGuide.session.connectLink'), 'filled')}
            {linkTo('trainee/training-activity', t('trainingGuide.session.activityLink'), 'default')}
          </Group>
        </SectionCard>

        <SectionCard title={t('trainingGuide.scores.title')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {SCORES.map((score) => (
              <div key={score}>
                <Title order={3} fz="md" mb={4}>
                  {t(`trainingGuide.scores.${score}.title`)}
                </Title>
                <Text c="dimmed" fz="sm">
                  {t(`trainingGuide.scores.${score}.body`)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text fz="sm" mt="md">
            {t('trainingGuide.scores.rule')}
          </Text>
        </SectionCard>

        <SectionCard title={t('trainingGuide.skills.title')}>
          <Text c="dimmed" fz="sm" mb="lg" maw={720}>
            {t('trainingGuide.skills.intro', { hours: String(FLS_AVERAGE_TRAINING_HOURS) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="list" aria-label={t('trainingGuide.skills.title')}>
            {SKILLS.map((skill) => (
              <SkillCard key={skill} skill={skill} />
            ))}
          </SimpleGrid>
        </SectionCard>
      </Stack>
    </>
  );
}

function StepIcon({ children }: { children: ReactNode }) {
  return (
    <ThemeIcon size={36} radius="md" variant="light" color="teal" aria-hidden>
      {children}
    </ThemeIcon>
  );
}

function SkillCard({ skill }: { skill: Skill }) {
  const { t } = useTranslation();
  const tasks = FLS_TASKS[skill];
  const id = `skill-${skill}`;
  const support = t(`trainingGuide.skills.items.${skill}.support`);
  return (
    <Card withBorder radius="md" padding="md" role="listitem" aria-labelledby={id}>
      <Title order={3} fz="md" id={id} mb={6}>
        {t(`trainingGuide.skills.items.${skill}.name`)}
      </Title>
      <Text fz="sm" mb="sm">
        <Text span fw={600} inherit>
          {t('trainingGuide.skills.trains')}:
        </Text>{' '}
        {t(`trainingGuide.skills.items.${skill}.trains`)}
      </Text>
      <Stack gap={6} data-testid="fls">
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
          {t('trainingGuide.skills.fls')}
        </Text>
        {tasks.length > 0 ? (
          <Group gap={6}>
            {tasks.map((task) => (
              <Badge key={task} variant="light" color="teal" radius="sm" tt="none" size="lg" fw={600}>
                {t(`trainingGuide.skills.tasks.${task}`)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('trainingGuide.skills.noTask')} {support}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
