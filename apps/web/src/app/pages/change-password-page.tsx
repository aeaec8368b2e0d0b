import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicCard } from '../../components/public-card';
import { useLogout } from '../../features/auth/api/logout';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { tMessage } from '../../lib/i18n';
import { href } from '../../lib/screens';
import { useSessionUser } from '../../lib/session-user';

/**
 * Composed here (not in a feature) because it joins the profile's password form
 * and sign-out. A user whose password an admin chose sees nothing else until
 * it is replaced (the server refuses every other call meanwhile).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const forced = user.must_change_password;

  return (
    <PublicCard>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={26}>
          {t('password.pageTitle')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('password.signedInAs', { email: user.email })}
        </Text>
      </Stack>
      {forced && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
          {tMessage('error.password_change_required')}
        </Alert>
      )}
      <ChangePasswordForm
        fullWidth
        autoFocus
        onChanged={() => void navigate(href('getting-started'), { replace: true })}
      />
      <Group justify={forced ? 'center' : 'space-between'} mt="lg">
        {!forced && (
          <Anchor component={Link} to={href('getting-started')} fz="sm">
            {t('password.cancel')}
          </Anchor>
        )}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLogout size={14} />}
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate(href('login'), { replace: true }) })}
        >
          {t('userMenu.signOut')}
        </Button>
      </Group>
    </PublicCard>
  );
}
