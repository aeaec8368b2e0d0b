import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { notifySuccess } from '../../lib/notify';
import { fullName, useSessionUser } from '../../lib/session-user';
import classes from './user-menu.module.css';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = fullName(user);

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('userMenu.signedOut'));
        void navigate('/login', { replace: true });
      },
    });

  return (
    <Menu position="bottom-end" width={260} shadow="lg" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={name}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="teal" radius="xl" size={34}>
              {initials(user.first_name, user.last_name)}
            </Avatar>
            <div className={classes.identity}>
              <Text fz="sm" fw={600} lh={1.2} truncate>
                {name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2} truncate>
                {user.email}
              </Text>
            </div>
            <IconChevronDown size={16} className={classes.chevron} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.header}>
          <Text fz="sm" fw={600} truncate>
            {name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={signOut}
          disabled={logout.isPending}
          closeMenuOnClick={false}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
