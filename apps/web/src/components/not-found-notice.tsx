import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The not-found page's content: the catch-all route shows it in the public card, and a screen whose
 * path matched but names nothing that exists (an unknown skill) shows it in the signed-in shell.
 */
export function NotFoundNotice() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md">
      <IconMapSearch size={44} stroke={1.4} color="var(--mantine-color-teal-4)" aria-hidden />
      <Text fz={13} fw={700} c="dimmed" lts={1}>
        404
      </Text>
      <Title order={1} fz={26}>
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to="/" mt="sm">
        {t('notFound.link')}
      </Button>
    </Stack>
  );
}
