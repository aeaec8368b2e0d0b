import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './brand-mark';

/**
 * What the page shows while the first screen's code arrives: the brand at once
 * (the first thing a visitor sees is ours, not a blank page), with a loader.
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-label={t('app.loading')}>
      <Stack align="center" gap="lg">
        <BrandMark size="lg" />
        <Loader color="teal" type="dots" />
      </Stack>
    </Center>
  );
}
