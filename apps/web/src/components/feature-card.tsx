import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './feature-card.module.css';

interface FeatureCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  /** Where the card leads. Without it the screen does not exist yet and the card is shown disabled. */
  to?: string;
}

export function FeatureCard({ title, description, icon, to }: FeatureCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={to ? 'teal' : 'gray'}>
          {icon}
        </ThemeIcon>
        {to ? (
          <IconArrowRight size={18} className={classes.arrow} aria-hidden />
        ) : (
          <Badge size="sm" variant="outline" color="gray" radius="sm">
            {t('gettingStarted.notAvailable')}
          </Badge>
        )}
      </Group>
      <Text component="h2" fw={650} fz="lg" m={0} mb={6}>
        {title}
      </Text>
      <Text c="dimmed" fz="sm" lh={1.55}>
        {description}
      </Text>
    </>
  );

  if (to) {
    return (
      <Card withBorder radius="lg" padding="lg" component={Link} to={to} className={classes.card} data-interactive>
        {body}
      </Card>
    );
  }
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} aria-disabled="true" data-disabled>
      {body}
    </Card>
  );
}
