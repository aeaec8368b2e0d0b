import { Button, Grid, Group, Select, Switch, Text, TextInput } from '@mantine/core';
import {
  type Billing,
  type BillingValues,
  billingBody,
  CURRENCIES,
  DEFAULT_CURRENCY,
  LICENSE_DURATIONS_MONTHS,
  zipcodeExample,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { CountrySelect } from '../../../components/country-select';
import { formatDay } from '../../../lib/format';
import type { BillingOwner } from '../../../lib/organization-billing';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSaveBilling } from '../api/save-billing';

type Values = {
  legal_name: string;
  billing_email: string;
  vat_number: string;
  street: string;
  house_number: string;
  addition: string;
  zipcode: string;
  city: string;
  country: string;
  purchase_order: string;
  currency: string;
  cycle_months: string;
  auto_renew: boolean;
};

/** A billing's stored values (the cycle shown is the one that will apply: a pending one if set), or a start from the owner's address. */
function billingValues(billing: Billing | null, start: Partial<Values>): Values {
  if (!billing) {
    return {
      legal_name: '',
      billing_email: '',
      vat_number: '',
      street: '',
      house_number: '',
      addition: '',
      zipcode: '',
      city: '',
      country: '',
      purchase_order: '',
      currency: DEFAULT_CURRENCY,
      cycle_months: '12',
      auto_renew: true,
      ...start,
    };
  }
  return {
    legal_name: billing.legal_name,
    billing_email: billing.billing_email,
    vat_number: billing.vat_number ?? '',
    street: billing.street,
    house_number: billing.house_number,
    addition: billing.addition ?? '',
    zipcode: billing.zipcode,
    city: billing.city,
    country: billing.country,
    purchase_order: billing.purchase_order ?? '',
    currency: billing.currency,
    cycle_months: String(billing.pending_cycle_months ?? billing.cycle_months),
    auto_renew: billing.auto_renew,
  };
}

interface BillingFormProps {
  owner: BillingOwner;
  /** The stored billing; null creates one. */
  billing: Billing | null;
  /** The name toasts use. */
  name: string;
  /** A new billing's first values (the organization's name and address). */
  start?: Partial<Values>;
}

/**
 * The billing profile of an organization or a user: legal name, billing email, VAT number (checked
 * per EU country by the contract, as the server does), address, purchase-order reference, currency,
 * cycle and auto renew. A changed cycle applies from the next period: the form says so.
 */
export function BillingForm({ owner, billing, name, start = {} }: BillingFormProps) {
  const { t } = useTranslation();
  const save = useSaveBilling(owner);
  const cf = useContractForm(billingBody, {
    initialValues: billingValues(billing, start),
    mutation: save,
    toBody: (values) => billingBody.parse(values) as BillingValues,
    successMessage: () => (billing ? t('billing.saved', { name }) : t('billing.created', { name })),
  });
  const input = (field: keyof Values) => cf.form.getInputProps(field);
  const values = cf.form.values;
  const chosen = Number(values.cycle_months);
  const pending = billing?.pending_cycle_months ?? null;
  const cycleNote = !billing
    ? null
    : chosen !== billing.cycle_months && chosen !== pending
      ? t('billing.cycleNextPeriod')
      : pending !== null && chosen === pending
        ? t('billing.pendingCycle', { count: pending, date: formatDay(billing.period_end) })
        : null;

  return (
    <ContractForm form={cf}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...input('legal_name')}
            label={t('billing.fields.legalName')}
            autoComplete="organization"
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...input('billing_email')}
            type="email"
            label={t('billing.fields.billingEmail')}
            autoComplete="email"
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...input('street')} label={t('address.street')} autoComplete="address-line1" required />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput {...input('house_number')} label={t('address.houseNumber')} required />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput {...input('addition')} label={t('address.addition')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <CountrySelect
            nothingFound={t('address.noCountry')}
            {...input('country')}
            value={values.country || null}
            onChange={(value) => cf.form.setFieldValue('country', value ?? '')}
            label={t('address.country')}
            placeholder={t('address.countryPlaceholder')}
            autoComplete="off"
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            {...input('zipcode')}
            label={t('address.zipcode')}
            placeholder={zipcodeExample(values.country)}
            autoComplete="postal-code"
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput {...input('city')} label={t('address.city')} autoComplete="address-level2" required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...input('vat_number')}
            label={t('billing.fields.vatNumber')}
            description={t('billing.fields.vatHint')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...input('purchase_order')}
            label={t('billing.fields.purchaseOrder')}
            description={t('billing.fields.purchaseOrderHint')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            {...input('currency')}
            label={t('billing.fields.currency')}
            data={[...CURRENCIES]}
            allowDeselect={false}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            {...input('cycle_months')}
            label={t('billing.fields.cycle')}
            data={LICENSE_DURATIONS_MONTHS.map((months) => ({
              value: String(months),
              label: t('billing.fields.cycleMonths', { count: months }),
            }))}
            allowDeselect={false}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }} style={{ alignSelf: 'flex-end' }}>
          <Switch
            {...cf.form.getInputProps('auto_renew', { type: 'checkbox' })}
            label={t('billing.fields.autoRenew')}
            mb={8}
          />
        </Grid.Col>
      </Grid>
      {cycleNote ? (
        <Text fz="sm" c="yellow.4" role="status">
          {cycleNote}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button {...cf.submitProps}>{billing ? t('billing.save') : t('billing.create')}</Button>
      </Group>
    </ContractForm>
  );
}
