import { ActionIcon, Anchor, Badge, Button, Card, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IDLE_SEAT_DAYS, managerSeatList, type OrganizationSeat } from '@portal/contracts';
import { IconKey, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type ListColumns } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { href } from '../../../lib/screens';
import { fullName } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useListTable } from '../../../lib/use-list-table';
import { useDetachIdleSeats } from '../api/detach-idle-seats';
import { useIdleSeatsCount, useSeats } from '../api/get-seats';

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
          {t('manager.seats.detachIdle', { count })}
        </Button>
      )}
      <ConfirmDeleteModal
        target={confirming}
        mutation={detach}
        variables={(target) => target}
        title={t('manager.seats.detachIdleTitle')}
        body={(target) => t('manager.seats.detachIdleBody', { count: target, days: String(IDLE_SEAT_DAYS) })}
        confirmLabel={t('manager.seats.detachIdleConfirm')}
        doneMessage={(target) => t('manager.seats.detachIdleDone', { count: target })}
        errorTitle={t('manager.seats.detachRefused')}
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
      header: t('manager.seats.member'),
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
    { key: 'product', header: t('manager.seats.product'), render: (seat) => seat.product.name },
    {
      key: 'last_activity',
      header: t('manager.seats.lastSignedIn'),
      sort: 'last_activity',
      nowrap: true,
      render: (seat) =>
        seat.last_signed_in_at ? (
          formatDate(seat.last_signed_in_at)
        ) : (
          <Text component="span" c="dimmed" fz="sm">
            {t('manager.seats.never')}
          </Text>
        ),
    },
    {
      key: 'attached_at',
      header: t('manager.seats.attachedAt'),
      nowrap: true,
      render: (seat) => formatDate(seat.attached_at),
    },
    {
      key: 'idle',
      header: t('manager.seats.idle'),
      nowrap: true,
      render: (seat) =>
        seat.idle ? (
          <Badge size="sm" color="orange" variant="dot" tt="none" radius="sm">
            {t('manager.seats.idle')}
          </Badge>
        ) : (
          <Badge size="sm" color="teal" variant="dot" tt="none" radius="sm">
            {t('manager.seats.inUse')}
          </Badge>
        ),
    },
  ];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('manager.seats.label')}>
      <Text c="dimmed" fz="sm" mb="md">
        {t('manager.seats.description', { days: String(IDLE_SEAT_DAYS) })}
      </Text>
      <Group justify="space-between" mb="md" gap="sm">
        <Switch
          label={t('manager.seats.idleOnly')}
          checked={list.params.filter.idle === 'true'}
          onChange={(event) => list.setFilter('idle', event.currentTarget.checked ? 'true' : null)}
        />
        <DetachIdleSeatsButton />
      </Group>
      <DataTable
        {...table}
        label={t('manager.seats.label')}
        columns={columns}
        minWidth={760}
        rowActions={(seat) => (
          <Tooltip label={t('manager.seats.manage', { name: fullName(seat.user) })} withArrow>
            <ActionIcon
              component={Link}
              to={memberLicensesHref(seat.user.id)}
              variant="subtle"
              color="gray"
              aria-label={t('manager.seats.manage', { name: fullName(seat.user) })}
            >
              <IconKey size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        empty={
          list.filtered
            ? {
                title: t('manager.seats.noMatchTitle'),
                action: (
                  <Button variant="light" onClick={list.reset}>
                    {t('list.clearFilters')}
                  </Button>
                ),
              }
            : { title: t('manager.seats.emptyTitle'), message: t('manager.seats.emptyMessage') }
        }
      />
    </Card>
  );
}
