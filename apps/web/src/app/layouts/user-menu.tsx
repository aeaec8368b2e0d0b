import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { notifySuccess } from '../../lib/notify';
import { href } from '../../lib/screens';
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
        void navigate(href('login'), { replace: true });
      },
    });

  // Rendered inside the header (a landmark), not in a portal at the end of <body>; without Mantine's
  // focus placeholder (role=presentation, which a menu may not contain): a menu opened by keyboard
  // focuses its first item, one opened by a click the dropdown.
  return (
    <Menu position="bottom-end" width={260} shadow="lg" withinPortal={false} withInitialFocusPlaceholder={false}>
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
        {/* Plain text, no paragraphs: a menu may hold only menu items and what carries no role. */}
        <div className={classes.header}>
          <Text component="div" fz="sm" fw={600} truncate>
            {name}
          </Text>
          <Text component="div" fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </div>
        <Menu.Divider role="separator" />
        <Menu.Item component={Link} to={href('profile')} leftSection={<IconUserCircle size={16} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          // Red 4: 6.3:1 on the dropdown (red 6 is 4.46:1, under WCAG AA).
          color="red.4"
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
