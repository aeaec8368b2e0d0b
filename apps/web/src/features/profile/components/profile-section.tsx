import { Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface ProfileSectionProps {
  title: string;
  description?: string;
  /** Shown beside the title (a state badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled region: tests and assistive tech find a section's fields by its name. */
export function ProfileSection({ title, description, aside, children }: ProfileSectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" gap="sm" mb={description ? 4 : 'lg'}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {description && (
        <Text c="dimmed" fz="sm" mb="lg" maw={640}>
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
