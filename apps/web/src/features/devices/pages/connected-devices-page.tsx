import { Alert, Anchor, Button, Divider, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ConnectedDevice } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PageHeader } from '../../../components/page-header';
import { ScreenTabs } from '../../../components/screen-tabs';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-error';
import { tMessage } from '../../../lib/i18n';
import { href } from '../../../lib/screens';
import { useDevices } from '../api/get-devices';
import { useRevokeDevice } from '../api/revoke-device';
import { DeviceItem } from '../components/device-item';

function DeviceList() {
  const { t } = useTranslation();
  const devices = useDevices();
  const revoke = useRevokeDevice();
  const [revoking, setRevoking] = useState<ConnectedDevice | null>(null);

  if (devices.isPending) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>{t('devices.list.loading')}</VisuallyHidden>
        {[0, 1].map((row) => (
          <Group key={row} gap="md" wrap="nowrap" aria-hidden>
            <Skeleton height={34} width={34} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="45%" />
              <Skeleton height={10} width="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }

  if (devices.isError) {
    const reason = isApiError(devices.error) ? devices.error.message : tMessage('error.something_went_wrong');
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('devices.list.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{reason}</Text>
          <Button size="xs" variant="default" onClick={() => void devices.refetch()} loading={devices.isFetching}>
            {t('devices.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const now = Date.now();
  return (
    <>
      {devices.data.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t('devices.list.empty')}</Text>
          <Anchor component={Link} to={href('device')}>
            {t('devices.list.connectOne')}
          </Anchor>
        </Stack>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('devices.list.title')}>
          {devices.data.map((device, index) => (
            <Fragment key={device.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <DeviceItem device={device} now={now} onRevoke={() => setRevoking(device)} disabled={revoke.isPending} />
            </Fragment>
          ))}
        </Stack>
      )}
      <ConfirmDeleteModal
        target={revoking}
        mutation={revoke}
        variables={(device) => device.id}
        title={t('devices.list.revokeTitle')}
        body={(device) => t('devices.list.revokeBody', { device: device.name })}
        confirmLabel={t('devices.list.revoke')}
        doneMessage={(device) => t('devices.list.revoked', { device: device.name })}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

/** The profile's "Connected devices" tab: the games signed in with the account, each revocable. */
export function ConnectedDevicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('devices.list.title')} description={t('devices.list.intro')} />
      <ScreenTabs group="profile" params={{}} label={t('devices.list.title')} />
      <SectionCard title={t('devices.list.title')}>
        <DeviceList />
      </SectionCard>
    </>
  );
}
