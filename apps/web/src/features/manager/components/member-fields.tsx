import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MANAGER_MEMBER_ROLES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type MemberField = 'email' | 'first_name' | 'last_name' | 'role';

interface MemberFieldsProps {
  inputProps: (field: MemberField) => GetInputPropsReturnType;
  /** Inviting asks for the email; editing does not change it. */
  withEmail?: boolean;
  disabled?: boolean;
}

/** Email (when inviting), names and role (trainee or trainer): the fields invite and edit share. */
export function MemberFields({ inputProps, withEmail = false, disabled = false }: MemberFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {withEmail && (
        <TextInput
          {...inputProps('email')}
          label={t('manager.fields.email')}
          type="email"
          autoComplete="off"
          required
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...inputProps('first_name')}
          label={t('manager.fields.firstName')}
          autoComplete="off"
          disabled={disabled}
          required
        />
        <TextInput
          {...inputProps('last_name')}
          label={t('manager.fields.lastName')}
          autoComplete="off"
          disabled={disabled}
          required
        />
      </SimpleGrid>
      <Select
        {...inputProps('role')}
        label={t('manager.fields.role')}
        description={t('manager.fields.roleHint')}
        data={MANAGER_MEMBER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        allowDeselect={false}
        disabled={disabled}
        required
      />
    </>
  );
}
