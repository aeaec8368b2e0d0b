import { Button, Group, Text } from '@mantine/core';
import { hardwareList } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useListParams } from '../../../lib/use-list-params';
import { useOwnerHardware } from '../api/get-owner-hardware';
import type { HardwareOwnerRef } from '../api/keys';
import { HardwareTable } from './hardware-table';
import { RecordHardwareModal } from './record-hardware-modal';

/** An organization's or a user's hardware items (admin): the list, record one, edit, delete. */
export function OwnerHardware({ owner }: { owner: HardwareOwnerRef }) {
  const { t } = useTranslation();
  const list = useListParams(hardwareList);
  const query = useOwnerHardware(owner, list.params);
  const [recording, setRecording] = useState(false);
  const organization = owner.kind === 'organization';

  return (
    <SectionCard title={organization ? t('hardware.organizationTitle') : t('hardware.userTitle')}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Text c="dimmed" fz="sm" maw={560}>
          {organization ? t('hardware.organizationDescription') : t('hardware.userDescription')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
          {t('hardware.record.open')}
        </Button>
      </Group>
      <HardwareTable
        list={list}
        query={query}
        editable
        emptyMessage={organization ? t('hardware.empty.organization') : t('hardware.empty.user')}
      />
      <RecordHardwareModal owner={owner} opened={recording} onClose={() => setRecording(false)} />
    </SectionCard>
  );
}
