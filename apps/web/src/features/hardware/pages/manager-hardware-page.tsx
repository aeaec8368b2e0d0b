import { Alert, Card } from '@mantine/core';
import { hardwareList } from '@portal/contracts';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useSessionUser } from '../../../lib/session-user';
import { useListParams } from '../../../lib/use-list-params';
import { useManagerHardware } from '../api/get-manager-hardware';
import { HardwareTable } from '../components/hardware-table';

function ManagerHardware() {
  const { t } = useTranslation();
  const list = useListParams(hardwareList);
  const query = useManagerHardware(list.params);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t('hardware.label')}>
      <HardwareTable list={list} query={query} editable={false} emptyMessage={t('hardware.empty.manager')} />
    </Card>
  );
}

/** `manager/hardware-details`: the own organization's hardware items (read). */
export function ManagerHardwarePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <>
      <PageHeader
        title={t('hardware.manager.title')}
        description={user.organization ? user.organization.name : undefined}
      />
      {user.organization ? (
        <ManagerHardware />
      ) : (
        <Alert color="gray" variant="light" icon={<IconBuildingOff size={18} />}>
          {t('hardware.manager.noOrganization')}
        </Alert>
      )}
    </>
  );
}
