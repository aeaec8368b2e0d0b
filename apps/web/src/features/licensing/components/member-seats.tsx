import { Button, Stack, Text } from '@mantine/core';
import type { Seat } from '@portal/contracts';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DaysLeft, type DaysLeftWording } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { formatDay } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { MANAGER_DAYS_LEFT } from './manager-licenses-table';

/**
 * Who manages a member's seats: the admin (any organization's member, `admin/organizations/:id/licenses/:userId`)
 * or the license manager (a member of the own organization, `manager/licenses/:userId`).
 */
export type SeatsAudience = 'admin' | 'manager';

/** Each audience's words: catalogue keys; the `name`/`product` ones are given `{ name, product }`. */
interface SeatsWording {
  attachTitle: TranslationKey;
  seatsTitle: TranslationKey;
  tableLabel: TranslationKey;
  emptyTitle: TranslationKey;
  emptyMessage?: TranslationKey;
  daysLeft: DaysLeftWording;
  detachLabel: TranslationKey;
  detachTitle: TranslationKey;
  detachBody: TranslationKey;
  detachConfirm: TranslationKey;
  detached: TranslationKey;
  detachRefused: TranslationKey;
}

const WORDING: Record<SeatsAudience, SeatsWording> = {
  admin: {
    attachTitle: 'licensing.seats.attachTitle',
    seatsTitle: 'licensing.seats.attachedTitle',
    tableLabel: 'licensing.seats.label',
    emptyTitle: 'licensing.seats.none',
    daysLeft: { left: 'licensing.licenses.daysLeft', ended: 'licensing.licenses.daysAgo' },
    detachLabel: 'licensing.seats.detachLabel',
    detachTitle: 'licensing.seats.detachTitle',
    detachBody: 'licensing.seats.detachBody',
    detachConfirm: 'licensing.seats.detachConfirm',
    detached: 'licensing.seats.detached',
    detachRefused: 'licensing.seats.refused',
  },
  manager: {
    attachTitle: 'managerLicensing.memberLicenses.attachTitle',
    seatsTitle: 'managerLicensing.memberLicenses.seatsTitle',
    tableLabel: 'managerLicensing.memberLicenses.seatsTitle',
    emptyTitle: 'managerLicensing.memberLicenses.emptyTitle',
    emptyMessage: 'managerLicensing.memberLicenses.emptyMessage',
    daysLeft: MANAGER_DAYS_LEFT,
    detachLabel: 'managerLicensing.memberLicenses.detach',
    detachTitle: 'managerLicensing.memberLicenses.detachTitle',
    detachBody: 'managerLicensing.memberLicenses.detachBody',
    detachConfirm: 'managerLicensing.memberLicenses.detachConfirm',
    detached: 'managerLicensing.memberLicenses.detached',
    detachRefused: 'managerLicensing.seats.detachRefused',
  },
};

/** What the view reads of the seats query (TanStack's `UseQueryResult` has it). */
interface SeatsQuery {
  data: readonly Seat[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface MemberSeatsProps {
  audience: SeatsAudience;
  /** The member's full name, in the empty state and the detach question. */
  name: string;
  header: { back: ReactNode; title: string; description: string };
  seats: SeatsQuery;
  /** Detaches the seat of `license_id` from the member `user_id`. */
  // biome-ignore lint/suspicious/noExplicitAny: any mutation context
  detach: UseMutationResult<unknown, Error, Pick<Seat, 'license_id' | 'user_id'>, any>;
  /** The audience's attach form (the card around it is this view's). */
  attach: ReactNode;
}

/**
 * One member's seats of an organization's licenses, for either audience: the attached seats (product,
 * validity, days left, state, when attached), each detachable after a question, and below them the
 * audience's form to attach another.
 */
export function MemberSeats({ audience, name, header, seats, detach, attach }: MemberSeatsProps) {
  const { t } = useTranslation();
  const words = WORDING[audience];
  // Keys chosen at run time: i18next's types cannot check their interpolation, the catalogue test does.
  const say = t as unknown as (key: TranslationKey, options?: Record<string, string>) => string;
  const [detaching, setDetaching] = useState<Seat | null>(null);
  const records = seats.data ? [...seats.data] : undefined;

  const columns: DataTableColumn<Seat>[] = [
    {
      key: 'product',
      header: t('licensing.seats.product'),
      render: (seat) => (
        <Text fw={600} fz="sm">
          {seat.product.name}
        </Text>
      ),
    },
    {
      key: 'validity',
      header: t('licensing.seats.validity'),
      nowrap: true,
      render: (seat) => `${formatDay(seat.valid_from)} – ${formatDay(seat.valid_to)}`,
    },
    {
      key: 'days_left',
      header: t('licensing.seats.daysLeft'),
      nowrap: true,
      render: (seat) => <DaysLeft days={seat.days_left} wording={words.daysLeft} />,
    },
    {
      key: 'state',
      header: t('licensing.seats.state'),
      nowrap: true,
      render: (seat) => <LicenseStateBadge state={seat.state} />,
    },
    {
      key: 'attached_at',
      header: t('licensing.seats.attachedAt'),
      nowrap: true,
      render: (seat) => formatDay(seat.attached_at),
    },
  ];

  return (
    <>
      <PageHeader back={header.back} title={header.title} description={header.description} />
      <Stack gap="lg" maw={1100}>
        <SectionCard title={say(words.seatsTitle)}>
          <DataTable
            label={say(words.tableLabel)}
            columns={columns}
            records={records}
            meta={records ? { total: records.length, total_capped: false } : undefined}
            loading={seats.isPending}
            error={seats.error}
            onRetry={() => void seats.refetch()}
            page={1}
            perPage={Math.max(records?.length ?? 0, 1)}
            onPageChange={() => undefined}
            minWidth={700}
            rowActions={(seat) => (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconPlugConnectedX size={14} />}
                onClick={() => setDetaching(seat)}
                aria-label={say(words.detachLabel, { product: seat.product.name })}
              >
                {t('licensing.seats.detach')}
              </Button>
            )}
            empty={{
              title: say(words.emptyTitle),
              message: words.emptyMessage ? say(words.emptyMessage, { name }) : undefined,
            }}
          />
        </SectionCard>
        <SectionCard title={say(words.attachTitle)}>{attach}</SectionCard>
      </Stack>
      <ConfirmDeleteModal
        target={detaching}
        mutation={detach}
        variables={(seat) => seat}
        title={(seat) => say(words.detachTitle, { product: seat.product.name })}
        body={(seat) => say(words.detachBody, { name, product: seat.product.name })}
        confirmLabel={say(words.detachConfirm)}
        doneMessage={(seat) => say(words.detached, { name, product: seat.product.name })}
        errorTitle={say(words.detachRefused)}
        onClose={() => setDetaching(null)}
      />
    </>
  );
}
