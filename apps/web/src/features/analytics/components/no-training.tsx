import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/screens';

/** Before the first session: how to connect the game (the trainee's own pages), or that a member has not trained. */
export function NoTraining({ own }: { own: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="no-training-title">
      <Stack align="center" ta="center" gap="sm" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconPlugConnected size={28} />
        </ThemeIcon>
        <Title order={2} fz="xl" id="no-training-title">
          {t('analytics.empty.title')}
        </Title>
        <Text c="dimmed">{own ? t('analytics.empty.body') : t('analytics.empty.memberBody')}</Text>
        {own && (
          <Button component={Link} to={href('device')} leftSection={<IconPlugConnected size={18} />}>
            {t('analytics.empty.connect')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
