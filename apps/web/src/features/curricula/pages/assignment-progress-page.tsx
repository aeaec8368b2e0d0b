import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TraineeProgress } from '@portal/contracts';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { href } from '../../../lib/screens';
import {
  type CurriculaBase,
  curriculaPaths,
  MANAGER_BASE,
  TRAINER_BASE,
  useAssignmentProgress,
} from '../api/curricula';
import { ListTable } from '../components/list-table';

/** A trainee's state on the assignment: complete, behind the due date, or on track. */
export function ProgressBadge({ trainee }: { trainee: TraineeProgress }) {
  const { t } = useTranslation();
  if (trainee.completed_on) {
    return (
      <Badge color="teal" variant="light">
        {t('curricula.progress.complete', { date: formatDay(trainee.completed_on) })}
      </Badge>
    );
  }
  return trainee.behind ? (
    <Badge color="red" variant="light">
      {t('curricula.progress.behind')}
    </Badge>
  ) : (
    <Badge color="blue" variant="light">
      {t('curricula.progress.onTrack')}
    </Badge>
  );
}

/**
 * `manager/curricula/:assignmentId`, `trainee/team-curricula/:assignmentId`: each trainee's current module, passes,
 * forecast finish and a "behind" badge; the table as CSV or XLSX.
 */
export function AssignmentProgressPage({ base }: { base: CurriculaBase }) {
  const { t } = useTranslation();
  const { assignmentId = '' } = useParams();
  const progress = useAssignmentProgress(base, assignmentId);
  const back = (
    <BackLink to={base === MANAGER_BASE ? href('manager/curricula') : href('trainee/team-curricula')}>
      {t('curricula.progress.back')}
    </BackLink>
  );
  if (progress.error && isApiError(progress.error) && progress.error.status === 404) {
    return (
      <>
        <PageHeader title={t('curricula.progress.table')} back={back} />
        <Alert color="yellow">{t('curricula.progress.notFound')}</Alert>
      </>
    );
  }
  const data = progress.data;
  const paths = curriculaPaths(base);
  const moduleOf = (trainee: TraineeProgress) => {
    if (trainee.next_module === null) return t('curricula.progress.allDone');
    const module = data?.modules[trainee.next_module - 1];
    return module
      ? `${module.position}. ${module.exercise} (${t('curricula.module.level', { level: module.min_level })})`
      : '';
  };
  return (
    <>
      <PageHeader
        back={back}
        title={
          data
            ? t('curricula.progress.title', {
                curriculum: data.assignment.curriculum_name,
                group: data.assignment.group_name,
              })
            : t('curricula.progress.table')
        }
        description={
          data &&
          t('curricula.progress.description', {
            version: data.assignment.version,
            due: formatDay(data.assignment.due_date),
          })
        }
        actions={
          data && (
            <Group gap="sm">
              <Button
                component="a"
                variant="default"
                href={paths.exportHref(assignmentId, 'csv')}
                download
                leftSection={<IconFileTypeCsv size={18} />}
              >
                {t('curricula.progress.csv')}
              </Button>
              <Button
                component="a"
                variant="default"
                href={paths.exportHref(assignmentId, 'xlsx')}
                download
                leftSection={<IconFileSpreadsheet size={18} />}
              >
                {t('curricula.progress.xlsx')}
              </Button>
            </Group>
          )
        }
      />
      <SectionCard title={t('curricula.progress.table')}>
        <ListTable<TraineeProgress>
          label={t('curricula.progress.table')}
          records={data?.trainees}
          recordKey={(row) => row.user_id}
          loading={progress.isPending}
          error={progress.error}
          onRetry={() => void progress.refetch()}
          empty={{ title: t('curricula.progress.emptyTitle') }}
          minWidth={760}
          columns={[
            {
              key: 'trainee',
              header: t('curricula.progress.trainee'),
              render: (row) => (
                <Stack gap={0}>
                  <Text fz="sm">{`${row.first_name} ${row.last_name}`}</Text>
                  <Text fz="xs" c="dimmed">
                    {row.email}
                  </Text>
                </Stack>
              ),
            },
            { key: 'module', header: t('curricula.progress.module'), render: moduleOf },
            {
              key: 'passes',
              header: t('curricula.progress.passes'),
              nowrap: true,
              render: (row) => t('curricula.progress.passesValue', { passes: row.passes, required: row.required }),
            },
            {
              // The forecast date alone hides how little may be left: 4 h at a slow pace reads as months.
              key: 'hoursLeft',
              header: t('curricula.progress.hoursLeft'),
              nowrap: true,
              render: (row) =>
                row.completed_on || row.hours_left === null
                  ? '—'
                  : t('curricula.progress.hoursLeftValue', { hours: row.hours_left }),
            },
            {
              key: 'forecast',
              header: t('curricula.progress.forecast'),
              nowrap: true,
              render: (row) =>
                row.completed_on
                  ? formatDay(row.completed_on)
                  : row.forecast_finish
                    ? formatDay(row.forecast_finish)
                    : t('curricula.progress.noForecast'),
            },
            {
              key: 'state',
              header: t('curricula.progress.state'),
              nowrap: true,
              render: (row) => <ProgressBadge trainee={row} />,
            },
          ]}
        />
      </SectionCard>
    </>
  );
}

export const ManagerAssignmentProgressPage = () => <AssignmentProgressPage base={MANAGER_BASE} />;
export const TrainerAssignmentProgressPage = () => <AssignmentProgressPage base={TRAINER_BASE} />;
