import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort for a screen that failed to load or render (e.g. a chunk missing after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={520}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={24}>
            {t('routeError.title')}
          </Title>
          <Text c="dimmed">{t('routeError.body')}</Text>
          {/* A full reload is the point: it fetches fresh script chunks. */}
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
