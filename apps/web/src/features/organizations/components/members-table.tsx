import { ActionIcon, Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Title, Tooltip } from '@mantine/core';
import { ACCOUNT_STATUSES, can, memberList, type OrganizationMember } from '@portal/contracts';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { formatDate } from '../../../lib/format';
import { useMembers } from '../../../lib/organization-members';
import { roleKey } from '../../../lib/roles';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';

const MEMBER_ROLES = ['license-manager', 'trainer', 'trainee'] as const;

/**
 * The organization's members, with search, role and status filters, sort and
 * page in the URL. Adding and editing members are the users screens in the
 * organization's context (they need 'manage user').
 */
export function MembersTable({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const list = useListParams(memberList);
  const table = useListTable(list, useMembers(organizationId, list.params));
  const canManageUsers = can(user, 'manage user');
  const editHref = (member: OrganizationMember) =>
    href('admin/organizations/:orgId/user/:id/edit', { orgId: organizationId, id: member.id });

  const columns: ListColumns<OrganizationMember, typeof memberList> = [
    {
      key: 'last_name',
      header: t('organizations.members.name'),
      sort: 'last_name',
      render: (member) =>
        canManageUsers ? (
          <Anchor component={Link} to={editHref(member)} fw={600} c="inherit">
            {fullName(member)}
          </Anchor>
        ) : (
          fullName(member)
        ),
    },
    { key: 'email', header: t('organizations.members.email'), sort: 'email', render: (m) => m.email },
    {
      key: 'roles',
      header: t('organizations.members.role'),
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          {m.roles.map((role) => {
            const key = roleKey(role);
            return (
              <Badge
                key={role}
                size="sm"
                variant="light"
                color={role === 'license-manager' ? 'cyan' : 'blue'}
                radius="sm"
              >
                {key ? t(key) : role}
              </Badge>
            );
          })}
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('organizations.members.status'),
      nowrap: true,
      render: (m) => <AccountStatusBadge status={m.status} />,
    },
    {
      key: 'created_at',
      header: t('organizations.members.since'),
      sort: 'created_at',
      nowrap: true,
      render: (m) => formatDate(m.created_at),
    },
  ];

  const addButton = canManageUsers ? (
    <Button
      component={Link}
      to={href('admin/organizations/:orgId/user/create', { orgId: organizationId })}
      variant="light"
      leftSection={<IconUserPlus size={16} />}
    >
      {t('organizations.members.add')}
    </Button>
  ) : undefined;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('organizations.members.title')}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t('organizations.members.title')}
        </Title>
        {addButton}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md">
        <ListSearchInput
          label={t('organizations.members.search')}
          placeholder={t('organizations.members.searchPlaceholder')}
          value={list.params.filter.search}
          onChange={(value) => list.setFilter('search', value, { replace: true })}
        />
        <Select
          label={t('organizations.members.role')}
          placeholder={t('organizations.members.allRoles')}
          data={MEMBER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={list.params.filter.role ?? null}
          onChange={(value) => list.setFilter('role', value)}
          clearable
        />
        <Select
          label={t('organizations.members.status')}
          placeholder={t('organizations.members.anyStatus')}
          data={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`accountStatus.${status}`) }))}
          value={list.params.filter.status ?? null}
          onChange={(value) => list.setFilter('status', value)}
          clearable
        />
      </SimpleGrid>
      <DataTable
        {...table}
        label={t('organizations.members.title')}
        columns={columns}
        minWidth={720}
        rowActions={
          canManageUsers
            ? (member) => (
                <Tooltip label={t('organizations.members.edit', { name: fullName(member) })} withArrow>
                  <ActionIcon
                    component={Link}
                    to={editHref(member)}
                    variant="subtle"
                    color="gray"
                    aria-label={t('organizations.members.edit', { name: fullName(member) })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              )
            : undefined
        }
        empty={
          list.filtered
            ? {
                title: t('organizations.members.noMatchTitle'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : {
                title: t('organizations.members.emptyTitle'),
                message: t('organizations.members.emptyMessage'),
                action: addButton,
              }
        }
      />
    </Card>
  );
}
