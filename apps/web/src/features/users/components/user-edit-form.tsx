import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { type AdminUser, ASSIGNABLE_ROLES, can, PERMISSIONS, updateUserBody } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/contract-form';
import { useSessionUser } from '../../../lib/session-user';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateUser } from '../api/update-user';
import { type AssignableRole, needsOrganization, permissionKey, primaryRole } from './roles';
import { UserIdentityFields } from './user-identity-fields';

interface UserEditFormProps {
  user: AdminUser;
  /** Opened from an organization's page: the organization stays. */
  organizationLocked?: boolean;
  /** The user holds what the editor lacks: shown, not editable (the page says why). */
  readOnly?: boolean;
}

/** The whole editable user, saved with `POST … _method: 'PUT'` (see api/update-user.ts). */
export function UserEditForm({ user, organizationLocked, readOnly = false }: UserEditFormProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const update = useUpdateUser(user.id);
  const role = primaryRole(user.roles);
  // Only a super-admin gives or changes the super-admin role (the server says so too).
  const roles: readonly AssignableRole[] = me.roles.includes('super-admin')
    ? ASSIGNABLE_ROLES
    : ASSIGNABLE_ROLES.filter((r) => r !== 'super-admin' || r === role);
  // An admin gives only permissions they hold (the server says so too); the user's own stay listed.
  const permissions = PERMISSIONS.filter((p) => can(me, p) || user.permissions.includes(p));

  const cf = useContractForm(updateUserBody, {
    initialValues: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      user_name: user.user_name ?? '',
      role: role as AssignableRole,
      organization_id: user.organization_id,
      permissions: user.permissions.filter((p): p is (typeof PERMISSIONS)[number] =>
        (PERMISSIONS as readonly string[]).includes(p),
      ),
    },
    extraValidate: (values) => ({
      organization_id: needsOrganization(values.role) && !values.organization_id ? 'validation.required' : undefined,
    }),
    mutation: update,
    successMessage: t('users.editPage.saved'),
  });

  return (
    <ContractForm form={cf}>
      <UserIdentityFields
        inputProps={(field) => ({ ...cf.form.getInputProps(field), disabled: readOnly })}
        roles={roles}
        role={cf.form.values.role}
        organizationLocked={organizationLocked || readOnly}
        currentOrganization={user.organization}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...cf.form.getInputProps('user_name')}
          label={t('users.fields.userName')}
          description={t('users.fields.userNameHint')}
          autoComplete="off"
          disabled={readOnly}
        />
      </SimpleGrid>
      <Checkbox.Group
        {...cf.form.getInputProps('permissions')}
        label={t('users.fields.permissions')}
        description={
          permissions.length < PERMISSIONS.length
            ? `${t('users.fields.permissionsHint')} ${t('users.fields.permissionsOwnOnly')}`
            : t('users.fields.permissionsHint')
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {permissions.map((permission) => (
            <Checkbox key={permission} value={permission} label={t(permissionKey(permission))} disabled={readOnly} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {!readOnly && (
        <Group justify="flex-end" mt="sm">
          <Button {...cf.submitProps}>{t('users.editPage.save')}</Button>
        </Group>
      )}
    </ContractForm>
  );
}
