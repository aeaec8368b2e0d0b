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
import { useLayoutEffect, useRef } from 'react';
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

/**
 * Where a bar wider than the screen (a phone) scrolls to show its active tab: unchanged when the tab is fully
 * shown, else the tab in the middle, within the bar's ends.
 */
export function scrollLeftShowing(
  bar: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
): number {
  const shown =
    tab.offsetLeft >= bar.scrollLeft && tab.offsetLeft + tab.offsetWidth <= bar.scrollLeft + bar.clientWidth;
  if (shown) return bar.scrollLeft;
  const centered = tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2;
  return Math.min(Math.max(0, centered), bar.scrollWidth - bar.clientWidth);
}

export function ScreenTabs({ group, params, label, only }: ScreenTabsProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const barRef = useRef<HTMLDivElement>(null);
  // Each tab is a screen of its own, so the bar is new on every tab and starts scrolled to the left: bring the
  // active tab into view (the bar is the tabs' offset parent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the path
  useLayoutEffect(() => {
    const bar = barRef.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (bar && active) bar.scrollLeft = scrollLeftShowing(bar, active);
  }, [pathname]);
  const tabs = useScreenRegistry()
    .filter((screen) => screen.tab?.group === group && canOpen(user, screen) && (!only || only(screen.path)))
    .sort((a, b) => (a.tab?.order ?? 0) - (b.tab?.order ?? 0));
  if (tabs.length < 2) return null;

  return (
    <Group ref={barRef} component="nav" aria-label={label} gap={0} className={classes.bar} mb="lg" wrap="nowrap">
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
