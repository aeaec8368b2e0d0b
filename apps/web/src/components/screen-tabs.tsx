/**
 * A bar of sibling screens, built from the registry: every screen declaring
 * `tab: { group, labelKey, order }` with that group (and that the user may
 * open) is a tab. Another feature adds a tab by declaring a screen, e.g. the
 * per-user software at `admin/users/:id/software` with `tab: { group: 'admin-user', … }`.
 * Hidden while the group has a single tab.
 *
 * `<ScreenTabs group="admin-user" params={{ id }} label={t('users.editPage.title')} />`
 */
import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canOpen, screenHref, useScreenRegistry } from '../lib/screens';
import { useSessionUser } from '../lib/session-user';
import classes from './screen-tabs.module.css';

interface ScreenTabsProps {
  group: string;
  params: Record<string, string | undefined>;
  /** The bar's accessible name. */
  label: string;
  /** Keeps only some of the group's screens (by path): a skill shows only the pages it has. */
  only?: (path: string) => boolean;
}

export function ScreenTabs({ group, params, label, only }: ScreenTabsProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const tabs = useScreenRegistry()
    .filter((screen) => screen.tab?.group === group && canOpen(user, screen) && (!only || only(screen.path)))
    .sort((a, b) => (a.tab?.order ?? 0) - (b.tab?.order ?? 0));
  if (tabs.length < 2) return null;

  return (
    <Group component="nav" aria-label={label} gap={0} className={classes.bar} mb="lg" wrap="nowrap">
      {tabs.map((screen) => {
        const href = screenHref(screen.path, params);
        const current = pathname === href;
        return (
          <UnstyledButton
            key={screen.path}
            component={Link}
            to={href}
            className={classes.tab}
            data-active={current || undefined}
            aria-current={current ? 'page' : undefined}
          >
            {screen.tab && t(screen.tab.labelKey)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
