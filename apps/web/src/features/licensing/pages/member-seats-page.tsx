import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { License, Seat } from '@portal/contracts';
import { can } from '@portal/contracts';
import { IconAlertCircle, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DaysLeft } from '../../../components/days-left';
import { LicenseStateBadge } from '../../../components/license-state-badge';
import { PageHeader } from '../../../components/page-header';
import { RecordPage } from '../../../components/record-page';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useOrganization } from '../../../lib/organization-record';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useLicenses } from '../api/get-licenses';
import { useAttachMemberSeat, useDetachMemberSeat, useMemberSeats } from '../api/member-seats';

/** Licenses a seat can come from: not expired, with a free seat, of a product the member holds no seat of. */
function attachable(licenses: readonly License[], seats: readonly Seat[]) {
  const held = new Set(seats.map((seat) => seat.product.id));
  return licenses.filter(
    (license) =>
      license.state !== 'expired' &&
      (license.seats_free === null || license.seats_free > 0) &&
      !held.has(license.product.id),
  );
}

function AttachSeat({
  organizationId,
  userId,
  name,
  seats,
}: {
  organizationId: string;
  userId: string;
  name: string;
  seats: readonly Seat[];
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const licenses = useLicenses({ page: 1, perPage: 100, filter: {} }, organizationId);
  const attach = useAttachMemberSeat(organizationId, userId);
  const [licenseId, setLicenseId] = useState<string | null>(null);
  const options = useMemo(
    () =>
      attachable(licenses.data?.data ?? [], seats).map((license) => ({
        value: license.id,
        label:
          license.seats_free === null
            ? t('licensing.seats.licenseOptionUnlimited', {
                product: license.product.name,
                end: formatDay(license.ends_on),
              })
            : t('licensing.seats.licenseOption', {
                product: license.product.name,
                free: String(license.seats_free),
                end: formatDay(license.ends_on),
              }),
      })),
    [licenses.data, seats, t],
  );
  const chosen = licenses.data?.data.find((license) => license.id === licenseId);
  const error = attach.error;
  const refusal = error
    ? isApiError(error)
      ? Object.values(error.errors)[0]?.[0]
        ? tMessage(Object.values(error.errors)[0]?.[0] ?? '')
        : error.message
      : tMessage('error.something_went_wrong')
    : null;

  const submit = () => {
    if (!licenseId || !chosen) return;
    attach.mutate(
      { license_id: licenseId },
      {
        onSuccess: () => {
          notifySuccess(t('licensing.seats.attached', { product: chosen.product.name, name }));
          setLicenseId(null);
        },
      },
    );
  };

  return (
    <SectionCard title={t('licensing.seats.attachTitle')}>
      <Stack gap="md">
        {refusal ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            <Stack gap={4}>
              <Text fz="sm">{refusal}</Text>
              {isApiError(error) && error.status === 422 && can(user, 'manage user') ? (
                <Anchor component={Link} to={href('admin/users/:id/software', { id: userId })} fz="sm">
                  {t('licensing.seats.availableHint')}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {licenses.isSuccess && options.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('licensing.seats.noLicenses')}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <Select
              label={t('licensing.seats.license')}
              placeholder={t('licensing.seats.licensePlaceholder')}
              data={options}
              value={licenseId}
              onChange={(value) => {
                attach.reset();
                setLicenseId(value);
              }}
              disabled={licenses.isPending}
              description={t('licensing.seats.availableHint')}
              style={{ flex: '1 1 320px' }}
            />
            <Button
              leftSection={<IconPlugConnected size={16} />}
              onClick={submit}
              disabled={!licenseId || attach.isPending}
              loading={attach.isPending}
            >
              {t('licensing.seats.attach')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}

/**
 * `admin/organizations/:id/licenses/:userId` ('manage organization'): one member's attached seats of the
 * organization's licenses; attach one from a license with a free seat, detach one (after a question).
 */
export function MemberSeatsPage() {
  const { t } = useTranslation();
  const { id = '', userId = '' } = useParams();
  const organization = useOrganization(id);
  const seats = useMemberSeats(id, userId);
  const detach = useDetachMemberSeat(id, userId);
  const [detaching, setDetaching] = useState<Seat | null>(null);
  const organizationName = organization.data?.name ?? '';
  const back = (
    <BackLink to={href('admin/organizations/:id/product-licenses', { id })}>
      {t('licensing.seats.back', { name: organizationName || t('organizationFrame.title') })}
    </BackLink>
  );

  return (
    <RecordPage query={seats} title={t('licensing.seats.title', { name: '' })} back={back}>
      {({ data, member }) => {
        const name = fullName(member);
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
            key: 'attached_at',
            header: t('licensing.seats.attachedAt'),
            nowrap: true,
            render: (seat) => formatDay(seat.attached_at),
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
            render: (seat) => (
              <DaysLeft
                days={seat.days_left}
                wording={{ left: 'licensing.licenses.daysLeft', ended: 'licensing.licenses.daysAgo' }}
              />
            ),
          },
          {
            key: 'state',
            header: t('licensing.seats.state'),
            nowrap: true,
            render: (seat) => <LicenseStateBadge state={seat.state} />,
          },
        ];
        return (
          <>
            <PageHeader
              back={back}
              title={t('licensing.seats.title', { name })}
              description={t('licensing.seats.description', { organization: organizationName })}
            />
            <Stack gap="lg" maw={1100}>
              <SectionCard title={t('licensing.seats.attachedTitle')}>
                <DataTable
                  label={t('licensing.seats.label')}
                  columns={columns}
                  records={data}
                  loading={false}
                  page={1}
                  perPage={Math.max(data.length, 1)}
                  onPageChange={() => undefined}
                  minWidth={640}
                  rowActions={(seat) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconPlugConnectedX size={14} />}
                      onClick={() => setDetaching(seat)}
                      aria-label={t('licensing.seats.detachLabel', { product: seat.product.name })}
                    >
                      {t('licensing.seats.detach')}
                    </Button>
                  )}
                  empty={{ title: t('licensing.seats.none') }}
                />
              </SectionCard>
              <AttachSeat organizationId={id} userId={userId} name={name} seats={data} />
            </Stack>
            <ConfirmDeleteModal
              target={detaching}
              mutation={detach}
              variables={(seat) => seat.license_id}
              title={(seat) => t('licensing.seats.detachTitle', { product: seat.product.name })}
              body={(seat) => t('licensing.seats.detachBody', { product: seat.product.name, name })}
              confirmLabel={t('licensing.seats.detachConfirm')}
              doneMessage={(seat) => t('licensing.seats.detached', { product: seat.product.name, name })}
              errorTitle={t('licensing.seats.refused')}
              onClose={() => setDetaching(null)}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
