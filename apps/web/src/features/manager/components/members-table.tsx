import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import type { ManagerMember } from '@portal/contracts';
import { IconFileImport, IconKey, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MembersTable as SharedMembersTable } from '../../../components/members-table';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';

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

/**
 * The organization's members (the shared table with the manager as its audience): each name opens the
 * member, the key icon their licenses; the last sign-in is the manager's own column.
 */
export function MembersTable() {
  const { t } = useTranslation();
  const me = useSessionUser();
  return (
    <SharedMembersTable
      of={{ audience: 'manager' }}
      memberHref={memberEditHref}
      nameSuffix={(member) =>
        member.id === me.id ? (
          <Text component="span" c="dimmed" fz="sm" ml={6} style={{ whiteSpace: 'nowrap' }}>
            {t('manager.details.you')}
          </Text>
        ) : null
      }
      columns={[
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
      ]}
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
      emptyMessage={t('manager.members.emptyMessage')}
      emptyAction={<InviteMemberButton />}
    />
  );
}
