import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { can, type OrganizationMember } from '@portal/contracts';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MembersTable as SharedMembersTable } from '../../../components/members-table';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';

/**
 * The organization's members (the shared table with the admin as its audience); "Member since" is the
 * admin's own column. Adding and editing members are the users screens in the organization's context
 * (they need 'manage user').
 */
export function MembersTable({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const canManageUsers = can(user, 'manage user');
  const editHref = (member: OrganizationMember) =>
    href('admin/organizations/:orgId/user/:id/edit', { orgId: organizationId, id: member.id });

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
    <SharedMembersTable
      of={{ audience: 'admin', organizationId }}
      memberHref={canManageUsers ? editHref : undefined}
      columns={[
        {
          key: 'created_at',
          header: t('organizations.members.since'),
          sort: 'created_at',
          nowrap: true,
          render: (m) => formatDate(m.created_at),
        },
      ]}
      minWidth={720}
      action={addButton}
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
      emptyMessage={t('organizations.members.emptyMessage')}
    />
  );
}
