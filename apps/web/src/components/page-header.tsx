import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Stack gap={6} mb="xl">
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
}
