import { Button, Grid, Group, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type Billing,
  type CreateLicenseBody,
  createLicenseBody,
  LICENSE_AMOUNT_MAX,
  type License,
  type UpdateLicenseBody,
  updateLicenseBody,
} from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ContractForm } from '../../../components/contract-form';
import { SearchableSelect } from '../../../components/searchable-select';
import { notifySuccess } from '../../../lib/notify';
import { catalogueSoftwareOptions } from '../../../lib/options';
import { useContractForm } from '../../../lib/use-contract-form';

type Values = {
  product_id: string;
  amount_type: 'seats' | 'unlimited';
  amount: number | '';
  starts_on: string;
  ends_on: string;
  active_from: string;
  active_to: string;
  auto_renew: boolean;
};

/** The body of the form's values: empty dates are left out (the server takes the billing's period). */
function bodyOf(values: Values) {
  const day = (value: string) => (value ? value : undefined);
  return {
    amount_type: values.amount_type,
    amount: values.amount_type === 'unlimited' ? null : values.amount === '' ? undefined : values.amount,
    starts_on: day(values.starts_on),
    ends_on: day(values.ends_on),
    active_from: day(values.active_from),
    active_to: day(values.active_to),
    auto_renew: values.auto_renew,
  };
}

// The contracts' rules over the form's values (empty dates left out first), typed by those values.
const createSchema = z.preprocess(
  (values) => ({ product_id: (values as Values).product_id || undefined, ...bodyOf(values as Values) }),
  createLicenseBody,
) as unknown as z.ZodType<unknown, Values>;
const updateSchema = z.preprocess((values) => bodyOf(values as Values), updateLicenseBody) as unknown as z.ZodType<
  unknown,
  Values
>;

function startValues(license: License | null, billing: Billing | null | undefined): Values {
  if (license) {
    return {
      product_id: license.product.id,
      amount_type: license.amount_type,
      amount: license.pending_amount ?? license.amount ?? '',
      starts_on: license.starts_on,
      ends_on: license.ends_on,
      active_from: license.active_from,
      active_to: license.active_to,
      auto_renew: license.auto_renew,
    };
  }
  return {
    product_id: '',
    amount_type: 'seats',
    amount: '',
    starts_on: billing?.period_start ?? '',
    ends_on: billing?.period_end ?? '',
    active_from: '',
    active_to: '',
    auto_renew: true,
  };
}

type Props =
  | {
      mode: 'create';
      /** The billing, when the admin may read it: its period fills the dates. */
      billing?: Billing | null;
      mutation: UseMutationResult<License, unknown, CreateLicenseBody>;
      license?: undefined;
      onDone: () => void;
      onCancel: () => void;
    }
  | {
      mode: 'edit';
      license: License;
      billing?: undefined;
      mutation: UseMutationResult<{ data: License; notice?: string }, unknown, UpdateLicenseBody>;
      onDone: () => void;
      onCancel: () => void;
    };

/**
 * A license's product (when adding), seats or unlimited, its dates and auto renew. A changed amount of a
 * running license waits for the next period: the server's `notice` says so in a toast.
 */
export function LicenseForm(props: Props) {
  const { t } = useTranslation();
  const { license } = props;
  const cf = useContractForm(props.mode === 'create' ? createSchema : updateSchema, {
    initialValues: startValues(license ?? null, props.billing),
    // biome-ignore lint/suspicious/noExplicitAny: one form for the create and the update mutation
    mutation: props.mutation as UseMutationResult<unknown, unknown, any>,
    toBody: (values) =>
      props.mode === 'create' ? { product_id: values.product_id, ...bodyOf(values) } : bodyOf(values),
    onSuccess: (result) => {
      const answer = result as License | { data: License; notice?: string };
      const saved = 'data' in answer ? answer.data : answer;
      notifySuccess(
        props.mode === 'create'
          ? t('licensing.licenses.form.created', { name: saved.product.name })
          : t('licensing.licenses.form.saved', { name: saved.product.name }),
      );
      if ('notice' in answer && answer.notice) notifySuccess(answer.notice);
      props.onDone();
    },
  });
  const input = (field: keyof Values) => cf.form.getInputProps(field);
  const seats = cf.form.values.amount_type === 'seats';

  return (
    <ContractForm form={cf}>
      {props.mode === 'create' ? (
        <SearchableSelect
          source={catalogueSoftwareOptions}
          label={t('licensing.licenses.form.product')}
          placeholder={t('licensing.licenses.form.productPlaceholder')}
          nothingFoundMessage={t('licensing.licenses.form.noProducts')}
          {...input('product_id')}
          value={cf.form.values.product_id || null}
          onChange={(value) => cf.form.setFieldValue('product_id', value ?? '')}
          required
          data-autofocus
        />
      ) : null}
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="license-amount-type">
          {t('licensing.licenses.form.amountType')}
        </Text>
        <SegmentedControl
          aria-labelledby="license-amount-type"
          value={cf.form.values.amount_type}
          onChange={(value) => cf.form.setFieldValue('amount_type', value as Values['amount_type'])}
          data={[
            { value: 'seats', label: t('licensing.licenses.form.seats') },
            { value: 'unlimited', label: t('licensing.licenses.form.unlimited') },
          ]}
        />
      </Stack>
      {seats ? (
        <NumberInput
          {...input('amount')}
          label={t('licensing.licenses.form.amount')}
          min={1}
          max={LICENSE_AMOUNT_MAX}
          allowDecimal={false}
          allowNegative={false}
          description={
            license?.pending_amount != null && license.amount != null
              ? t('licensing.licenses.form.pendingNow', {
                  amount: String(license.amount),
                  pending: String(license.pending_amount),
                })
              : undefined
          }
          required
        />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...input('starts_on')} type="date" label={t('licensing.licenses.form.startsOn')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...input('ends_on')} type="date" label={t('licensing.licenses.form.endsOn')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Text fz="xs" c="dimmed" mt={-8}>
            {t('licensing.licenses.form.datesHint')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...input('active_from')} type="date" label={t('licensing.licenses.form.activeFrom')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput {...input('active_to')} type="date" label={t('licensing.licenses.form.activeTo')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Text fz="xs" c="dimmed" mt={-8}>
            {t('licensing.licenses.form.activeHint')}
          </Text>
        </Grid.Col>
      </Grid>
      <Switch
        {...cf.form.getInputProps('auto_renew', { type: 'checkbox' })}
        label={t('licensing.licenses.form.autoRenew')}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onCancel}>
          {t('form.cancel')}
        </Button>
        <Button {...cf.submitProps}>
          {props.mode === 'create' ? t('licensing.licenses.form.create') : t('licensing.licenses.form.save')}
        </Button>
      </Group>
    </ContractForm>
  );
}
