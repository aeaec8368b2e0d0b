import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { fullName, useSessionUser } from '../../../lib/session-user';
import { ProfileField } from '../components/profile-field';
import { ProfileSection } from '../components/profile-section';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const roleName = (role: string) =>
    t(`profile.roleNames.${role}` as 'profile.roleNames.admin', { defaultValue: role.replace(/-/g, ' ') });
  const roles = [...new Set(user.roles.map(roleName))];

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      <Stack gap="lg">
        <ProfileSection title={t('profile.account')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
            <ProfileField label={t('profile.name')}>{fullName(user)}</ProfileField>
            <ProfileField label={t('profile.email')}>{user.email}</ProfileField>
            <ProfileField label={t('profile.userName')}>
              {user.user_name ?? <Text c="dimmed">{t('profile.notSet')}</Text>}
            </ProfileField>
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
        </ProfileSection>
        <ProfileSection title={t('profile.security')}>
          <ProfileField label={t('profile.twoFactor')}>
            {user.two_factor_enabled ? (
              <Badge color="teal" variant="light" leftSection={<IconShieldCheck size={14} />} radius="sm" tt="none">
                {t('profile.twoFactorOn')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" leftSection={<IconShieldOff size={14} />} radius="sm" tt="none">
                {t('profile.twoFactorOff')}
              </Badge>
            )}
          </ProfileField>
        </ProfileSection>
      </Stack>
    </>
  );
}
