import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg" mb="lg">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
