import { ActionIcon, Anchor, Button, Text, Tooltip } from '@mantine/core';
import { type AdminUser, lackedFor, userList } from '@portal/contracts';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useUsers } from '../api/get-users';
import { DeleteUserModal } from '../components/delete-user-modal';
import { RoleBadges, TwoFactorBadge } from '../components/user-badges';
import { UsersFilters } from '../components/users-filters';

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
  const table = useListTable(list, useUsers(list.params));
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const editHref = (user: AdminUser) => href('admin/users/:id/edit', { id: user.id });

  const columns: ListColumns<AdminUser, typeof userList> = [
    {
      key: 'name',
      header: t('users.columns.name'),
      sorts: [
        { name: 'first_name', label: t('users.columns.firstName') },
        { name: 'last_name', label: t('users.columns.lastName') },
      ],
      render: (user) => (
        <Anchor component={Link} to={editHref(user)} fz="sm" fw={600}>
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
      render: (u) => <AccountStatusBadge status={u.status} />,
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
    <Button component={Link} to={href('admin/users/invite')} leftSection={<IconUserPlus size={16} />}>
      {t('users.invite')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} actions={inviteButton} />
      <UsersFilters list={list} />
      <DataTable
        {...table}
        label={t('users.list.label')}
        columns={columns}
        minWidth={980}
        rowActions={(user) => {
          const name = fullName(user);
          return (
            <>
              <Tooltip label={t('users.list.edit', { name })} withArrow>
                <ActionIcon
                  component={Link}
                  to={editHref(user)}
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
        empty={listEmpty(
          list,
          { title: t('users.list.noMatchTitle'), message: t('users.list.noMatchMessage') },
          { title: t('users.list.emptyTitle'), message: t('users.list.emptyMessage'), action: inviteButton },
        )}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
