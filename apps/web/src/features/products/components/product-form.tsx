import { Button, Fieldset, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type AdminProduct,
  CURRENCIES,
  type Currency,
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
  /** Minor units per currency; '' where the product is not sold in it. */
  prices: Record<Currency, number | ''>;
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
    prices: Object.fromEntries(CURRENCIES.map((currency) => [currency, product?.prices[currency] ?? ''])) as Record<
      Currency,
      number | ''
    >,
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
 * Name, a price per currency (empty: not sold in it; at least one), duration (3, 6 or 12 months for a software
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
      <Fieldset
        legend={
          <Text component="span" fz="sm" fw={600}>
            {t('products.fields.prices')}
          </Text>
        }
        variant="unstyled"
        aria-describedby="product-prices-hint"
      >
        <Text id="product-prices-hint" fz="xs" c="dimmed" mb="xs">
          {t('products.fields.pricesHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {CURRENCIES.map((currency) => (
            <MoneyInput
              key={currency}
              maxMinor={PRICE_MAX_MINOR}
              label={t('products.fields.priceIn', { currency })}
              currency={currency}
              value={values.prices[currency]}
              onChange={(minor) => cf.form.setFieldValue(`prices.${currency}`, minor)}
              onBlur={() => cf.form.validateField(`prices.${currency}`)}
              error={cf.form.errors[`prices.${currency}`] as string | undefined}
            />
          ))}
        </SimpleGrid>
        {cf.form.errors.prices && <Input.Error mt="xs">{cf.form.errors.prices}</Input.Error>}
      </Fieldset>
      <Select
        {...input('status')}
        label={t('products.fields.status')}
        data={statusOptions}
        allowDeselect={false}
        description={t(`products.statusHint.${values.status}`)}
        maw={320}
      />
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
