import { ActionIcon, Anchor, Stack, Tooltip } from '@mantine/core';
import type { OrganizationMember } from '@portal/contracts';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStatusBadge } from '../../../components/account-status-badge';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ListSearchInput } from '../../../components/list-search-input';
import { SectionCard } from '../../../components/section-card';
import { useMembers } from '../../../lib/organization-members';
import { href } from '../../../lib/screens';
import { fullName } from '../../../lib/session-user';

const PER_PAGE = 10;

/**
 * The organization's members, each with a "Seats" action to their seats screen: where an admin looks
 * for a person to attach a seat to. The list's state is local (the licenses table above owns the URL).
 */
export function MembersSeatsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const members = useMembers(organizationId, { page, perPage: PER_PAGE, filter: { search: search || undefined } });
  const seatsOf = (member: OrganizationMember) =>
    href('admin/organizations/:id/licenses/:userId', { id: organizationId, userId: member.id });
  const columns: DataTableColumn<OrganizationMember>[] = [
    {
      key: 'name',
      header: t('licensing.members.name'),
      render: (member) => (
        <Anchor component={Link} to={seatsOf(member)} fw={600} c="inherit" fz="sm">
          {fullName(member)}
        </Anchor>
      ),
    },
    { key: 'email', header: t('licensing.members.email'), render: (member) => member.email },
    {
      key: 'status',
      header: t('licensing.members.status'),
      nowrap: true,
      render: (member) => <AccountStatusBadge status={member.status} />,
    },
  ];

  return (
    <SectionCard title={t('licensing.members.title')}>
      <Stack gap="md">
        <ListSearchInput
          label={t('licensing.members.search')}
          placeholder={t('licensing.members.searchPlaceholder')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <DataTable
          label={t('licensing.members.label')}
          columns={columns}
          records={members.data?.data}
          meta={members.data?.meta}
          loading={members.isPending}
          fetching={members.isPlaceholderData}
          error={members.error}
          onRetry={() => void members.refetch()}
          page={page}
          perPage={PER_PAGE}
          onPageChange={setPage}
          minWidth={560}
          rowActions={(member) => (
            <Tooltip label={t('licensing.members.seatsOf', { name: fullName(member) })} withArrow>
              <ActionIcon
                component={Link}
                to={seatsOf(member)}
                variant="subtle"
                color="gray"
                aria-label={t('licensing.members.seatsOf', { name: fullName(member) })}
              >
                <IconKey size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          empty={
            search
              ? { title: t('licensing.members.noMatchTitle'), message: t('licensing.members.noMatchMessage') }
              : { title: t('licensing.members.emptyTitle'), message: t('licensing.members.emptyMessage') }
          }
        />
      </Stack>
    </SectionCard>
  );
}
