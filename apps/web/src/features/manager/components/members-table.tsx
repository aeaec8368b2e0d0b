import { ActionIcon, Anchor, Button, Card, Group, Select, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { ACCOUNT_STATUSES, type ManagerMember, managerMemberList } from '@portal/contracts';
import { IconFileImport, IconKey, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { RoleBadges } from '../../../components/role-badges';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useMembers } from '../api/get-members';

const FILTER_ROLES = ['license-manager', 'trainer', 'trainee'] as const;

export const memberEditHref = (member: Pick<ManagerMember, 'id'>) =>
  href('manager/user/:userId/edit', { userId: member.id });

export function InviteMemberButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={href('manager/user/create')} leftSection={<IconUserPlus size={16} />}>
      {t('manager.members.invite')}
    </Button>
  );
}

/** "Import from CSV": the bulk invite, beside the single one. */
export function ImportMembersButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={href('manager/user/import')}
      variant="light"
      leftSection={<IconFileImport size={16} />}
    >
      {t('manager.import.action')}
    </Button>
  );
}

/** The organization's members: search, role and status filters, sort and page in the URL; each row opens the member. */
export function MembersTable() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const list = useListParams(managerMemberList);
  const table = useListTable(list, useMembers(list.params));

  const columns: ListColumns<ManagerMember, typeof managerMemberList> = [
    {
      key: 'last_name',
      header: t('manager.members.name'),
      sort: 'last_name',
      render: (member) => (
        <span>
          <Anchor component={Link} to={memberEditHref(member)} fw={600} c="inherit">
            {fullName(member)}
          </Anchor>
          {member.id === me.id && (
            <Text component="span" c="dimmed" fz="sm" ml={6} style={{ whiteSpace: 'nowrap' }}>
              {t('manager.details.you')}
            </Text>
          )}
        </span>
      ),
    },
    { key: 'email', header: t('manager.members.email'), sort: 'email', render: (m) => m.email },
    { key: 'roles', header: t('manager.members.role'), render: (m) => <RoleBadges roles={m.roles} /> },
    {
      key: 'status',
      header: t('manager.members.status'),
      nowrap: true,
      render: (m) => <AccountStatusBadge status={m.status} />,
    },
    {
      key: 'last_signed_in_at',
      header: t('manager.members.lastSignedIn'),
      nowrap: true,
      render: (m) =>
        m.last_signed_in_at ? (
          formatDate(m.last_signed_in_at)
        ) : (
          <Text component="span" c="dimmed" fz="sm">
            {t('manager.members.never')}
          </Text>
        ),
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('manager.members.title')}>
      <Title order={2} fz="lg" mb="md">
        {t('manager.members.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md">
        <ListSearchInput
          label={t('manager.members.search')}
          placeholder={t('manager.members.searchPlaceholder')}
          value={list.params.filter.search}
          onChange={(value) => list.setFilter('search', value, { replace: true })}
        />
        <Select
          label={t('manager.members.role')}
          placeholder={t('manager.members.allRoles')}
          data={FILTER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={list.params.filter.role ?? null}
          onChange={(value) => list.setFilter('role', value)}
          clearable
        />
        <Select
          label={t('manager.members.status')}
          placeholder={t('manager.members.anyStatus')}
          data={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`accountStatus.${status}`) }))}
          value={list.params.filter.status ?? null}
          onChange={(value) => list.setFilter('status', value)}
          clearable
        />
      </SimpleGrid>
      <DataTable
        {...table}
        label={t('manager.members.title')}
        columns={columns}
        minWidth={760}
        rowActions={(member) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('manager.members.licenses', { name: fullName(member) })} withArrow>
              <ActionIcon
                component={Link}
                to={href('manager/licenses/:userId', { userId: member.id })}
                variant="subtle"
                color="gray"
                aria-label={t('manager.members.licenses', { name: fullName(member) })}
              >
                <IconKey size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('manager.members.edit', { name: fullName(member) })} withArrow>
              <ActionIcon
                component={Link}
                to={memberEditHref(member)}
                variant="subtle"
                color="gray"
                aria-label={t('manager.members.edit', { name: fullName(member) })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        empty={
          list.filtered
            ? {
                title: t('manager.members.noMatchTitle'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : {
                title: t('manager.members.emptyTitle'),
                message: t('manager.members.emptyMessage'),
                action: <InviteMemberButton />,
              }
        }
      />
    </Card>
  );
}
