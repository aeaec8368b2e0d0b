import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { type AdminUser, lackedFor, userList } from '@portal/contracts';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useUsers } from '../api/get-users';
import { DeleteUserModal } from '../components/delete-user-modal';
import { RoleBadges, StatusBadge, TwoFactorBadge } from '../components/user-badges';
import { UsersFilters } from '../components/users-filters';

const INVITE_PATH = '/admin/users/invite';

/** A long address may wrap after its @, never inside a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function UsersListPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const list = useListParams(userList);
  const users = useUsers(list.params);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const filtered = Object.values(list.params.filter).some(Boolean);

  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'name',
      header: t('users.columns.name'),
      sorts: [
        { name: 'first_name', label: t('users.columns.firstName') },
        { name: 'last_name', label: t('users.columns.lastName') },
      ],
      render: (user) => (
        <Anchor component={Link} to={`/admin/users/${user.id}/edit`} fz="sm" fw={600}>
          {fullName(user)}
        </Anchor>
      ),
    },
    {
      key: 'email',
      header: t('users.columns.email'),
      sort: 'email',
      render: (user) => <EmailText email={user.email} />,
    },
    { key: 'roles', header: t('users.columns.roles'), render: (user) => <RoleBadges roles={user.roles} /> },
    {
      key: 'organization',
      header: t('users.columns.organization'),
      render: (user) =>
        user.organization?.name ?? (
          <Text c="dimmed" span>
            —
          </Text>
        ),
    },
    {
      key: 'status',
      header: t('users.columns.status'),
      nowrap: true,
      render: (u) => <StatusBadge status={u.status} />,
    },
    {
      key: 'two_factor',
      header: t('users.columns.twoFactor'),
      nowrap: true,
      render: (user) => <TwoFactorBadge enabled={user.two_factor_enabled} />,
    },
    {
      key: 'created_at',
      header: t('users.columns.created'),
      sort: 'created_at',
      nowrap: true,
      render: (user) => formatDate(user.created_at),
    },
  ];

  const inviteButton = (
    <Button component={Link} to={INVITE_PATH} leftSection={<IconUserPlus size={16} />}>
      {t('users.invite')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} actions={inviteButton} />
      <UsersFilters list={list} />
      <DataTable
        label={t('users.list.label')}
        columns={columns}
        records={users.data?.data}
        recordKey={(user) => user.id}
        meta={users.data?.meta}
        loading={users.isPending}
        fetching={users.isPlaceholderData}
        error={users.error}
        onRetry={() => void users.refetch()}
        sort={list.params.sort ?? userList.defaultSort}
        onSortChange={list.setSort}
        page={list.params.page}
        perPage={list.params.perPage}
        onPageChange={list.setPage}
        minWidth={980}
        rowActions={(user) => {
          const name = fullName(user);
          return (
            <>
              <Tooltip label={t('users.list.edit', { name })} withArrow>
                <ActionIcon
                  component={Link}
                  to={`/admin/users/${user.id}/edit`}
                  variant="subtle"
                  color="gray"
                  aria-label={t('users.list.edit', { name })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              {/* Not for a user holding what the signed-in admin lacks (the edit page says why). */}
              {!lackedFor(me, user) && (
                <Tooltip label={t('users.list.delete', { name })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('users.list.delete', { name })}
                    onClick={() => setDeleting(user)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          );
        }}
        empty={
          filtered
            ? {
                title: t('users.list.noMatchTitle'),
                message: t('users.list.noMatchMessage'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : { title: t('users.list.emptyTitle'), message: t('users.list.emptyMessage'), action: inviteButton }
        }
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
