import { Anchor, Badge, Button, Group as Row, Stack, Text } from '@mantine/core';
import type { Assignment, Curriculum, Group } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format';
import { href } from '../../../lib/screens';
import {
  type CurriculaBase,
  MANAGER_BASE,
  TRAINER_BASE,
  useAssignments,
  useCurricula,
  useDeleteGroup,
  useGroups,
} from '../api/curricula';
import { AssignModal } from '../components/assign-modal';
import { CurriculumEditorModal } from '../components/curriculum-editor-modal';
import { GroupModal } from '../components/group-modal';
import { ListTable } from '../components/list-table';

/** The progress page of an assignment, for the audience. */
const progressHref = (base: CurriculaBase, assignmentId: string) =>
  base === MANAGER_BASE
    ? href('manager/curricula/:assignmentId', { assignmentId })
    : href('trainee/team-curricula/:assignmentId', { assignmentId });

/**
 * `manager/curricula` and `trainee/team-curricula` (a trainer): the organization's groups, curricula and assignments;
 * a group's and a curriculum's editor, the assign dialog and each assignment's progress.
 */
export function CurriculaAdminPage({ base }: { base: CurriculaBase }) {
  const { t } = useTranslation();
  const groups = useGroups(base);
  const curricula = useCurricula(base);
  const assignments = useAssignments(base);
  const remove = useDeleteGroup(base);
  const [editingGroup, setEditingGroup] = useState<Group | 'new' | null>(null);
  const [deletingGroup, setDeletingGroup] = useState<Group | null>(null);
  const [editing, setEditing] = useState<Curriculum | 'new' | null>(null);
  const [assigning, setAssigning] = useState<Curriculum | null>(null);

  return (
    <>
      <PageHeader title={t('curricula.admin.title')} description={t('curricula.admin.description')} />
      <Stack gap="xl">
        <SectionCard title={t('curricula.assignments.title')}>
          <ListTable<Assignment>
            label={t('curricula.assignments.title')}
            records={assignments.data}
            loading={assignments.isPending}
            error={assignments.error}
            onRetry={() => void assignments.refetch()}
            empty={{ title: t('curricula.assignments.emptyTitle'), message: t('curricula.assignments.emptyMessage') }}
            minWidth={620}
            columns={[
              {
                key: 'curriculum',
                header: t('curricula.assignments.curriculum'),
                render: (a) => (
                  <Anchor
                    component={Link}
                    to={progressHref(base, a.id)}
                    aria-label={t('curricula.assignments.openLabel', {
                      curriculum: a.curriculum_name,
                      group: a.group_name,
                    })}
                  >
                    {a.curriculum_name} · {t('curricula.curricula.version', { version: a.version })}
                  </Anchor>
                ),
              },
              { key: 'group', header: t('curricula.assignments.group'), render: (a) => a.group_name },
              {
                key: 'due',
                header: t('curricula.assignments.due'),
                nowrap: true,
                render: (a) => formatDay(a.due_date),
              },
              { key: 'members', header: t('curricula.assignments.members'), render: (a) => a.members },
            ]}
          />
        </SectionCard>

        <SectionCard title={t('curricula.curricula.title')}>
          <Stack gap="md">
            <Row>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                {t('curricula.curricula.add')}
              </Button>
            </Row>
            <ListTable<Curriculum>
              label={t('curricula.curricula.title')}
              records={curricula.data}
              loading={curricula.isPending}
              error={curricula.error}
              onRetry={() => void curricula.refetch()}
              empty={{ title: t('curricula.curricula.emptyTitle'), message: t('curricula.curricula.emptyMessage') }}
              minWidth={620}
              columns={[
                {
                  key: 'name',
                  header: t('curricula.curricula.name'),
                  render: (c) => (
                    <Stack gap={0}>
                      <Text fz="sm" fw={600}>
                        {c.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {c.modules.map((m) => m.exercise).join(' → ')}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  key: 'version',
                  header: t('curricula.curricula.title'),
                  nowrap: true,
                  render: (c) => (
                    <Row gap={6} wrap="nowrap">
                      <Badge variant="light">{t('curricula.curricula.version', { version: c.version })}</Badge>
                      <Text fz="xs">{t('curricula.curricula.modulesCount', { count: c.modules.length })}</Text>
                    </Row>
                  ),
                },
              ]}
              rowActions={(c) => (
                <Row gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('curricula.curricula.editLabel', { name: c.name })}
                    onClick={() => setEditing(c)}
                  >
                    {t('curricula.curricula.edit')}
                  </Button>
                  <Button
                    size="xs"
                    aria-label={t('curricula.curricula.assignLabel', { name: c.name })}
                    onClick={() => setAssigning(c)}
                  >
                    {t('curricula.curricula.assign')}
                  </Button>
                </Row>
              )}
            />
          </Stack>
        </SectionCard>

        <SectionCard title={t('curricula.groups.title')}>
          <Stack gap="md">
            <Row>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditingGroup('new')}>
                {t('curricula.groups.add')}
              </Button>
            </Row>
            <ListTable<Group>
              label={t('curricula.groups.title')}
              records={groups.data}
              loading={groups.isPending}
              error={groups.error}
              onRetry={() => void groups.refetch()}
              empty={{ title: t('curricula.groups.emptyTitle'), message: t('curricula.groups.emptyMessage') }}
              minWidth={560}
              columns={[
                { key: 'name', header: t('curricula.groups.name'), render: (g) => g.name },
                {
                  key: 'members',
                  header: t('curricula.groups.members'),
                  render: (g) => (
                    <Text fz="sm" title={g.members.map((m) => `${m.first_name} ${m.last_name}`).join(', ')}>
                      {t('curricula.groups.membersCount', { count: g.members.length })}
                    </Text>
                  ),
                },
              ]}
              rowActions={(g) => (
                <Row gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('curricula.groups.editLabel', { name: g.name })}
                    onClick={() => setEditingGroup(g)}
                  >
                    {t('curricula.groups.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={t('curricula.groups.deleteLabel', { name: g.name })}
                    onClick={() => setDeletingGroup(g)}
                  >
                    {t('curricula.groups.delete')}
                  </Button>
                </Row>
              )}
            />
          </Stack>
        </SectionCard>
      </Stack>

      {editingGroup && (
        <GroupModal
          base={base}
          group={editingGroup === 'new' ? null : editingGroup}
          onClose={() => setEditingGroup(null)}
        />
      )}
      {editing && (
        <CurriculumEditorModal
          base={base}
          curriculum={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {assigning && <AssignModal base={base} curriculum={assigning} onClose={() => setAssigning(null)} />}
      <ConfirmDeleteModal
        target={deletingGroup}
        mutation={remove}
        variables={(g) => g.id}
        title={(g) => t('curricula.groups.deleteTitle', { name: g.name })}
        body={() => t('curricula.groups.deleteBody')}
        doneMessage={t('curricula.groups.deleted')}
        onClose={() => setDeletingGroup(null)}
      />
    </>
  );
}

export const ManagerCurriculaPage = () => <CurriculaAdminPage base={MANAGER_BASE} />;
export const TrainerCurriculaPage = () => <CurriculaAdminPage base={TRAINER_BASE} />;
