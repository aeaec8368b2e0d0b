import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TraineeCurriculum } from '@portal/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardGridSkeleton, LoadFailedAlert } from '../../../components/card-grid-states';
import { PageHeader } from '../../../components/page-header';
import { formatDay } from '../../../lib/format';
import { PORTFOLIO_HREF, useOwnCurricula } from '../api/curricula';

/** One curriculum: its modules' progress, the next module, the forecast finish against the due date. */
function CurriculumCard({ curriculum }: { curriculum: TraineeCurriculum }) {
  const { t } = useTranslation();
  const titleId = `curriculum-${curriculum.assignment_id}`;
  const next = curriculum.next_module === null ? null : curriculum.modules[curriculum.next_module - 1];
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id={titleId}>
            {curriculum.name}
          </Title>
          {curriculum.completed_on ? (
            <Badge color="teal" variant="light">
              {t('curricula.own.done', { date: formatDay(curriculum.completed_on) })}
            </Badge>
          ) : curriculum.behind ? (
            <Badge color="red" variant="light">
              {t('curricula.own.behind')}
            </Badge>
          ) : (
            <Badge color="blue" variant="light">
              {t('curricula.own.onTrack')}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('curricula.own.group', { group: curriculum.group_name, version: curriculum.version })} ·{' '}
          {t('curricula.own.due', { date: formatDay(curriculum.due_date) })}
        </Text>
        {next && (
          <Text fz="sm" fw={600}>
            {t('curricula.own.next', {
              exercise: next.exercise,
              level: t('curricula.module.level', { level: next.min_level }),
            })}
          </Text>
        )}
        {!curriculum.completed_on && (
          <Text fz="sm">
            {curriculum.forecast_finish
              ? t('curricula.own.forecast', { date: formatDay(curriculum.forecast_finish) })
              : t('curricula.own.noForecast')}
            {curriculum.hours_left !== null && ` · ${t('curricula.own.hoursLeft', { hours: curriculum.hours_left })}`}
          </Text>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {curriculum.modules.map((module) => (
            <Stack gap={4} key={module.position} component="li">
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm">
                  {module.position}. {module.exercise} ({t('curricula.module.level', { level: module.min_level })})
                </Text>
                <Text fz="xs" c="dimmed">
                  {module.complete
                    ? t('curricula.own.moduleDone')
                    : t('curricula.own.modulePasses', {
                        passes: module.passes,
                        required: module.required,
                        attempts: module.attempts,
                      })}
                </Text>
              </Group>
              <Progress
                value={module.required === 0 ? 100 : (100 * module.passes) / module.required}
                color={module.complete ? 'teal' : 'blue'}
                aria-label={`${module.position}. ${module.exercise}`}
              />
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** `trainee/curricula`: the curricula assigned to the trainee's groups. */
export function OwnCurriculaPage() {
  const { t } = useTranslation();
  const curricula = useOwnCurricula();
  const rows = curricula.data ?? [];
  return (
    <>
      <PageHeader
        title={t('curricula.own.title')}
        description={t('curricula.own.description')}
        actions={
          <Button
            component="a"
            href={PORTFOLIO_HREF}
            download
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
          >
            {t('curricula.own.portfolio')}
          </Button>
        }
      />
      {curricula.isPending && <CardGridSkeleton count={2} height={220} radius="md" label={t('curricula.own.title')} />}
      {curricula.isError && (
        <LoadFailedAlert
          title={t('curricula.own.title')}
          error={curricula.error}
          onRetry={() => void curricula.refetch()}
        />
      )}
      {curricula.isSuccess && rows.length === 0 && (
        <Card withBorder padding="lg">
          <Title order={2} fz="lg">
            {t('curricula.own.emptyTitle')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('curricula.own.emptyMessage')}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map((curriculum) => (
          <CurriculumCard key={curriculum.assignment_id} curriculum={curriculum} />
        ))}
      </SimpleGrid>
    </>
  );
}
