import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface DateValues extends Record<string, unknown> {
  purchase_date: string;
  warranty_ends_on: string;
}

/** Purchase date and warranty end, as the browser's date inputs (`YYYY-MM-DD`, what the contract reads). */
export function HardwareDateFields<V extends DateValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        type="date"
        label={t('hardware.fields.purchaseDate')}
        required
        {...form.getInputProps('purchase_date')}
      />
      <TextInput
        type="date"
        label={t('hardware.fields.warrantyEndsOn')}
        description={t('hardware.fields.warrantyHint')}
        {...form.getInputProps('warranty_ends_on')}
      />
    </SimpleGrid>
  );
}
