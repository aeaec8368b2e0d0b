import { Anchor, Button, Card, Group, Select, SimpleGrid, Title } from '@mantine/core';
import { ACCOUNT_STATUSES, memberList } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MemberOf, type MembersAudience, useMembersOf } from '../lib/organization-members';
import { fullName } from '../lib/session-user';
import { useListParams } from '../lib/use-list-params';
import { useListTable } from '../lib/use-list-table';
import { AccountStatusBadge } from './account-status-badge';
import { DataTable, type ListColumns } from './data-table';
import { ListSearchInput } from './list-search-input';
import { RoleBadges } from './role-badges';

const FILTER_ROLES = ['license-manager', 'trainer', 'trainee'] as const;

type Columns<A extends MembersAudience> = ListColumns<MemberOf<A>, typeof memberList>;

export interface MembersTableProps<A extends MembersAudience> {
  /** Whose members: the admin's read of an organization, or the manager's own organization. */
  of: A;
  /** Where a member's name leads (their edit page), or nothing when the user may not open it. */
  memberHref?: (member: MemberOf<A>) => string | undefined;
  /** Shown after the name (the manager's "(you)"). */
  nameSuffix?: (member: MemberOf<A>) => ReactNode;
  /** The audience's own columns after name, email, role and status (the admin's "Member since", the manager's last sign-in). */
  columns: Columns<A>;
  /** Each row's actions (edit, licenses). */
  rowActions?: (member: MemberOf<A>) => ReactNode;
  /** Beside the title (the admin's "Add member"); also the empty list's action when `emptyAction` is not given. */
  action?: ReactNode;
  emptyAction?: ReactNode;
  /** What the empty (unfiltered) list says next: the audience's way to add members. */
  emptyMessage: string;
  minWidth: number;
}

/**
 * An organization's members, for the admin and for its license manager (the audience is `of`): name,
 * email, role and status with search, role and status filters, sort and page in the URL (both read the
 * same list contract, `memberList`); what differs between them, its columns, links and actions, comes in.
 */
export function MembersTable<A extends MembersAudience>({
  of,
  memberHref,
  nameSuffix,
  columns,
  rowActions,
  action,
  emptyAction,
  emptyMessage,
  minWidth,
}: MembersTableProps<A>) {
  const { t } = useTranslation();
  const list = useListParams(memberList);
  const table = useListTable(list, useMembersOf(of, list.params));

  const shared: Columns<A> = [
    {
      key: 'last_name',
      header: t('membersTable.name'),
      sort: 'last_name',
      render: (member) => {
        const to = memberHref?.(member);
        return (
          <span>
            {to ? (
              <Anchor component={Link} to={to} fw={600} c="inherit">
                {fullName(member)}
              </Anchor>
            ) : (
              fullName(member)
            )}
            {nameSuffix?.(member)}
          </span>
        );
      },
    },
    { key: 'email', header: t('membersTable.email'), sort: 'email', render: (member) => member.email },
    { key: 'roles', header: t('membersTable.role'), render: (member) => <RoleBadges roles={member.roles} /> },
    {
      key: 'status',
      header: t('membersTable.status'),
      nowrap: true,
      render: (member) => <AccountStatusBadge status={member.status} />,
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('membersTable.title')}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t('membersTable.title')}
        </Title>
        {action}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="md">
        <ListSearchInput
          label={t('membersTable.search')}
          placeholder={t('membersTable.searchPlaceholder')}
          value={list.params.filter.search}
          onChange={(value) => list.setFilter('search', value, { replace: true })}
        />
        <Select
          label={t('membersTable.role')}
          placeholder={t('membersTable.allRoles')}
          data={FILTER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={list.params.filter.role ?? null}
          onChange={(value) => list.setFilter('role', value)}
          clearable
        />
        <Select
          label={t('membersTable.status')}
          placeholder={t('membersTable.anyStatus')}
          data={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`accountStatus.${status}`) }))}
          value={list.params.filter.status ?? null}
          onChange={(value) => list.setFilter('status', value)}
          clearable
        />
      </SimpleGrid>
      <DataTable
        {...table}
        label={t('membersTable.title')}
        columns={[...shared, ...columns]}
        minWidth={minWidth}
        rowActions={rowActions}
        empty={
          list.filtered
            ? {
                title: t('membersTable.noMatchTitle'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : { title: t('membersTable.emptyTitle'), message: emptyMessage, action: emptyAction ?? action }
        }
      />
    </Card>
  );
}
