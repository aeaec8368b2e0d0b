import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card of a screen (named by its title for assistive technology); `danger` for what cannot be
 * undone lightly; `maw` a form page's width.
 */
export function SectionCard({
  title,
  children,
  danger,
  maw,
}: {
  title: string;
  children: ReactNode;
  danger?: boolean;
  maw?: number;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      maw={maw}
      component="section"
      aria-label={title}
      style={danger ? { borderColor: 'var(--mantine-color-red-9)' } : undefined}
    >
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
