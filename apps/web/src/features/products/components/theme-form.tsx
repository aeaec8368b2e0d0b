import { Button, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  PRODUCT_STATUSES,
  type ProductTheme,
  THEME_DESCRIPTION_MAX_LENGTH,
  type ThemeBody,
  themeBody,
} from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useContractForm } from '../../../lib/use-contract-form';

interface ThemeFormProps {
  theme?: ProductTheme;
  // biome-ignore lint/suspicious/noExplicitAny: any mutation context
  mutation: UseMutationResult<ProductTheme, unknown, ThemeBody, any>;
  submitLabel: string;
  successMessage: string;
  onSuccess?: (theme: ProductTheme) => void;
  image: ReactNode;
}

/** A theme's name, description, status and preview image. */
export function ThemeForm({ theme, mutation, submitLabel, successMessage, onSuccess, image }: ThemeFormProps) {
  const { t } = useTranslation();
  const cf = useContractForm(themeBody, {
    initialValues: {
      name: theme?.name ?? '',
      description: theme?.description ?? '',
      status: theme?.status ?? ('active' as ProductTheme['status']),
    },
    mutation,
    successMessage,
    onSuccess,
  });
  return (
    <ContractForm form={cf}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...cf.form.getInputProps('name')} label={t('products.themes.fields.name')} required />
        <Select
          {...cf.form.getInputProps('status')}
          label={t('products.fields.status')}
          data={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`products.status.${status}`) }))}
          allowDeselect={false}
          description={t(`products.themes.statusHint.${cf.form.values.status}`)}
        />
      </SimpleGrid>
      <Textarea
        {...cf.form.getInputProps('description')}
        label={t('products.themes.fields.description')}
        autosize
        minRows={3}
        maxLength={THEME_DESCRIPTION_MAX_LENGTH}
      />
      {image}
      <Group justify="flex-end" mt="sm">
        <Button {...cf.submitProps}>{submitLabel}</Button>
      </Group>
    </ContractForm>
  );
}
