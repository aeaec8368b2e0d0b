import { Anchor, Box, Center, Container, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@portal/contracts/basics';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { TopProgress } from '../../components/top-progress';
import { href } from '../../lib/screens';
import classes from './public-layout.module.css';

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <Container size="lg" py={{ base: 'lg', sm: 48 }} px="md" className={classes.inner}>
        <Stack component="header" gap={4} align="center" mb={{ base: 'lg', sm: 36 }}>
          {/* In the banner landmark: content outside every landmark is lost to screen-reader navigation (axe's region). */}
          <TopProgress />
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={PRODUCT_NAME}>
            <BrandMark size="lg" />
          </Anchor>
          <Text c="dimmed" fz="sm">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Box component="main" className={classes.main}>
          <Outlet />
        </Box>
        <Center component="footer" mt="xl">
          <Group gap="lg" c="dimmed" fz="sm">
            <Anchor component={Link} to={href('privacy-policy')} c="dimmed" fz="sm">
              {t('legal.privacyPolicy')}
            </Anchor>
            <Anchor component={Link} to={href('terms-of-use')} c="dimmed" fz="sm">
              {t('legal.termsOfUse')}
            </Anchor>
            <Text component="span" fz="sm">
              © {new Date().getFullYear()} {PRODUCT_NAME}
            </Text>
          </Group>
        </Center>
      </Container>
    </Box>
  );
}
