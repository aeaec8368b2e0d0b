import { ActionIcon, Anchor, Badge, Button, Card, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IDLE_SEAT_DAYS, managerSeatList, type OrganizationSeat } from '@portal/contracts';
import { IconKey, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { listEmpty } from '../../../components/list-toolbar';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useDetachIdleSeats } from '../api/detach-idle-seats';
import { useIdleSeatsCount, useSeats } from '../api/manager-seats';

export const memberLicensesHref = (userId: string) => href('manager/licenses/:userId', { userId });

/** "Detach N idle seats" and its confirmation; hidden while no seat is idle. */
export function DetachIdleSeatsButton() {
  const { t } = useTranslation();
  const idle = useIdleSeatsCount();
  const detach = useDetachIdleSeats();
  const [confirming, setConfirming] = useState<number | null>(null);
  const count = idle.data ?? 0;
  return (
    <>
      {count > 0 && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconUserMinus size={16} />}
          onClick={() => setConfirming(count)}
        >
          {t('managerLicensing.seats.detachIdle', { count })}
        </Button>
      )}
      <ConfirmDeleteModal
        target={confirming}
        mutation={detach}
        variables={(target) => target}
        title={t('managerLicensing.seats.detachIdleTitle')}
        body={(target) => t('managerLicensing.seats.detachIdleBody', { count: target, days: String(IDLE_SEAT_DAYS) })}
        confirmLabel={t('managerLicensing.seats.detachIdleConfirm')}
        doneMessage={(target) => t('managerLicensing.seats.detachIdleDone', { count: target })}
        errorTitle={t('managerLicensing.seats.detachRefused')}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/** The organization's attached seats, idle ones first (the server's order), with each user's last sign-in. */
export function SeatsTable() {
  const { t } = useTranslation();
  const list = useListParams(managerSeatList);
  const table = useListTable(list, useSeats(list.params));

  const columns: ListColumns<OrganizationSeat, typeof managerSeatList> = [
    {
      key: 'member',
      header: t('managerLicensing.seats.member'),
      render: (seat) => (
        <div>
          <Anchor component={Link} to={memberLicensesHref(seat.user.id)} fw={600} c="inherit">
            {fullName(seat.user)}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {seat.user.email}
          </Text>
        </div>
      ),
    },
    { key: 'product', header: t('managerLicensing.seats.product'), render: (seat) => seat.product.name },
    {
      key: 'last_activity',
      header: t('managerLicensing.seats.lastSignedIn'),
      sort: 'last_activity',
      nowrap: true,
      render: (seat) =>
        seat.last_signed_in_at ? (
          formatDate(seat.last_signed_in_at)
        ) : (
          <Text component="span" c="dimmed" fz="sm">
            {t('managerLicensing.seats.never')}
          </Text>
        ),
    },
    {
      key: 'attached_at',
      header: t('managerLicensing.seats.attachedAt'),
      nowrap: true,
      render: (seat) => formatDate(seat.attached_at),
    },
    {
      key: 'idle',
      header: t('managerLicensing.seats.idle'),
      nowrap: true,
      render: (seat) =>
        seat.idle ? (
          <Badge size="sm" color="orange" variant="dot" tt="none" radius="sm">
            {t('managerLicensing.seats.idle')}
          </Badge>
        ) : (
          <Badge size="sm" color="teal" variant="dot" tt="none" radius="sm">
            {t('managerLicensing.seats.inUse')}
          </Badge>
        ),
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('managerLicensing.seats.label')}>
      <Text c="dimmed" fz="sm" mb="md">
        {t('managerLicensing.seats.description', { days: String(IDLE_SEAT_DAYS) })}
      </Text>
      <Group justify="space-between" mb="md" gap="sm">
        <Switch
          label={t('managerLicensing.seats.idleOnly')}
          checked={list.params.filter.idle === 'true'}
          onChange={(event) => list.setFilter('idle', event.currentTarget.checked ? 'true' : null)}
        />
        <DetachIdleSeatsButton />
      </Group>
      <DataTable
        {...table}
        label={t('managerLicensing.seats.label')}
        columns={columns}
        minWidth={760}
        rowActions={(seat) => (
          <Tooltip label={t('managerLicensing.seats.manage', { name: fullName(seat.user) })} withArrow>
            <ActionIcon
              component={Link}
              to={memberLicensesHref(seat.user.id)}
              variant="subtle"
              color="gray"
              aria-label={t('managerLicensing.seats.manage', { name: fullName(seat.user) })}
            >
              <IconKey size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        empty={listEmpty(
          list,
          { title: t('managerLicensing.seats.noMatchTitle') },
          { title: t('managerLicensing.seats.emptyTitle'), message: t('managerLicensing.seats.emptyMessage') },
        )}
      />
    </Card>
  );
}
