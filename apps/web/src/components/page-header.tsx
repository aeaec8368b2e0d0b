import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title ("Invite user"); they wrap below it on narrow screens. */
  actions?: ReactNode;
  /** A link above the title ("Back to users"). */
  back?: ReactNode;
}

export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  const heading = (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" fz="md" maw={720}>
          {description}
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack gap="xs" mb="xl">
      {back}
      {actions ? (
        <Group justify="space-between" align="flex-end" gap="md">
          {heading}
          <Group gap="sm">{actions}</Group>
        </Group>
      ) : (
        heading
      )}
    </Stack>
  );
}
