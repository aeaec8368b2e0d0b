import { Button, Group, Paper, Select, Text } from '@mantine/core';
import {
  type CreateShippingCostBody,
  CURRENCIES,
  createShippingCostBody,
  DEFAULT_CURRENCY,
  SHIPPING_COST_MAX_MINOR,
  type ShippingCost,
} from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { CountrySelect } from '../../../components/country-select';
import { MoneyInput } from '../../../components/money-input';
import { countryName } from '../../../lib/countries';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateShippingCost } from '../api/create-shipping-cost';

interface Values extends Record<string, unknown> {
  country: string | null;
  amount: number | '';
  currency: string;
}

const EMPTY: Values = { country: null, amount: '', currency: DEFAULT_CURRENCY };

/** The inline "add a country" row above the table. */
export function AddShippingCostForm() {
  const { t, i18n } = useTranslation();
  const create = useCreateShippingCost();
  const cf = useContractForm<typeof createShippingCostBody, Values, CreateShippingCostBody, ShippingCost>(
    createShippingCostBody,
    {
      initialValues: EMPTY,
      mutation: create,
      successMessage: (created) =>
        t('shippingCosts.added', { country: countryName(created.country ?? '', i18n.language) }),
      onSuccess: () => cf.form.reset(),
    },
  );
  const { form } = cf;

  return (
    <Paper withBorder p="md" radius="md" mb="lg">
      <Text fw={600} mb="sm" id="add-shipping-cost">
        {t('shippingCosts.addTitle')}
      </Text>
      <ContractForm form={cf}>
        <Group align="flex-start" gap="sm" wrap="wrap" aria-labelledby="add-shipping-cost" role="group">
          <CountrySelect
            label={t('shippingCosts.fields.country')}
            placeholder={t('shippingCosts.fields.countryPlaceholder')}
            nothingFound={t('shippingCosts.fields.noCountry')}
            w={260}
            required
            {...form.getInputProps('country')}
          />
          <MoneyInput
            label={t('shippingCosts.fields.amount')}
            currency={form.values.currency}
            maxMinor={SHIPPING_COST_MAX_MINOR}
            required
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('shippingCosts.fields.currency')}
            data={[...CURRENCIES]}
            allowDeselect={false}
            w={110}
            {...form.getInputProps('currency')}
          />
          <Button {...cf.submitProps} leftSection={<IconPlus size={16} />} mt={25}>
            {t('shippingCosts.add')}
          </Button>
        </Group>
      </ContractForm>
    </Paper>
  );
}
