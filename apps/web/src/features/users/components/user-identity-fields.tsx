import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/searchable-select';
import { organizationOptions } from '../../../lib/options';
import { roleKey } from '../../../lib/roles';
import { type AssignableRole, needsOrganization } from './roles';

type IdentityField = 'email' | 'first_name' | 'last_name' | 'role' | 'organization_id';

interface UserIdentityFieldsProps {
  inputProps: (field: IdentityField) => GetInputPropsReturnType;
  roles: readonly AssignableRole[];
  role: string;
  /** Inviting from an organization's page: the organization is fixed. */
  organizationLocked?: boolean;
  /** The user's current organization: its name shows without asking the server. */
  currentOrganization?: { id: string; name: string } | null;
}

/** Email, names, role and organization: the fields invite and edit share. */
export function UserIdentityFields({
  inputProps,
  roles,
  role,
  organizationLocked,
  currentOrganization,
}: UserIdentityFieldsProps) {
  const { t } = useTranslation();
  const required = needsOrganization(role);

  return (
    <>
      <TextInput {...inputProps('email')} label={t('users.fields.email')} type="email" autoComplete="off" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...inputProps('first_name')} label={t('users.fields.firstName')} autoComplete="off" required />
        <TextInput {...inputProps('last_name')} label={t('users.fields.lastName')} autoComplete="off" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          {...inputProps('role')}
          label={t('users.fields.role')}
          data={roles.map((value) => {
            const key = roleKey(value);
            return { value, label: key ? t(key) : value };
          })}
          allowDeselect={false}
          required
        />
        <SearchableSelect
          {...inputProps('organization_id')}
          source={organizationOptions}
          selectedLabel={currentOrganization?.name}
          label={t('users.fields.organization')}
          placeholder={t('users.fields.organizationPlaceholder')}
          description={t('users.fields.organizationHint')}
          nothingFoundMessage={t('users.fields.noOrganizations')}
          disabled={organizationLocked}
          required={required}
          clearable={!required}
        />
      </SimpleGrid>
    </>
  );
}
