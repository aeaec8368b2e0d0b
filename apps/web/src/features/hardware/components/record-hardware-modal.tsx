import { Button, Group, Modal, Select, Text, TextInput } from '@mantine/core';
import { type CreateHardwareBody, createHardwareBody, HARDWARE_STATUSES, type HardwareItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { CountrySelect } from '../../../components/country-select';
import { SearchableSelect } from '../../../components/searchable-select';
import { hardwareCatalogueOptions } from '../../../lib/options';
import { useContractForm } from '../../../lib/use-contract-form';
import type { HardwareOwnerRef } from '../api/keys';
import { useRecordHardware } from '../api/record-hardware';
import { HardwareDateFields } from './hardware-date-fields';

interface Values extends Record<string, unknown> {
  product_id: string | null;
  serial_number: string;
  purchase_date: string;
  warranty_ends_on: string;
  shipping_country: string | null;
  status: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function RecordHardwareForm({ owner, onDone }: { owner: HardwareOwnerRef; onDone: () => void }) {
  const { t } = useTranslation();
  const record = useRecordHardware(owner);
  const cf = useContractForm<typeof createHardwareBody, Values, CreateHardwareBody, HardwareItem>(createHardwareBody, {
    initialValues: {
      product_id: null,
      serial_number: '',
      purchase_date: today(),
      warranty_ends_on: '',
      shipping_country: null,
      status: 'ordered',
    },
    mutation: record,
    successMessage: (item) => t('hardware.record.done', { serial: item.serial_number }),
    onSuccess: onDone,
  });
  const { form } = cf;
  const serial = form.getInputProps('serial_number');

  return (
    <ContractForm form={cf}>
      <SearchableSelect
        source={hardwareCatalogueOptions}
        label={t('hardware.fields.product')}
        placeholder={t('hardware.fields.productPlaceholder')}
        required
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('product_id')}
      />
      <TextInput
        label={t('hardware.fields.serial')}
        description={t('hardware.fields.serialHint')}
        required
        autoComplete="off"
        spellCheck={false}
        {...serial}
        // Shown as it is stored: in capitals.
        onChange={(event) => form.setFieldValue('serial_number', event.currentTarget.value.toUpperCase())}
      />
      <HardwareDateFields form={form} />
      <CountrySelect
        label={t('hardware.fields.shippingCountry')}
        placeholder={t('hardware.fields.countryPlaceholder')}
        nothingFound={t('hardware.fields.noCountry')}
        required
        {...form.getInputProps('shipping_country')}
      />
      <Text fz="xs" c="dimmed">
        {t('hardware.record.shippingHint')}
      </Text>
      <Select
        label={t('hardware.fields.status')}
        data={HARDWARE_STATUSES.map((status) => ({ value: status, label: t(`hardware.statuses.${status}`) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('status')}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('hardware.record.cancel')}
        </Button>
        <Button {...cf.submitProps}>{t('hardware.record.submit')}</Button>
      </Group>
    </ContractForm>
  );
}

/** "Record a hardware item" for an organization or a user, in a dialog. */
export function RecordHardwareModal({
  owner,
  opened,
  onClose,
}: {
  owner: HardwareOwnerRef;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened={opened}
      onClose={onClose}
      title={t('hardware.record.title')}
      size="lg"
    >
      {/* Mounted while open: each opening starts from an empty form. */}
      {opened && <RecordHardwareForm owner={owner} onDone={onClose} />}
    </Modal>
  );
}
