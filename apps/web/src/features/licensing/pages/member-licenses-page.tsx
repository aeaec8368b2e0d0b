import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import type { ManagerMember, Seat } from '@portal/contracts';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DaysLeft } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { ManagerScreen } from '../../../components/manager-screen';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { SectionCard } from '../../../components/section-card';
import { formatDate, formatDay } from '../../../lib/format';
import { useManagerMember as useMember } from '../../../lib/organization-members';
import { fullName } from '../../../lib/session-user';
import { useDetachSeat } from '../api/detach-seat';
import { useMemberSeats } from '../api/manager-member-seats';
import { AccountDetailsBackLink } from '../components/account-details-back-link';
import { AttachSeatForm } from '../components/attach-seat-form';
import { MANAGER_DAYS_LEFT } from '../components/manager-licenses-table';

function MemberSeats({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const seats = useMemberSeats(member.id);
  const detach = useDetachSeat();
  const [detaching, setDetaching] = useState<Seat | null>(null);
  const name = fullName(member);

  const columns: DataTableColumn<Seat>[] = [
    {
      key: 'product',
      header: t('managerLicensing.memberLicenses.product'),
      render: (seat) => <Text fw={600}>{seat.product.name}</Text>,
    },
    {
      key: 'valid_from',
      header: t('managerLicensing.memberLicenses.validFrom'),
      nowrap: true,
      render: (seat) => formatDay(seat.valid_from),
    },
    {
      key: 'valid_to',
      header: t('managerLicensing.memberLicenses.validTo'),
      nowrap: true,
      render: (seat) => formatDay(seat.valid_to),
    },
    {
      key: 'days_left',
      header: t('managerLicensing.licenses.daysLeft'),
      nowrap: true,
      render: (seat) => <DaysLeft days={seat.days_left} wording={MANAGER_DAYS_LEFT} />,
    },
    {
      key: 'state',
      header: t('managerLicensing.licenses.state'),
      nowrap: true,
      render: (seat) => <LicenseStateBadge state={seat.state} />,
    },
    {
      key: 'attached_at',
      header: t('managerLicensing.memberLicenses.attachedAt'),
      nowrap: true,
      render: (seat) => formatDate(seat.attached_at),
    },
  ];

  return (
    <>
      <DataTable
        label={t('managerLicensing.memberLicenses.seatsTitle')}
        columns={columns}
        records={seats.data}
        meta={seats.data ? { total: seats.data.length, total_capped: false } : undefined}
        loading={seats.isPending}
        error={seats.error}
        onRetry={() => void seats.refetch()}
        page={1}
        perPage={Math.max(seats.data?.length ?? 0, 1)}
        onPageChange={() => undefined}
        minWidth={700}
        rowActions={(seat) => (
          <Tooltip label={t('managerLicensing.memberLicenses.detach', { product: seat.product.name })} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('managerLicensing.memberLicenses.detach', { product: seat.product.name })}
              onClick={() => setDetaching(seat)}
            >
              <IconUserMinus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        empty={{
          title: t('managerLicensing.memberLicenses.emptyTitle'),
          message: t('managerLicensing.memberLicenses.emptyMessage', { name }),
        }}
      />
      <ConfirmDeleteModal
        target={detaching}
        mutation={detach}
        variables={(seat) => seat}
        title={(seat) => t('managerLicensing.memberLicenses.detachTitle', { product: seat.product.name })}
        body={(seat) => t('managerLicensing.memberLicenses.detachBody', { name, product: seat.product.name })}
        confirmLabel={t('managerLicensing.memberLicenses.detachConfirm')}
        doneMessage={(seat) => t('managerLicensing.memberLicenses.detached', { name, product: seat.product.name })}
        errorTitle={t('managerLicensing.seats.detachRefused')}
        onClose={() => setDetaching(null)}
      />
    </>
  );
}

function MemberLicenses({ member }: { member: ManagerMember }) {
  const { t } = useTranslation();
  const name = fullName(member);
  const lastSignIn = member.last_signed_in_at
    ? t('managerLicensing.memberLicenses.lastSignedIn', { date: formatDate(member.last_signed_in_at) })
    : t('managerLicensing.memberLicenses.neverSignedIn');
  return (
    <>
      <PageHeader
        back={<AccountDetailsBackLink />}
        title={t('managerLicensing.memberLicenses.heading', { name })}
        description={`${member.email} · ${lastSignIn}`}
      />
      <Stack gap="lg">
        <SectionCard title={t('managerLicensing.memberLicenses.attachTitle')}>
          <AttachSeatForm member={member} />
        </SectionCard>
        <SectionCard title={t('managerLicensing.memberLicenses.seatsTitle')}>
          <MemberSeats member={member} />
        </SectionCard>
      </Stack>
    </>
  );
}

function MemberLicensesScreen() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const query = useMember(userId);
  return (
    <RecordPage
      query={query}
      title={t('managerLicensing.memberLicenses.title')}
      back={<AccountDetailsBackLink />}
      notFound={t('managerLicensing.memberLicenses.notFound')}
      forbidden={t('managerLicensing.memberLicenses.forbidden')}
      loadFailed={t('managerLicensing.memberLicenses.loadFailed')}
    >
      {(member) => <MemberLicenses member={member} />}
    </RecordPage>
  );
}

/** `manager/licenses/:userId`: a member's seats of the organization's licenses; attach one, detach with confirmation. */
export function MemberLicensesPage() {
  return <ManagerScreen>{() => <MemberLicensesScreen />}</ManagerScreen>;
}
