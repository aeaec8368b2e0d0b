import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../../../lib/roles';
import { useSessionUser } from '../../../lib/session-user';
import { ProfileField } from './profile-field';

/** What the portal decides about the account (organization, roles, permissions): read-only here. */
export function AccountOverview() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const roleName = (role: string) => {
    const key = roleKey(role);
    return key ? t(key) : role.replace(/-/g, ' ');
  };
  const roles = [...new Set(user.roles.map(roleName))];

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="lg">
      <ProfileField label={t('profile.organization')}>
        {user.organization?.name ?? <Text c="dimmed">{t('profile.noOrganization')}</Text>}
      </ProfileField>
      <ProfileField label={t('profile.roles')}>
        <Group gap={6}>
          {roles.map((role) => (
            <Badge key={role} variant="light" radius="sm">
              {role}
            </Badge>
          ))}
        </Group>
      </ProfileField>
      <ProfileField label={t('profile.permissions')}>
        {user.permissions.length ? (
          <Group gap={6}>
            {user.permissions.map((permission) => (
              <Badge key={permission} variant="outline" color="gray" radius="sm" tt="none">
                {permission}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">{t('profile.noPermissions')}</Text>
        )}
      </ProfileField>
    </SimpleGrid>
  );
}
