import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../lib/screens';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={620} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {t('unauthorized.title')}
        </Title>
        <Text c="dimmed">{t('unauthorized.body')}</Text>
        <Button component={Link} to={href('getting-started')} mt="sm">
          {t('unauthorized.link')}
        </Button>
      </Stack>
    </Paper>
  );
}
