import { Button, Grid, Group, TextInput } from '@mantine/core';
import { type Organization, type OrganizationBody, organizationBody, zipcodeExample } from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../lib/use-contract-form';
import { ContractForm } from './contract-form';
import { CountrySelect } from './country-select';

type Values = {
  name: string;
  street: string;
  house_number: string;
  addition: string;
  zipcode: string;
  city: string;
  country: string;
};

const emptyValues: Values = {
  name: '',
  street: '',
  house_number: '',
  addition: '',
  zipcode: '',
  city: '',
  country: '',
};

export function organizationValues(organization: Organization | null | undefined): Values {
  if (!organization) return emptyValues;
  return {
    name: organization.name,
    street: organization.street,
    house_number: organization.house_number,
    addition: organization.addition ?? '',
    zipcode: organization.zipcode,
    city: organization.city,
    country: organization.country,
  };
}

interface OrganizationFormProps {
  /** The stored organization when editing; absent when creating. */
  organization?: Organization;
  mutation: UseMutationResult<Organization, unknown, OrganizationBody>;
  submitLabel: string;
  successMessage: (saved: Organization) => string;
  onSuccess?: (saved: Organization) => void;
  onCancel?: () => void;
}

/**
 * Name and address of an organization: the admin's create and edit screens and
 * the manager's organization details. The zipcode is checked against the chosen
 * country's format by the contract's rule, the same one the server applies, and
 * its message shows under the field.
 */
export function OrganizationForm({
  organization,
  mutation,
  submitLabel,
  successMessage,
  onSuccess,
  onCancel,
}: OrganizationFormProps) {
  const { t } = useTranslation();
  const cf = useContractForm(organizationBody, {
    initialValues: organizationValues(organization),
    mutation,
    successMessage,
    onSuccess: (saved) => onSuccess?.(saved),
  });
  const example = zipcodeExample(cf.form.values.country);
  const input = (field: keyof Values) => cf.form.getInputProps(field);

  return (
    <ContractForm form={cf}>
      <TextInput {...input('name')} label={t('address.name')} autoComplete="organization" required />
      <Grid gap="md">
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
            value={cf.form.values.country || null}
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
            placeholder={example}
            autoComplete="postal-code"
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput {...input('city')} label={t('address.city')} autoComplete="address-level2" required />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" gap="sm" mt="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button {...cf.submitProps}>{submitLabel}</Button>
      </Group>
    </ContractForm>
  );
}
