import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AdminProduct,
  CURRENCIES,
  DURATION_TYPES,
  LICENSE_DURATIONS_MONTHS,
  PRICE_MAX_MINOR,
  PRODUCT_STATUSES,
  type ProductType,
  productBodyFor,
  type UpdateProductBody,
} from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { MoneyInput } from '../../../components/money-input';
import { useContractForm } from '../../../lib/use-contract-form';
import { RichTextField } from './rich-text-field';

/** What the form holds: the API's fields, with '' for an empty optional one. */
export interface ProductFormValues extends Record<string, unknown> {
  name: string;
  price: number | '';
  currency: (typeof CURRENCIES)[number];
  duration: number | '' | null;
  duration_type: (typeof DURATION_TYPES)[number] | '' | null;
  sku: string;
  description: string;
  details_url: string;
  status: (typeof PRODUCT_STATUSES)[number];
  variant: string;
}

export function productFormValues(type: ProductType, product?: AdminProduct): ProductFormValues {
  return {
    name: product?.name ?? '',
    price: product?.price ?? '',
    currency: (product?.currency as ProductFormValues['currency']) ?? 'EUR',
    duration: product?.duration ?? (type === 'software' ? 12 : ''),
    duration_type: product?.duration_type ?? (type === 'software' ? 'month' : ''),
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    details_url: product?.details_url ?? '',
    status: product?.status ?? 'active',
    variant: product?.variant ?? '',
  };
}

interface ProductFormProps<Result> {
  type: ProductType;
  initialValues: ProductFormValues;
  // biome-ignore lint/suspicious/noExplicitAny: any mutation context
  mutation: UseMutationResult<Result, unknown, UpdateProductBody, any>;
  submitLabel: string;
  successMessage: string;
  onSuccess?: (result: Result) => void;
  /** The preview image field (it saves on its own for an existing product). */
  image: ReactNode;
}

/**
 * Name, price and currency, duration (3, 6 or 12 months for a software
 * license), SKU, status, variant, details link and the rich-text description,
 * checked with the contract's rules for this type before they are sent.
 */
export function ProductForm<Result>({
  type,
  initialValues,
  mutation,
  submitLabel,
  successMessage,
  onSuccess,
  image,
}: ProductFormProps<Result>) {
  const { t } = useTranslation();
  const cf = useContractForm(productBodyFor(type), {
    initialValues,
    mutation,
    successMessage,
    onSuccess,
    toBody: (values) => productBodyFor(type).parse(values) as UpdateProductBody,
  });
  const input = (field: Extract<keyof ProductFormValues, string>) => cf.form.getInputProps(field);
  const { values } = cf.form;

  const statusOptions = PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`products.status.${status}`) }));
  const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

  return (
    <ContractForm form={cf}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...input('name')} label={t('products.fields.name')} required />
        <TextInput
          {...input('sku')}
          label={t('products.fields.sku')}
          description={t('products.fields.skuHint')}
          required
          autoComplete="off"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <MoneyInput
          maxMinor={PRICE_MAX_MINOR}
          required
          label={t('products.fields.price')}
          currency={values.currency}
          value={values.price}
          onChange={(minor) => cf.form.setFieldValue('price', minor)}
          onBlur={() => cf.form.validateField('price')}
          error={cf.form.errors.price as string | undefined}
        />
        <Select
          {...input('currency')}
          label={t('products.fields.currency')}
          data={currencyOptions}
          allowDeselect={false}
        />
        <Select
          {...input('status')}
          label={t('products.fields.status')}
          data={statusOptions}
          allowDeselect={false}
          description={t(`products.statusHint.${values.status}`)}
        />
      </SimpleGrid>
      {type === 'software' ? (
        <Select
          label={t('products.fields.licenseDuration')}
          data={LICENSE_DURATIONS_MONTHS.map((months) => ({
            value: String(months),
            label: t('products.duration.months', { count: months }),
          }))}
          value={values.duration ? String(values.duration) : null}
          onChange={(value) => {
            cf.form.setFieldValue('duration', value ? Number(value) : '');
            cf.form.setFieldValue('duration_type', 'month');
          }}
          error={(cf.form.errors.duration ?? cf.form.errors.duration_type) as string | undefined}
          allowDeselect={false}
          required
          maw={320}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            {...input('duration')}
            label={t('products.fields.duration')}
            description={t('products.fields.durationHint')}
            min={1}
            max={120}
            allowDecimal={false}
            allowNegative={false}
          />
          <Select
            {...input('duration_type')}
            value={values.duration_type || null}
            onChange={(value) =>
              cf.form.setFieldValue('duration_type', (value ?? '') as ProductFormValues['duration_type'])
            }
            label={t('products.fields.durationType')}
            data={DURATION_TYPES.map((unit) => ({ value: unit, label: t(`products.duration.${unit}`) }))}
            clearable
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...input('variant')}
          label={t('products.fields.variant')}
          description={t('products.fields.variantHint')}
        />
        <TextInput
          {...input('details_url')}
          label={t('products.fields.detailsUrl')}
          description={t('products.fields.detailsUrlHint')}
          type="url"
          placeholder="https://"
        />
      </SimpleGrid>
      <RichTextField
        label={t('products.fields.description')}
        description={t('products.fields.descriptionHint')}
        value={values.description}
        onChange={(html) => cf.form.setFieldValue('description', html)}
        error={cf.form.errors.description as string | undefined}
      />
      <Stack gap={0}>{image}</Stack>
      <Group justify="flex-end" mt="sm">
        <Button {...cf.submitProps}>{submitLabel}</Button>
      </Group>
    </ContractForm>
  );
}
