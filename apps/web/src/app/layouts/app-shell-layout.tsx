import '../styles/signed-in';
import { Anchor, AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX, PRODUCT_NAME } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { TopProgress } from '../../components/top-progress';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { href, ScreenPartsContext, ScreenRegistryContext } from '../../lib/screens';
import { screenParts, screens } from '../screens';
import { AppNavbar } from './app-navbar';
import classes from './app-shell-layout.module.css';
import { UserMenu } from './user-menu';

export function AppShellLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // The mobile navbar covers the page; a new page should be seen, not hidden under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 300, breakpoint: MOBILE_BREAKPOINT_PX, collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <UnsavedChangesGuard />
      <AppShell.Header className={classes.header}>
        {/* In the banner landmark: content outside every landmark is lost to screen-reader navigation (axe's region). */}
        <TopProgress />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              size="sm"
              className={classes.burger}
              aria-label={t('nav.toggle')}
              aria-expanded={opened}
            />
            <Anchor
              component={Link}
              to={href('getting-started')}
              underline="never"
              c="inherit"
              aria-label={PRODUCT_NAME}
            >
              <BrandMark />
            </Anchor>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Container size="lg" px={0}>
          <ScreenRegistryContext value={screens}>
            <ScreenPartsContext value={screenParts}>
              <Outlet />
            </ScreenPartsContext>
          </ScreenRegistryContext>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
