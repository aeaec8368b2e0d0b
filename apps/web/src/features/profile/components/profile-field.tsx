import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label above a read-only value; a description list pair, so screen readers keep them together. */
export function ProfileField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" m={0}>
      <Text component="dt" fz="xs" fw={600} tt="uppercase" c="dimmed" lts={0.6} mb={6}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="md">
        {children}
      </Box>
    </Box>
  );
}
