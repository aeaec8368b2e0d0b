import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { License, Seat } from '@portal/contracts';
import { can } from '@portal/contracts';
import { IconAlertCircle, IconPlugConnected } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { RecordPage } from '../../../components/record-page';
import { isApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useOrganization } from '../../../lib/organization-record';
import { href } from '../../../lib/screens';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { useLicenses } from '../api/get-licenses';
import { useAttachMemberSeat, useDetachMemberSeat, useMemberSeats } from '../api/member-seats';
import { MemberSeats } from '../components/member-seats';

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
        return (
          <MemberSeats
            audience="admin"
            name={name}
            header={{
              back,
              title: t('licensing.seats.title', { name }),
              description: t('licensing.seats.description', { organization: organizationName }),
            }}
            seats={{ data, isPending: false, error: null, refetch: seats.refetch }}
            detach={detach}
            attach={<AttachSeat organizationId={id} userId={userId} name={name} seats={data} />}
          />
        );
      }}
    </RecordPage>
  );
}
