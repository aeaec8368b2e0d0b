import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type CurrentUser, can } from '@portal/contracts';
import { IconBuildingOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-error';
import { href } from '../lib/screens';
import { useSessionUser } from '../lib/session-user';

type OrganizationRef = NonNullable<CurrentUser['organization']>;

/** The API's answer to a section user without an organization (a super-admin): 409 `no_organization`. */
export function isNoOrganization(error: unknown): boolean {
  return isApiError(error) && error.code === 'no_organization';
}

/**
 * What a manager screen shows to someone in the section without an
 * organization (a super-admin): an explanation and the ways on, not an error.
 */
export function NoOrganization() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const admin = can(user, 'manage organization');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={620} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="blue">
          <IconBuildingOff size={28} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {t('noOrganization.title')}
        </Title>
        <Text c="dimmed">{t('noOrganization.body')}</Text>
        {admin && <Text c="dimmed">{t('noOrganization.hint')}</Text>}
        <Group justify="center" gap="sm" mt="sm">
          {admin && (
            <Button component={Link} to={href('admin/organizations')}>
              {t('noOrganization.organizations')}
            </Button>
          )}
          <Button component={Link} to={href('getting-started')} variant={admin ? 'default' : 'filled'}>
            {t('noOrganization.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Every manager screen renders inside this: the section works on the signed-in
 * user's own organization, so without one the screen says so instead of asking
 * the API (which would answer 409 `no_organization`).
 */
export function ManagerScreen({ children }: { children: (organization: OrganizationRef) => ReactNode }) {
  const user = useSessionUser();
  if (!user.organization) return <NoOrganization />;
  return <>{children(user.organization)}</>;
}
