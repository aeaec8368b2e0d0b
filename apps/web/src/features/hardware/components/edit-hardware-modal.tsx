import { Button, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { type HardwareItem, type UpdateHardwareBody, updateHardwareBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateHardware } from '../api/update-hardware';
import { HardwareDateFields } from './hardware-date-fields';

interface Values extends Record<string, unknown> {
  serial_number: string;
  purchase_date: string;
  warranty_ends_on: string;
  status: string;
}

function EditHardwareForm({ item, onDone }: { item: HardwareItem; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateHardware(item.id);
  const cf = useContractForm<typeof updateHardwareBody, Values, UpdateHardwareBody, HardwareItem>(updateHardwareBody, {
    initialValues: {
      serial_number: item.serial_number,
      purchase_date: item.purchase_date,
      warranty_ends_on: item.warranty_ends_on,
      status: item.status,
    },
    mutation: update,
    successMessage: (saved) => t('hardware.edit.done', { serial: saved.serial_number }),
    onSuccess: onDone,
  });
  const { form } = cf;
  // The current status and where it may go next (the server checks the same rule).
  const statuses = [item.status, ...item.next_statuses];

  return (
    <ContractForm form={cf}>
      <Select
        label={t('hardware.fields.status')}
        data={statuses.map((status) => ({ value: status, label: t(`hardware.statuses.${status}`) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('status')}
      />
      <Text fz="xs" c="dimmed" mt={-8}>
        {t('hardware.edit.statusHint')}
      </Text>
      <TextInput
        label={t('hardware.fields.serial')}
        description={t('hardware.fields.serialHint')}
        required
        autoComplete="off"
        spellCheck={false}
        {...form.getInputProps('serial_number')}
        onChange={(event) => form.setFieldValue('serial_number', event.currentTarget.value.toUpperCase())}
      />
      <HardwareDateFields form={form} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('hardware.edit.cancel')}
        </Button>
        <Button {...cf.submitProps}>{t('hardware.edit.save')}</Button>
      </Group>
    </ContractForm>
  );
}

/** Change an item's status, serial number or dates, in a dialog. */
export function EditHardwareModal({ item, onClose }: { item: HardwareItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={item !== null}
      onClose={onClose}
      title={item ? t('hardware.edit.title', { serial: item.serial_number }) : ''}
      size="lg"
    >
      {item && <EditHardwareForm key={item.id} item={item} onDone={onClose} />}
    </Modal>
  );
}
