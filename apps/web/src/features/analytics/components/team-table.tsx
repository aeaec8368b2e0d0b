import { Anchor, Badge, Button, Card, Group, Progress, Select, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { IDLE_DAYS, SKILLS, TEAM_STATES, type TeamMember, type TeamState, teamList } from '@portal/contracts';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { listEmpty } from '../../../components/list-toolbar';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { teamExportHref, useTeam } from '../api/get-team';
import { memberOf, subjectPath, type Team } from '../subject';
import { formatDuration } from './format';
import { forecastHours, useTaskName } from './readiness-text';

const memberName = (member: TeamMember) => `${member.first_name} ${member.last_name}`.trim() || member.email;

/** The skills' short names in the levels cell: the first letters ("Tr 4"), the full name in its tooltip. */
const SHORT: Record<(typeof SKILLS)[number], string> = {
  'positioning-orienting': 'PO',
  grasping: 'Gr',
  transferring: 'Tr',
  ligation: 'Li',
  cutting: 'Cu',
  suturing: 'Su',
  clipping: 'Cl',
  dissection: 'Di',
};

function SkillLevels({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap" maw={260}>
      {SKILLS.map((skill) => {
        const level = member.skill_levels[skill];
        const label = t('analytics.team.levelOf', {
          skill: t(`analytics.skills.${skill}`),
          level: level === null ? '–' : String(level),
        });
        return (
          <Tooltip key={skill} label={label} withArrow>
            <Badge variant="light" color={level === null ? 'gray' : 'blue'} size="sm" radius="sm" aria-label={label}>
              {SHORT[skill]} {level ?? '–'}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}

const STATE_COLORS: Record<TeamState, string> = {
  ready: 'teal',
  on_course: 'blue',
  not_on_course: 'orange',
  refresh_due: 'yellow',
  idle: 'gray',
};

/**
 * A member's state and what it says: ready; on course with the forecast ("6 h (4 h–9 h)"); not on course with the
 * task that blocks; refresh due with the task; idle. No hours figure unless on course.
 */
function MemberState({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const taskName = useTaskName();
  const hours =
    member.state === 'on_course' ? forecastHours(member.hours_left, member.hours_low, member.hours_high) : null;
  const detail =
    member.state === 'on_course' && hours
      ? t('analytics.fls.range', hours)
      : member.state === 'not_on_course' && member.task
        ? t('analytics.team.blockedBy', { task: taskName(member.task) })
        : member.state === 'refresh_due' && member.task
          ? taskName(member.task)
          : member.state === 'idle'
            ? t('analytics.team.idleFor', { days: String(IDLE_DAYS) })
            : null;
  return (
    <div>
      <Badge color={STATE_COLORS[member.state]} variant="light">
        {t(`analytics.team.statuses.${member.state}`)}
      </Badge>
      {detail && (
        <Text fz="sm" mt={4}>
          {detail}
        </Text>
      )}
    </div>
  );
}

/**
 * The team's active trainees with their figures: search and state filters, sort (by the forecast, too) and page in
 * the URL; each name opens the member's training pages; the downloads hold the filtered, sorted table.
 */
export function TeamTable({ team }: { team: Team }) {
  const { t } = useTranslation();
  const list = useListParams(teamList);
  const table = useListTable(list, useTeam(team, list.params));

  const columns: ListColumns<TeamMember, typeof teamList> = [
    {
      key: 'name',
      header: t('analytics.team.name'),
      sort: 'last_name',
      render: (member) => (
        <div>
          <Anchor
            component={Link}
            to={subjectPath(memberOf(team, member.id), { page: 'overview' })}
            fw={600}
            aria-label={t('analytics.team.open', { name: memberName(member) })}
          >
            {memberName(member)}
          </Anchor>
          <Text c="dimmed" fz="xs">
            {member.email}
          </Text>
        </div>
      ),
    },
    {
      key: 'state',
      header: t('analytics.team.forecast'),
      sort: 'forecast',
      width: 190,
      render: (member) => <MemberState member={member} />,
    },
    {
      key: 'training_seconds',
      header: t('analytics.team.hours'),
      sort: 'training_seconds',
      nowrap: true,
      render: (member) => formatDuration(member.training_seconds),
    },
    {
      key: 'fls_progress',
      header: t('analytics.team.progress'),
      sort: 'fls_progress',
      width: 150,
      render: (member) => {
        const value = Math.round(member.fls_progress * 100);
        return (
          <Group gap={8} wrap="nowrap">
            <Progress
              value={value}
              w={70}
              size="sm"
              color={member.ready ? 'teal' : 'blue'}
              aria-label={`${t('analytics.team.progress')}: ${memberName(member)}`}
            />
            <Text fz="sm">{t('analytics.percent', { value: String(value) })}</Text>
          </Group>
        );
      },
    },
    { key: 'skills', header: t('analytics.team.skillLevels'), render: (member) => <SkillLevels member={member} /> },
    {
      key: 'last_trained_at',
      header: t('analytics.team.lastTrained'),
      sort: 'last_trained_at',
      nowrap: true,
      render: (member) =>
        member.last_trained_at ? (
          formatDate(member.last_trained_at)
        ) : (
          <Text component="span" c="dimmed" fz="sm">
            {t('analytics.team.never')}
          </Text>
        ),
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="team-members-title">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} fz="lg" id="team-members-title">
            {t('analytics.team.members')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('analytics.team.exportHint')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={teamExportHref(team, list.params, 'csv')}
            download
            variant="light"
            leftSection={<IconFileTypeCsv size={18} />}
          >
            {t('analytics.team.exportCsv')}
          </Button>
          <Button
            component="a"
            href={teamExportHref(team, list.params, 'xlsx')}
            download
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} />}
          >
            {t('analytics.team.exportXlsx')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="md">
        <ListSearchInput
          label={t('analytics.team.search')}
          placeholder={t('analytics.team.searchPlaceholder')}
          value={list.params.filter.search}
          onChange={(value) => list.setFilter('search', value, { replace: true })}
        />
        <Select
          label={t('analytics.team.status')}
          placeholder={t('analytics.team.anyStatus')}
          data={TEAM_STATES.map((state) => ({ value: state, label: t(`analytics.team.statuses.${state}`) }))}
          value={list.params.filter.state ?? null}
          onChange={(value) => list.setFilter('state', value)}
          clearable
        />
      </SimpleGrid>
      <DataTable
        {...table}
        label={t('analytics.team.members')}
        columns={columns}
        minWidth={900}
        empty={listEmpty(
          list,
          { title: t('analytics.team.noMatchTitle') },
          { title: t('analytics.team.emptyTitle'), message: t('analytics.team.emptyMessage') },
        )}
      />
    </Card>
  );
}
