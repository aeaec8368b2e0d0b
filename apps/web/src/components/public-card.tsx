import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface PublicCardProps {
  children: ReactNode;
  /** Forms stay narrow; documents get a readable line length. */
  width?: 'form' | 'document';
}

export function PublicCard({ children, width = 'form' }: PublicCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      shadow="md"
      p={{ base: 'lg', sm: width === 'form' ? 36 : 48 }}
      w="100%"
      maw={width === 'form' ? 440 : 820}
      mx="auto"
    >
      {children}
    </Paper>
  );
}
